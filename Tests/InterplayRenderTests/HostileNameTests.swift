import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Names and strings holding quotes, `<`, `&`, braces, backslashes and `<script>` are
/// drawn as text: never markup, never DOT syntax.
@Suite struct HostileNameTests {
  static let note = #"<script>alert("x")</script> & {braces} \N "quoted""#
  static let branch = #"<b>bold?</b> & {x}"#
  static let breakout = #""]; evil [label="pwned"]; x [label=""#
  static let message = #"</TD></TR></TABLE>> & <script>"#
  static let uri = #"/actor/<script>&{"x"}"#
  static let fileName = #"a"b<c>&{d}<script>.ipl"#

  static let source = #"""
    service Svc uri "/actor/<script>&{\"x\"}" {
      request { go }
    }
    behaviour B {
      requests Svc.request
      initial state S {
        entry { assert true, "</TD></TR></TABLE>> & <script>" }
        always -> S { send Svc.go }
      }
    }
    sequence Seq {
      note over B: "<script>alert(\"x\")</script> & {braces} \\N \"quoted\""
      B -> Svc: go
      alt "<b>bold?</b> & {x}" {
        B -> Svc: go
      } else "\"]; evil [label=\"pwned\"]; x [label=\"" {
        B -> Svc: go
      }
    }
    """#

  static func diagrams() throws -> [Diagram] {
    let model = try RenderFixtures.model(source, fileName: fileName)
    #expect(model.name == #"a"b<c>&{d}<script>"#)
    return ModelDiagrams.diagrams(for: model)
  }

  @Test func everyDiagramRendersAsWellFormedSVGWithTheTextAsText() throws {
    let diagrams = try Self.diagrams()
    #expect(diagrams.map(\.kind) == [.topology, .statechart, .sequence])
    var texts: [String] = []
    var tooltips: [String] = []
    var noteLines: [String] = []
    for diagram in diagrams {
      let output = try diagram.render(.svg)
      #expect(output.warnings == [], "\(diagram.kind)")
      let svg = try SVGDocument(output.bytes)
      // No element came from the text: only what Graphviz writes.
      let names = try svg.elementNames
      #expect(!names.contains("script") && !names.contains("b"), "\(names.sorted())")
      texts += try svg.allTexts
      tooltips += try svg.groups("node").flatMap(\.tooltips)
      noteLines += try svg.groups("node").filter { $0.title == "note0" }.flatMap(\.texts)
    }
    let all = texts.joined(separator: "\n")
    #expect(all.contains(#"<script>alert("x")</script>"#))
    // The note is wrapped at spaces (where depends on the font's widths), `\N` and the
    // quotes kept as they are.
    #expect(noteLines.count >= 2)
    #expect(noteLines.joined(separator: " ") == Self.note)
    #expect(all.contains("[" + Self.branch + "]"))
    #expect(all.contains("[" + Self.breakout + "]"))
    #expect(all.contains(#"entry / assert true, "</TD></TR></TABLE>> & <script>""#))
    #expect(all.contains(#"a"b<c>&{d}<script>"#), "the model name in the topology title")
    #expect(tooltips.contains { $0.contains(Self.uri) }, "the URI in the actor's tooltip")
  }

  /// The breakout attempt stays inside one quoted or HTML value: the DOT has exactly the
  /// nodes the builder made, and none is called `evil` or `x`.
  @Test func stringsCannotAddDOTStatements() throws {
    for diagram in try Self.diagrams() {
      let dot = diagram.dot
      #expect(!dot.contains("\n  evil"), "\(diagram.kind)")
      #expect(!dot.contains("<script>") || diagram.kind == .topology, "\(diagram.kind)")
      let output = try GraphvizRenderer.render(dot: dot, engine: diagram.engine, format: .svg)
      let svg = try SVGDocument(output.bytes)
      let titles = try svg.groups("node").map(\.title)
      #expect(Set(titles).isSubset(of: Set(diagram.graph.allNodes.map(\.id))))
      #expect(!titles.contains("evil") && !titles.contains("x"))
    }
  }

  @Test func fileNamesKeepOnlySafeCharacters() throws {
    let stems = try Self.diagrams().map(\.fileStem)
    #expect(
      stems == [
        "a_b_c_d_script_-topology", "a_b_c_d_script_-statechart-B", "a_b_c_d_script_-sequence-Seq",
      ])
  }

  @Test func escapingFunctions() {
    #expect(HTMLLabel.escape(#"<a href="x">&'"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    #expect(HTMLLabel.escape("line\nbreak\u{1}") == #"line break\\u{1}"#)
    #expect(HTMLLabel.escape("a\u{FFFE}b") == #"a\\u{FFFE}b"#)
    #expect(DOTWriter.quoted("/a&#1;b") == #""/a&amp;#1;b""#)
    #expect(DOTWriter.quoted("x\u{1}y\u{FFFF}") == #""x\\u{1}y\\u{FFFF}""#)
    #expect(HTMLLabel.escape(#"\N \G"#) == #"\\N \\G"#)
    #expect(DOTWriter.quoted(#"say "hi" \N"#) == #""say \"hi\" \\N""#)
    #expect(DOTWriter.quoted("two\nlines") == #""two\nlines""#)
    #expect(DOTWriter.identifier("node") == #""node""#)
    #expect(DOTWriter.identifier("a0") == "a0")
    #expect(DOTWriter.identifier("-1.5") == "-1.5")
    #expect(DOTWriter.identifier("1a") == #""1a""#)
    #expect(DOTWriter.identifier("") == #""""#)
    #expect(DOTWriter.identifier("a b") == #""a b""#)
  }
}
