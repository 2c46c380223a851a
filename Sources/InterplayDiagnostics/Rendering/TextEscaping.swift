/// Makes untrusted text safe to print on one line of a terminal or a report.
///
/// Model text (assertion messages, notes, URIs, file names) can hold line breaks,
/// terminal escape sequences and characters that reorder the text around them. Printed
/// raw, a newline forges a whole `fake.ipl:1:1: error:` line and an escape sequence
/// drives the terminal. Every such character is shown as a Swift-style escape instead:
/// `\n`, `\r`, `\t` where asked, and `\u{1B}` for the rest.
public enum TextEscaping {
  /// `text` on one line: line breaks and control characters escaped, tabs kept.
  public static func line(_ text: String) -> String {
    escaped(text, keepingTabs: true)
  }

  /// Whether a scalar must not reach a terminal or a document as it is: C0 and C1
  /// controls, DEL, line and paragraph separators, the bidirectional embeddings,
  /// overrides and isolates, and the noncharacters U+FFFE and U+FFFF, which XML forbids.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    case 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// The escape shown for `scalar`: `\n`, `\r`, `\t` or `\u{HEX}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  private static func escaped(_ text: String, keepingTabs: Bool) -> String {
    // Most text needs nothing: one scan of the bytes (every scalar escaped is either
    // ASCII or starts with a byte of 0xC2, 0xE2 or 0xEF), and no copy.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF
    }) {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar), !(keepingTabs && scalar == "\t") {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
