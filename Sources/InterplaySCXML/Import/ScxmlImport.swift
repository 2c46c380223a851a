import Foundation

/// SCXML to Interplay: one `<scxml>` document (the null data model, integer ECMAScript,
/// `In()` conditions) translated into a system of one behaviour, the chart, and one
/// observer, its parent.
///
/// The chart's events (every `raise`d or `send`-to-self event and every event a
/// transition names) become cases of the behaviour's request notifier; a transition's
/// event descriptors (`foo`, `foo.*`, `*`, prefixes by dotted token) are matched against
/// those names and the done events of its states, and the transition is written once per
/// event it matches, in place, so selection is unchanged. Reaching a top-level final
/// state `F` emits `done_F` to the parent, as an SCXML session tells its invoker.
/// Anything else (data, scripts, delays, invocations, platform error events) is named in
/// a problem with its line, and nothing is written.
///
/// The translation is linear in the document: every walk over it is a loop over an
/// explicit stack, a document nesting deeper than ``maximumNesting`` is refused while it
/// is read, and the written text is bounded by ``maximumOutputFactor`` times the input.
public struct ScxmlImport: Sendable {
  /// A construct the translation does not carry, or a note about one it does.
  public struct Problem: Hashable, Sendable {
    /// The stable id: `import.unsupported`, `import.xml`, `import.depth`,
    /// `import.integer`, `import.int-range`, `import.size` (or, for a note,
    /// `import.int-range`).
    public var id = "import.unsupported"
    /// The line of the element in the SCXML file (of the end of its start tag).
    public var line: Int
    /// The column there, as the XML parser counts it (0 when unknown).
    public var column = 0
    /// What cannot be translated, and why (for a note: what was chosen, and why).
    public var message: String

    /// A problem with the element at `line` and `column` (0: unknown).
    public init(id: String = "import.unsupported", line: Int, column: Int = 0, message: String) {
      self.id = id
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// What the user decides about a translation.
  public struct Options: Sendable {
    /// The range every integer variable is declared with, instead of the one derived
    /// from the chart (`--int-range LO...HI`).
    public var integerRange: ClosedRange<Int>?

    /// Options; the defaults derive every range from the chart.
    public init(integerRange: ClosedRange<Int>? = nil) {
      self.integerRange = integerRange
    }
  }

  /// The `.ipl` text, when the whole chart translated.
  public var text: String?
  /// Every construct that did not, in document order.
  public var problems: [Problem]
  /// What the translation chose and why: the range of each integer variable
  /// (`import.int-range`), in document order.
  public var notes: [Problem] = []
  /// The element (line and column) each line of ``text`` was written for, so an error
  /// found in the written model can be reported at the SCXML element it came from.
  public var lineSources: [(line: Int, column: Int)] = []

  /// The SCXML namespace.
  static let namespace = "http://www.w3.org/2005/07/scxml"
  /// The name of the behaviour that holds the chart.
  public static let behaviourName = "Machine"
  /// The deepest nesting a written model may have: the parser's limit on nested bodies
  /// and parentheses (`Parser.maximumDepth`). The XML document itself may nest at most
  /// this many elements below `<scxml>`.
  public static let maximumNesting = 256
  /// The written text is at most this many times the input's size (plus 64 KiB): a
  /// transition is written once per event it matches, so a chart of many wildcard
  /// transitions over many events would otherwise grow with their product.
  public static let maximumOutputFactor = 16
  /// The range an integer variable gets when the chart does not bound it: 16 bits.
  public static let defaultIntegerRange = -32_768...32_767

  /// Translates the document in `data`; `name` (a file name) names the system when the
  /// document has no `name` attribute.
  public init(data: Data, name: String, options: Options = Options()) {
    let tree = XMLElementTree(data: data, maximumDepth: Self.maximumNesting)
    guard let root = tree.root else {
      let error =
        tree.error
        ?? XMLElementTree.Failure(
          id: "import.xml", line: 1, column: 1, message: "not well-formed XML: not an XML document")
      text = nil
      problems = [
        Problem(id: error.id, line: error.line, column: error.column, message: error.message)
      ]
      return
    }
    var translator = ScxmlTranslator(
      root: root, fallbackName: name, options: options,
      outputLimit: data.count * Self.maximumOutputFactor + (64 << 10))
    translator.interplayPrefix = tree.prefixes[ScxmlExport.interplayNamespace]?.min()
    let written = translator.translate()
    problems = translator.problems
    notes = translator.notes
    lineSources = translator.lineSources
    text = problems.isEmpty ? written : nil
  }
}
