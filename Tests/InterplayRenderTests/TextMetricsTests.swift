import Foundation
import Testing

@testable import InterplayRender

/// Both ways of measuring text (``TextMetrics``): Graphviz's own text layout, which the
/// sequence layout uses by default, and the fixed Helvetica table, its fallback.
@Suite struct TextMetricsTests {
  /// What holds either way: wider letters are wider, bold is not narrower, size scales,
  /// and wrapping breaks at spaces only.
  @Test(arguments: TextMetrics.Source.allCases)
  func widthsBehaveAlikeEitherWay(_ source: TextMetrics.Source) {
    let metrics = TextMetrics(source)
    #expect(metrics.width(of: "iii", fontSize: 10) < metrics.width(of: "WWW", fontSize: 10))
    #expect(
      metrics.width(of: "Behaviour", fontSize: 11, bold: true)
        >= metrics.width(of: "Behaviour", fontSize: 11))
    #expect(
      metrics.width(of: "Behaviour", fontSize: 22) > 1.8
        * metrics.width(of: "Behaviour", fontSize: 11))
    #expect(metrics.width(of: "", fontSize: 10) == 0)
    #expect(
      metrics.wrap("one two three four", fontSize: 10, limit: 1) == ["one", "two", "three", "four"])
    #expect(metrics.wrap("one two three four", fontSize: 10, limit: 1000) == ["one two three four"])
    #expect(metrics.wrap("", fontSize: 10, limit: 40) == [""])
  }

  /// The table is Helvetica's widths: the same on every machine.
  @Test func theTableIsHelveticasWidths() {
    let table = TextMetrics.table
    #expect(abs(table.width(of: "Hello", fontSize: 10) - 22.78) < 0.01)
    #expect(abs(table.width(of: "Hello", fontSize: 10, bold: true) - 22.78 * 1.06) < 0.01)
    #expect(
      table.width(of: "Hello", fontSize: 10, italic: true) == table.width(of: "Hello", fontSize: 10)
    )
    #expect(
      table.wrap("one two three four", fontSize: 10, limit: 40) == ["one two", "three", "four"])
  }

  /// Text is measured as the label shows it: a line break as a space, a control
  /// character as its escape.
  @Test(arguments: TextMetrics.Source.allCases)
  func textIsMeasuredAsShown(_ source: TextMetrics.Source) {
    let metrics = TextMetrics(source)
    #expect(metrics.width(of: "a\nb", fontSize: 10) == metrics.width(of: "a b", fontSize: 10))
    #expect(metrics.width(of: "a\u{1}", fontSize: 10) == metrics.width(of: "a\\u{1}", fontSize: 10))
  }

  /// This machine's Graphviz has a text layout plugin, and it measures the diagram font.
  @Test func theEngineMeasuresHere() throws {
    let span = GraphvizRenderer.TextSpan(
      text: "AccountsPresentation", font: DiagramTheme.font, size: 11, bold: true, italic: false)
    let width = try #require(GraphvizRenderer.textWidth(span), "no text layout plugin")
    #expect(width > 60 && width < 200)
    #expect(GraphvizRenderer.textWidth(span) == width, "the same answer every time")
  }

  /// The engine's width is the one Graphviz lays a label out with: a box with no margin
  /// round a plain label, and round a bold HTML-like one, is exactly as wide.
  @Test func theEngineGivesTheWidthGraphvizUses() throws {
    for (label, bold) in [
      ("\"AccountsPresentation\"", false), ("<<B>AccountsPresentation</B>>", true),
    ] {
      let dot = """
        digraph g { n [shape=box margin=0 width=0 height=0 fontname="\(DiagramTheme.font)" \
        fontsize=11 label=\(label)] }
        """
      let svg = try SVGDocument(
        try GraphvizRenderer.render(dot: dot, engine: .dot, format: .svg).bytes)
      let box = try #require(try svg.group("node", titled: "n").outline)
      let width = TextMetrics.engine.width(of: "AccountsPresentation", fontSize: 11, bold: bold)
      #expect(abs(box.width - width) <= 0.01, "\(label): box \(box.width), measured \(width)")
    }
  }

  /// Each width is counted by the source that gave it; text the engine finds no width for
  /// (zero-width spaces) is measured by the table and counted as a fallback.
  @Test func everyWidthIsCountedBySource() {
    let text = "counted \(UUID().uuidString)"
    var before = TextMetrics.counts
    _ = TextMetrics.table.width(of: text, fontSize: 10)
    var after = TextMetrics.counts
    #expect(after.table >= before.table + 1)
    before = after
    _ = TextMetrics.engine.width(of: text, fontSize: 10)
    after = TextMetrics.counts
    #expect(after.engine >= before.engine + 1)
    before = after
    let invisible = String(repeating: "\u{200B}", count: 3)
    let width = TextMetrics.engine.width(of: invisible, fontSize: 10)
    after = TextMetrics.counts
    #expect(after.fallback >= before.fallback + 1)
    #expect(width == TextMetrics.table.width(of: invisible, fontSize: 10))
  }
}
