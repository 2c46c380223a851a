import Synchronization

/// Text widths for the layouts this module computes itself (sequence diagrams), and the
/// one place that chooses how they are measured.
///
/// ``engine`` (the default) asks Graphviz's own text layout, the plugin the libgvc
/// linked in-process lays labels out with (pango, through fontconfig), for the font the
/// DOT names (``DiagramTheme``'s family list): the width is the one Graphviz then sizes
/// and draws the label with, whatever fonts the machine has. An answer is used only when
/// the plugin measured the text; otherwise (no plugin loaded, or text without width in
/// that font) ``table`` answers and the fallback is counted. Same text, same fonts, same
/// width: the layout is deterministic on a given machine.
///
/// ``table`` measures with Helvetica's advance widths (``HelveticaWidths``): the same on
/// every machine, so DOT laid out with it can be compared across machines (the snapshot
/// tests and the README pictures' DOT use it), but only right where the diagram font
/// resolves to a font with Helvetica's metrics (Liberation Sans, Arial).
public struct TextMetrics: Hashable, Sendable, CustomStringConvertible {
  /// Who measures.
  public enum Source: String, Hashable, Sendable, CaseIterable {
    /// Graphviz's text layout, with the table as fallback.
    case engine
    /// The fixed Helvetica table.
    case table
  }

  /// Who measures.
  public var source: Source

  /// Measures with `source`.
  public init(_ source: Source) { self.source = source }

  /// Graphviz's text layout (the default).
  public static let engine = TextMetrics(.engine)
  /// The fixed Helvetica table.
  public static let table = TextMetrics(.table)

  /// `engine` or `table`.
  public var description: String { source.rawValue }

  /// How many widths each source has given in this process.
  public struct Counts: Hashable, Sendable {
    /// Widths Graphviz's text layout gave (remembered answers included).
    public var engine: Int
    /// Widths the table gave because ``table`` was chosen.
    public var table: Int
    /// Widths the table gave because ``engine`` was chosen and Graphviz gave none.
    public var fallback: Int
  }

  private static let engineCount = Atomic<Int>(0)
  private static let tableCount = Atomic<Int>(0)
  private static let fallbackCount = Atomic<Int>(0)

  /// The widths given so far in this process, by source.
  public static var counts: Counts {
    Counts(
      engine: engineCount.load(ordering: .relaxed), table: tableCount.load(ordering: .relaxed),
      fallback: fallbackCount.load(ordering: .relaxed))
  }

  /// The width in points of one line of text, as an HTML-like label shows it (line breaks
  /// as spaces, control characters as escapes), in the diagram font at `fontSize`. Empty
  /// text is 0 wide, and no source is asked or counted.
  public func width(
    of text: String, fontSize: Double, bold: Bool = false, italic: Bool = false
  ) -> Double {
    let shown = HTMLLabel.displayed(text)
    if shown.isEmpty { return 0 }
    if source == .engine {
      let span = GraphvizRenderer.TextSpan(
        text: shown, font: DiagramTheme.font, size: fontSize, bold: bold, italic: italic)
      if let width = GraphvizRenderer.textWidth(span), width.isFinite, width > 0 {
        Self.engineCount.add(1, ordering: .relaxed)
        return width
      }
      Self.fallbackCount.add(1, ordering: .relaxed)
    } else {
      Self.tableCount.add(1, ordering: .relaxed)
    }
    return HelveticaWidths.width(of: shown, fontSize: fontSize, bold: bold)
  }

  /// Breaks text into lines of at most `limit` points where it can, at spaces.
  public func wrap(_ text: String, fontSize: Double, limit: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if !current.isEmpty && width(of: candidate, fontSize: fontSize) > limit {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
