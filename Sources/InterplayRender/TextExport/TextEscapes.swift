/// Characters no text diagram may carry as they are, and how they are shown instead.
enum TextEscapes {
  /// `text` with every character that is not plain written as an entity: a line break
  /// as `lineBreak` (or shown as an escape when nil), a control character shown as an
  /// escape, a `singles` character kept unless it is next to the same character.
  static func escape(
    _ text: String, lineBreak: String?, singles: Set<Unicode.Scalar>,
    isPlain: (Unicode.Scalar) -> Bool, entity: (UInt32) -> String
  ) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let isPaired =
        (index > 0 && scalars[index - 1] == scalar)
        || (index + 1 < scalars.count && scalars[index + 1] == scalar)
      if scalar == "\n", let lineBreak {
        result += lineBreak
      } else if isControl(scalar) {
        result += escape(
          visible(scalar), lineBreak: nil, singles: singles, isPlain: isPlain, entity: entity)
      } else if isPlain(scalar) || (singles.contains(scalar) && !isPaired) {
        result.unicodeScalars.append(scalar)
      } else {
        result += entity(scalar.value)
      }
    }
    return result
  }

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
