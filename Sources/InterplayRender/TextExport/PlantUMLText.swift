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
    var result = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let isPaired =
        (index > 0 && scalars[index - 1] == scalar)
        || (index + 1 < scalars.count && scalars[index + 1] == scalar)
      if scalar == "\n" && multiline {
        result += "\\n"
      } else if TextEscapes.isControl(scalar) {
        result += label(TextEscapes.visible(scalar))
      } else if isPlain(scalar) || (["/", "-", "_", "*"].contains(scalar) && !isPaired) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "&#\(scalar.value);"
      }
    }
    return result
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

/// Characters no text diagram may carry as they are, and how they are shown instead.
enum TextEscapes {
  /// C0 and C1 controls, DEL, line and paragraph separators, bidirectional controls,
  /// noncharacters U+FFFE and U+FFFF, and lone surrogates' replacement.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF:
      return true
    default: return false
    }
  }

  /// `\u{1B}`: the scalar as Swift writes it in a string literal.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
