import InterplayDiagnostics

extension Lexer {
  /// A run of decimal digits; reports `lex.integer-overflow` if it does not fit in an `Int`.
  mutating func integer() -> Token {
    let start = position
    var overflow = false
    var value = 0
    while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
      let digit = Int(bytes[position] &- UInt8(ascii: "0"))
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(digit)
      overflow = overflow || o1 || o2
      value = sum
      position += 1
    }
    if overflow {
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report("lex.integer-overflow", "integer literal '\(text)' is too large", start, position)
    }
    return Token(kind: .integer, range: SourceRange(file: file, start: start, end: position))
  }

  /// A string literal on one line; reports bad escapes and a missing closing quote.
  mutating func string() -> Token {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return Token(kind: .string, range: SourceRange(file: file, start: start, end: position))
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return unterminatedString(start)
      case UInt8(ascii: "\\"):
        switch peekByte(1) {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"),
          UInt8(ascii: "r"):
          position += 2
        case _ where position + 1 >= bytes.count:
          position += 1
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          // The string is unterminated; the line break is reported as such.
          position += 1
        default:
          let length = position + 1 < bytes.count ? max(1, scalarLength(at: position + 1)) : 0
          let escape = String(decoding: bytes[position..<position + 1 + length], as: UTF8.self)
          report(
            "lex.invalid-escape", "invalid escape '\(escape)' in string", position,
            position + 1 + length)
          position += 1
        }
      case 0x80...:
        skipScalarOrInvalidRun()
      default:
        position += 1
      }
    }
    return unterminatedString(start)
  }

  /// Reports a string that reaches the end of its line and returns what was scanned.
  private mutating func unterminatedString(_ start: Int) -> Token {
    report("lex.unterminated-string", "unterminated string literal", start, position)
    return Token(kind: .string, range: SourceRange(file: file, start: start, end: position))
  }

  /// `// ...` up to, not including, the end of the line.
  mutating func lineComment() {
    let start = position
    position += 2
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte >= 0x80 { skipScalarOrInvalidRun() } else { position += 1 }
    }
    addComment(start)
  }

  /// `/* ... */`, which nests; reports `lex.unterminated-comment` at the opening delimiter.
  mutating func blockComment() {
    let start = position
    position += 2
    var depth = 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "*") && peekByte(1) == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 {
          addComment(start)
          return
        }
      } else if byte == UInt8(ascii: "/") && peekByte(1) == UInt8(ascii: "*") {
        position += 2
        depth += 1
      } else if byte >= 0x80 {
        skipScalarOrInvalidRun()
      } else {
        position += 1
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { lineStart = position }
      }
    }
    report("lex.unterminated-comment", "unterminated block comment", start, start + 2)
    addComment(start)
  }

  /// Keeps a comment, delimiters included, for the formatter.
  private mutating func addComment(_ start: Int) {
    comments.append(
      Comment(
        text: String(decoding: bytes[start..<position], as: UTF8.self),
        range: SourceRange(file: file, start: start, end: position)))
  }

  /// The decoded value of a string token: escapes resolved, quotes dropped.
  static func stringValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: SourceRange) -> String {
    var start = range.start + 1
    var end = range.end
    if end - start >= 1 && bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
    start = min(start, end)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(end - start)
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && index + 1 < end {
        switch bytes[index + 1] {
        case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
        default: decoded.append(bytes[index + 1])
        }
        index += 2
      } else {
        decoded.append(byte)
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// The value of an integer token, saturating at `Int.max` (overflow was already reported).
  static func integerValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: SourceRange) -> Int {
    var value = 0
    for index in range.offsets {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
      if o1 || o2 { return Int.max }
      value = sum
    }
    return value
  }
}
