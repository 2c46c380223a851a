/// Escapes text for XML 1.0 documents.
///
/// Characters XML 1.0 cannot carry at all (C0 controls other than tab, line feed
/// and carriage return, and U+FFFE and U+FFFF) are removed, and so are DEL and the
/// C1 controls, which XML allows but which no report reader wants to see. Markup
/// characters become entity references.
public enum XMLEscaping {
  /// Escapes character data (element content).
  ///
  /// A carriage return becomes `&#13;` so parsers do not fold it into a line feed.
  public static func text(_ string: String) -> String {
    escape(string, inAttribute: false)
  }

  /// Escapes an attribute value for use between double quotes.
  ///
  /// Quotes are escaped, and tab, line feed and carriage return become character
  /// references, because parsers replace raw ones in attributes with spaces.
  /// With `keepsApostrophes`, `'` stays as it is (values are always written between
  /// double quotes), so an SCXML condition reads `In('Work')`.
  public static func attribute(_ string: String, keepsApostrophes: Bool = false) -> String {
    escape(string, inAttribute: true, keepsApostrophes: keepsApostrophes)
  }

  private static func escape(
    _ string: String, inAttribute: Bool, keepsApostrophes: Bool = false
  ) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "'" where inAttribute && !keepsApostrophes: result += "&apos;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case "\u{FFFE}", "\u{FFFF}": continue
      default:
        if scalar.properties.generalCategory == .control { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
