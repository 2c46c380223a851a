/// The `.ipl` text of string values: the one quoter of the formatter, the dumps and the
/// printers of resolved models, so each writes literals the lexer reads back.
extension StringLiteral {
  /// A string literal with quotes, `\"`, `\\`, `\n` and `\t` escaped (the escapes the
  /// lexer knows).
  public static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
