import Foundation

/// SCXML to Interplay: one `<scxml>` document (the null data model, `In()` conditions)
/// translated into a system of one behaviour, the chart, and one observer, its parent.
///
/// The chart's events (every `raise`d or `send`-to-self event and every event a
/// transition names) become cases of the behaviour's request notifier; a transition's
/// event descriptors (`foo`, `foo.*`, `*`, prefixes by dotted token) are matched against
/// those names and the done events of its states, and the transition is written once per
/// event it matches, in place, so selection is unchanged. Reaching a top-level final
/// state `F` emits `done_F` to the parent, as an SCXML session tells its invoker.
/// Anything else (data, scripts, delays, invocations, platform error events) is named in
/// a problem with its line, and nothing is written.
public struct ScxmlImport: Sendable {
  /// A construct the translation does not carry.
  public struct Problem: Hashable, Sendable {
    /// The line of the element in the SCXML file.
    public var line: Int
    /// What cannot be translated, and why.
    public var message: String
  }

  /// The `.ipl` text, when the whole chart translated.
  public var text: String?
  /// Every construct that did not, in document order.
  public var problems: [Problem]

  /// The SCXML namespace.
  static let namespace = "http://www.w3.org/2005/07/scxml"
  /// The name of the behaviour that holds the chart.
  public static let behaviourName = "Machine"

  /// Translates the document in `data`; `name` (a file name) names the system when the
  /// document has no `name` attribute.
  public init(data: Data, name: String) {
    let tree = XMLElementTree(data: data)
    guard let root = tree.root else {
      let error = tree.error ?? (1, "not an XML document")
      text = nil
      problems = [Problem(line: error.line, message: "not well-formed XML: \(error.message)")]
      return
    }
    var translator = ScxmlTranslator(root: root, fallbackName: name)
    let written = translator.translate()
    problems = translator.problems
    text = problems.isEmpty ? written : nil
  }
}
