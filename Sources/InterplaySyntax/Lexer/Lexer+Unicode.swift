import InterplayDiagnostics

extension Lexer {
  /// The length of the well-formed UTF-8 scalar at `index`, or 0 if the bytes there are not one.
  func scalarLength(at index: Int) -> Int {
    let count = bytes.count
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0...0xEF:
      // Excludes overlong forms (E0 80..9F) and UTF-16 surrogates (ED A0..BF).
      let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
      let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
      return continuation(1, low, high) && continuation(2) ? 3 : 0
    case 0xF0...0xF4:
      // Excludes overlong forms (F0 80..8F) and scalars past U+10FFFF (F4 90..).
      let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
      let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
      return continuation(1, low, high) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  /// Moves past one well-formed scalar, or past a whole run of ill-formed bytes with one
  /// `lex.invalid-utf8` diagnostic.
  mutating func skipScalarOrInvalidRun() {
    let length = scalarLength(at: position)
    if length > 0 {
      position += length
      return
    }
    let start = position
    while position < bytes.count && bytes[position] >= 0x80 && scalarLength(at: position) == 0 {
      position += 1
    }
    report("lex.invalid-utf8", "invalid UTF-8 byte sequence", start, position)
  }

  /// Whether an ASCII byte can start no token, so it belongs to a run of unexpected characters.
  private static func isStrayASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21...0x7E:
      // Printable bytes that start no token: `# $ ' ; ? @ \ ^ `` ~`.
      "#$';?@\\^`~".utf8.contains(byte)
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20:
      false
    default:
      // Control characters and DEL.
      byte < 0x80
    }
  }

  /// Skips a run of characters that start no token, with one `lex.unexpected-character`
  /// diagnostic; ill-formed UTF-8 gets `lex.invalid-utf8` instead.
  mutating func unexpectedCharacters(singleByte: Bool) {
    let start = position
    if singleByte {
      position += 1
    } else {
      while position < bytes.count {
        let byte = bytes[position]
        if byte < 0x80 {
          guard Lexer.isStrayASCII(byte) else { break }
          position += 1
        } else {
          let length = scalarLength(at: position)
          guard length > 0 else { break }
          position += length
        }
      }
    }
    if position == start {
      skipScalarOrInvalidRun()
      return
    }
    let scalars = String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars
    let printable = scalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    let plural = scalars.count == 1 ? "character" : "characters"
    let shown =
      printable
      ? "'\(String(String.UnicodeScalarView(scalars)))'"
      : "U+" + String(scalars.first?.value ?? 0, radix: 16, uppercase: true).leftPadded(to: 4)
    report("lex.unexpected-character", "unexpected \(plural) \(shown)", start, position)
  }
}

extension String {
  /// The string padded on the left with zeros to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
