import Foundation
import InterplayRender
import InterplayTestSupport
import Testing

/// Text fits its box whatever fonts the machine has: every bundled model, the hostile
/// names and a model of wide and non-Latin text are drawn by the real `interplay` with a
/// fontconfig that sees one font family only (DejaVu, as on a fresh Debian machine, or
/// Liberation, with Helvetica's metrics). Each SVG is parsed, each text run is measured
/// under the same fonts by Graphviz's text layout (in `interplay-text-probe`), and
/// its extent must lie inside the outline of its node (participant boxes, tags, notes,
/// states), its cluster, or for plain text (guards, message labels) the fragment or
/// frame round it, and inside the drawing. A run wholly beside its node's box is an
/// external label (a final state's name) and only has to lie inside the drawing.
@Suite(.serialized) struct TextFitsTests {
  /// How far, in points, a run may reach past its box (positions are written rounded).
  static let tolerance = 0.5

  static let wideSource = """
    system WideText
    presentation WWWWWWWWWWWWWWWWWWMMMMMMMMMM {
      request { showMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM }
      event { tappedWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW }
    }
    behaviour Wm {
      observes WWWWWWWWWWWWWWWWWWMMMMMMMMMM.event
      requests WWWWWWWWWWWWWWWWWWMMMMMMMMMM.request
      initial state MMMMMMMMMMMMMMMMMMMMMMMMMMMMMM {
        on WWWWWWWWWWWWWWWWWWMMMMMMMMMM.tappedWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW -> WWWWWWWWWWWWWWWWWWWWWW {
          send WWWWWWWWWWWWWWWWWWMMMMMMMMMM.showMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM
        }
      }
      state WWWWWWWWWWWWWWWWWWWWWW {
        ignore WWWWWWWWWWWWWWWWWWMMMMMMMMMM.tappedWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
      }
    }
    sequence MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM {
      note over Wm: "支払いが承認されました ✓ — ÄÖÜ ÅÉÎ ŴŴŴ ſ MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM"
      WWWWWWWWWWWWWWWWWWMMMMMMMMMM -> Wm: tappedWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
      alt "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM 承認" {
        Wm -> WWWWWWWWWWWWWWWWWWMMMMMMMMMM: showMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM
      } else "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW" {
        WWWWWWWWWWWWWWWWWWMMMMMMMMMM -> Wm: tappedWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
      }
      opt "W" {
        Wm -> WWWWWWWWWWWWWWWWWWMMMMMMMMMM: showMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM
      }
    }
    """

  /// Laid out with Graphviz's text layout, text fits under either font family; laid out
  /// with the Helvetica table, it fits where the font has Helvetica's metrics.
  @Test(arguments: [
    (FontSetup.dejavu, TextMetrics.Source.engine), (.liberation, .engine), (.liberation, .table),
  ])
  func everyTextFitsItsBox(_ fonts: FontSetup, _ metrics: TextMetrics.Source) throws {
    let drawn = try Self.draw(fonts, metrics)
    #expect(!drawn.errors.contains("graphviz:"), "Graphviz warned:\n\(drawn.errors)")
    let report = drawn.overflows.joined(separator: "\n")
    #expect(drawn.overflows.isEmpty, "\(drawn.overflows.count) overflows:\n\(report)")
  }

  /// The check finds what the issue was about: with the table's widths, DejaVu's wider
  /// letters overflow participant boxes and Graphviz warns that a box is too small.
  @Test func theTableOverflowsUnderDejaVu() throws {
    let drawn = try Self.draw(.dejavu, .table)
    #expect(drawn.errors.contains("size too small for label"))
    #expect(drawn.overflows.contains { $0.contains("_head: ") }, "\(drawn.overflows)")
  }

  /// Draws every bundled model and the fixtures with `interplay render` under `fonts`,
  /// measuring with `metrics`, and returns the standard error and the overflows.
  static func draw(
    _ fonts: FontSetup, _ metrics: TextMetrics.Source
  ) throws -> (errors: String, overflows: [String]) {
    let folder = TemporaryFolder()
    let (environment, missing) = fonts.install(in: folder)
    try #require(
      missing.isEmpty, "\(missing) missing: run Scripts/install-deps.sh (\(fonts.package))")
    folder.write("models/" + HostileNameTests.fileName, HostileNameTests.source)
    folder.write("models/WideText.ipl", Self.wideSource)
    let run = try CommandLineRun.run(
      [
        "render", TestPaths.diagrams.path, folder.path + "/models", "--kind", "all",
        "--text-metrics", metrics.rawValue, "--output", folder.path + "/out",
      ],
      timeout: 300, environment: environment)
    // Diagrams/bad holds lint errors (exit 1); they are drawn all the same.
    #expect(run.status == 0 || run.status == 1, "\(run.errors)")
    let files = run.output.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".svg") }
    #expect(files.count >= 100, "\(files.count) diagrams drawn")
    let drawings = try files.map {
      ($0, try SVGDocument(Array(try Data(contentsOf: URL(fileURLWithPath: $0)))))
    }
    var runs = Set<TextProbe.Run>()
    for (_, svg) in drawings {
      for kind in ["node", "cluster", "edge"] {
        for group in try svg.groups(kind) {
          for text in group.runs {
            runs.insert(
              .init(text: text.text, size: text.size, bold: text.bold, italic: text.italic))
          }
        }
      }
    }
    // The fonts are what this setup is about: the diagram font resolves to its family.
    let name = TextProbe.Run(text: "AccountsPresentation", size: 11, bold: true, italic: false)
    runs.insert(name)
    let widths = try TextProbe.measure(Array(runs), environment: environment)
    let unmeasured = widths.filter { !$0.value.byEngine }.map(\.key.text).sorted()
    #expect(unmeasured == [], "the engine measured every run")
    let expected: ClosedRange<Double> = fonts == .dejavu ? 128...160 : 110...125
    let nameWidth = widths[name]?.width ?? 0
    #expect(
      expected.contains(nameWidth),
      "AccountsPresentation is \(nameWidth) wide: not \(fonts.family)?")
    var overflows: [String] = []
    for (file, svg) in drawings {
      overflows += try Self.overflows(in: svg, widths: widths).map {
        URL(fileURLWithPath: file).lastPathComponent + ": " + $0
      }
    }
    return (run.errors, overflows)
  }

  /// Every text run that leaves its box, described.
  static func overflows(
    in svg: SVGDocument, widths: [TextProbe.Run: TextProbe.Answer]
  ) throws -> [String] {
    guard let canvas = try svg.canvas else { return ["no drawing"] }
    let nodes = try svg.groups("node")
    let outlines = Dictionary(nodes.map { ($0.title, $0.outline) }, uniquingKeysWith: { a, _ in a })
    var result: [String] = []
    func check(_ group: SVGDocument.Group, in box: SVGGeometry.Box, _ what: String) {
      for text in group.runs {
        let run = TextProbe.Run(
          text: text.text, size: text.size, bold: text.bold, italic: text.italic)
        guard let width = widths[run]?.width else { continue }
        let span = text.span(width: width)
        // Graphviz centres a node's label in it; a run wholly beside the box is an
        // external label (`xlabel`, the name of a final state), held by the drawing.
        if what == "its node" && (span.high <= box.minX || span.low >= box.maxX) { continue }
        let fits =
          span.low >= box.minX - tolerance && span.high <= box.maxX + tolerance
          && text.y >= box.minY - tolerance && text.y <= box.maxY + tolerance
        if !fits {
          result.append(
            "\(group.title): '\(text.text)' "
              + String(format: "%.1f…%.1f", span.low, span.high) + " outside \(what) \(box)")
        }
      }
    }
    for group in nodes {
      check(group, in: canvas, "the drawing")
      if let outline = group.outline {
        check(group, in: outline, "its node")
      } else if let enclosing = enclosing(group.title), let box = outlines[enclosing] ?? nil {
        check(group, in: box, enclosing)
      }
    }
    for group in try svg.groups("cluster") {
      check(group, in: canvas, "the drawing")
      if let outline = group.outline { check(group, in: outline, "its cluster") }
    }
    for group in try svg.groups("edge") { check(group, in: canvas, "the drawing") }
    return result
  }

  /// The node whose outline holds a plain-text node of a sequence diagram: a guard's
  /// fragment box, the frame for a message label.
  static func enclosing(_ title: String) -> String? {
    if let range = title.range(of: "_guard") { return String(title[..<range.lowerBound]) }
    if title.hasPrefix("m") && title.hasSuffix("_label") { return "frame" }
    return nil
  }
}
