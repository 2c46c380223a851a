/// The `.ipl` text of string values: the one quoter of the formatter, the dumps and the
/// printers of resolved models, so each writes literals the lexer reads back.
extension StringLiteral {
  /// A string literal the lexer reads back as `value`: `"`, `\`, line feed, tab and
  /// carriage return are escaped (`\"`, `\\`, `\n`, `\t`, `\r`: the lexer's escapes), every
  /// other character is written as it is, since a literal may hold any character but a
  /// line break raw.
  public static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
