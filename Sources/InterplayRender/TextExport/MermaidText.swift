/// Model text made safe for Mermaid source.
///
/// Mermaid reads `#code;` as a character anywhere in a diagram (it swaps these entity
/// codes out before parsing and back in after), so every character that could mean
/// something to Mermaid's grammars, to Markdown or to HTML (`"`, `;`, `#`, `%`, `|`,
/// `<`, brackets and braces, `*`, `_`, `` ` ``, `$`, `--`, ...) and every character
/// outside ASCII is written as its decimal entity code (`#59;`). Only ASCII letters,
/// digits, spaces, `.,:()=+/?!'` and a `-` that is not next to another stay as they are. Control characters are shown as
/// escapes (`\u{1B}`), as the text diagnostics show them, so a name can never end a
/// line or start a statement of its own.
public enum MermaidText {
  /// `text` as a label: safe inside a quoted node label, a message, a note, a state
  /// description or an edge label. Line breaks become `<br/>` when `multiline`, else
  /// they are shown as escapes.
  public static func label(_ text: String, multiline: Bool = false) -> String {
    TextEscapes.escape(
      text, lineBreak: multiline ? "<br/>" : nil, singles: ["-"], isPlain: isPlain,
      entity: { "#\($0);" })
  }

  /// Lines joined with `<br/>`, each a ``label(_:multiline:)``.
  public static func lines(_ lines: [String]) -> String {
    lines.map { label($0) }.joined(separator: "<br/>")
  }

  /// The YAML front matter that titles a diagram:
  ///
  ///     ---
  ///     title: "..."
  ///     ---
  ///
  /// Mermaid does not decode entity codes in a title and drops what looks like HTML, so
  /// the title is a YAML double-quoted string with `\` and `"` escaped, control
  /// characters shown as escapes and `<`, `>` drawn as `‹`, `›`.
  public static func frontMatter(title: String) -> String {
    var quoted = ""
    for scalar in title.unicodeScalars {
      switch scalar {
      case "\\": quoted += "\\\\"
      case "\"": quoted += "\\\""
      case "<": quoted += "‹"
      case ">": quoted += "›"
      default:
        if TextEscapes.isControl(scalar) {
          quoted += TextEscapes.visible(scalar).replacingAll("\\", with: "\\\\")
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return "---\ntitle: \"" + quoted + "\"\n---\n"
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", " ", ".", ",", ":", "(", ")", "=", "+", "/", "?", "!",
      "'":
      return true
    default: return false
    }
  }
}
