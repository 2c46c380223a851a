/// Model text made safe for PlantUML source.
///
/// PlantUML reads `&#code;` as a character in every label, title, note and name, so
/// every character that could mean something to PlantUML's grammars, its preprocessor
/// or its Creole markup (`"`, `'`, `\`, `~`, `<`, `>`, `#`, `@`, `!`, `$`, `%`,
/// brackets, braces, `|`, a doubled `//`, `--`, `__` or `**`, ...) and every character
/// outside ASCII is written as its decimal entity (`&#64;`). Only ASCII letters,
/// digits, spaces, `.,()=+?:` and a `/`, `-`, `_` or `*` that is not next to the same
/// character stay as they are. Control characters are shown as escapes
/// (`\u{1B}`), so a name can never end a line: no text can start a line of its own
/// (`@enduml`, `end note`, `!include`).
public enum PlantUMLText {
  /// `text` as a label. Line breaks become PlantUML's `\n` when `multiline`, else they
  /// are shown as escapes.
  public static func label(_ text: String, multiline: Bool = false) -> String {
    TextEscapes.escape(
      text, lineBreak: multiline ? "\\n" : nil, singles: ["/", "-", "_", "*"], isPlain: isPlain,
      entity: { "&#\($0);" })
  }

  /// Lines joined with PlantUML's `\n`, each a ``label(_:multiline:)``.
  public static func lines(_ lines: [String]) -> String {
    lines.map { label($0) }.joined(separator: "\\n")
  }

  /// `"label"`: a display name for `as` declarations.
  public static func quoted(_ text: String) -> String { "\"" + label(text) + "\"" }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", " ", ".", ",", "(", ")", "=", "+", "?", ":":
      return true
    default: return false
    }
  }
}
