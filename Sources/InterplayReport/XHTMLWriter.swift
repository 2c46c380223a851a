import InterplayDiagnostics

/// Writes well-formed XHTML: every element closed, text and attributes escaped, so the
/// page parses as XML (the tests read it with `XMLParser`).
struct XHTMLWriter {
  /// The text written so far.
  private(set) var text = ""

  /// `<name attributes>`, body, `</name>`.
  mutating func element(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], body: (inout Self) -> Void
  ) {
    open(name, attributes)
    body(&self)
    text += "</" + name + ">"
  }

  /// `<name attributes>text</name>`
  mutating func element(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], text content: String
  ) {
    open(name, attributes)
    text += Self.escaped(content)
    text += "</" + name + ">"
  }

  /// `<name attributes/>`
  mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
    text += "<" + name + Self.attributes(attributes) + "/>"
  }

  /// Escaped text.
  mutating func write(_ content: String) { text += Self.escaped(content) }

  /// Markup as is (an inlined SVG, a newline).
  mutating func raw(_ markup: String) { text += markup }

  private mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String>) {
    text += "<" + name + Self.attributes(attributes) + ">"
  }

  private static func attributes(_ attributes: KeyValuePairs<String, String>) -> String {
    attributes.map { " " + $0.key + "=\"" + escaped($0.value, quotes: true) + "\"" }.joined()
  }

  /// Text or an attribute value (with `quotes`) escaped as ``XMLEscaping`` escapes
  /// every XML the tool writes; apostrophes stay, as values are double-quoted.
  static func escaped(_ text: String, quotes: Bool = false) -> String {
    quotes ? XMLEscaping.attribute(text, keepsApostrophes: true) : XMLEscaping.text(text)
  }
}
