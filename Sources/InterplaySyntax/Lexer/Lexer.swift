import InterplayDiagnostics

/// Turns the bytes of a source file into tokens, collecting comments and lexical diagnostics.
///
/// The lexer scans bytes, never `String`s, and never fails: bytes it cannot use are
/// reported once per run and skipped, so the parser sees only meaningful tokens.
public struct Lexer {
  /// The bytes being scanned; valid while the caller's `withUnsafeBufferPointer` runs.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The file the ranges refer to.
  let file: FileID
  /// The offset of the next byte to scan.
  var position = 0
  /// The offset where the line of the last token returned starts.
  var lineStart = 0
  /// Comments seen so far, in order.
  public internal(set) var comments: [Comment] = []
  /// Lexical diagnostics so far, in order.
  public internal(set) var diagnostics: [Diagnostic] = []
  /// The keywords (a copy of the shared table, so lookups need no lazy-global check).
  let keywords = KeywordTable.shared
  /// Whether each byte value may continue an identifier (see ``isIdentifierByte(_:)``).
  let identifierBytes = Lexer.identifierByteTable

  /// Creates a lexer over bytes that outlive it.
  init(bytes: UnsafeBufferPointer<UInt8>, file: FileID) {
    self.bytes = bytes
    self.file = file
  }

  /// Every token of a file, the final `.endOfFile` token included, with its comments
  /// and lexical diagnostics.
  public static func tokenize(
    _ source: SourceFile, file: FileID
  ) -> (tokens: [Token], comments: [Comment], diagnostics: [Diagnostic]) {
    source.bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(bytes: buffer, file: file)
      var tokens: [Token] = []
      tokens.reserveCapacity(buffer.count / 4 + 1)
      while true {
        let token = lexer.next()
        tokens.append(token)
        if token.kind == .endOfFile { break }
      }
      return (tokens, lexer.comments, lexer.diagnostics)
    }
  }

  /// Scans and returns the next token; returns `.endOfFile` forever once the input is used up.
  @inline(__always)
  mutating func next() -> Token {
    let count = bytes.count
    while position < count {
      let start = position
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        position += 1
        // Indentation and spacing come in runs: skip them without going round the switch.
        while position < count && bytes[position] == UInt8(ascii: " ") { position += 1 }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        position += 1
        lineStart = position
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"):
        return identifierOrKeyword()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return integer()
      case UInt8(ascii: "\""):
        return string()
      case UInt8(ascii: "/"):
        if peekByte(1) == UInt8(ascii: "/") {
          lineComment()
        } else if peekByte(1) == UInt8(ascii: "*") {
          blockComment()
        } else {
          return punctuation(.slash, start, 1)
        }
      case UInt8(ascii: "-"):
        if peekByte(1) == UInt8(ascii: "-") && peekByte(2) == UInt8(ascii: ">") {
          return punctuation(.replyArrow, start, 3)
        }
        if peekByte(1) == UInt8(ascii: ">") { return punctuation(.arrow, start, 2) }
        return punctuation(.minus, start, 1)
      case UInt8(ascii: "."):
        if peekByte(1) == UInt8(ascii: ".") && peekByte(2) == UInt8(ascii: ".") {
          return punctuation(.ellipsis, start, 3)
        }
        return punctuation(.dot, start, 1)
      case UInt8(ascii: "="):
        if peekByte(1) == UInt8(ascii: "=") { return punctuation(.equal, start, 2) }
        return punctuation(.assign, start, 1)
      case UInt8(ascii: "!"):
        if peekByte(1) == UInt8(ascii: "=") { return punctuation(.notEqual, start, 2) }
        return punctuation(.bang, start, 1)
      case UInt8(ascii: "<"):
        if peekByte(1) == UInt8(ascii: "=") { return punctuation(.lessEqual, start, 2) }
        return punctuation(.less, start, 1)
      case UInt8(ascii: ">"):
        if peekByte(1) == UInt8(ascii: "=") { return punctuation(.greaterEqual, start, 2) }
        return punctuation(.greater, start, 1)
      case UInt8(ascii: "&"):
        if peekByte(1) == UInt8(ascii: "&") { return punctuation(.logicalAnd, start, 2) }
        unexpectedCharacters(singleByte: true)
      case UInt8(ascii: "|"):
        if peekByte(1) == UInt8(ascii: "|") { return punctuation(.logicalOr, start, 2) }
        unexpectedCharacters(singleByte: true)
      case UInt8(ascii: "{"): return punctuation(.leftBrace, start, 1)
      case UInt8(ascii: "}"): return punctuation(.rightBrace, start, 1)
      case UInt8(ascii: "("): return punctuation(.leftParen, start, 1)
      case UInt8(ascii: ")"): return punctuation(.rightParen, start, 1)
      case UInt8(ascii: "["): return punctuation(.leftBracket, start, 1)
      case UInt8(ascii: "]"): return punctuation(.rightBracket, start, 1)
      case UInt8(ascii: ","): return punctuation(.comma, start, 1)
      case UInt8(ascii: ":"): return punctuation(.colon, start, 1)
      case UInt8(ascii: "+"): return punctuation(.plus, start, 1)
      case UInt8(ascii: "*"): return punctuation(.star, start, 1)
      case UInt8(ascii: "%"): return punctuation(.percent, start, 1)
      default:
        unexpectedCharacters(singleByte: false)
      }
    }
    return Token(kind: .endOfFile, range: .point(file, count))
  }

  /// The byte `offset` bytes after the current one, or 0 past the end.
  @inline(__always)
  func peekByte(_ offset: Int) -> UInt8 {
    let index = position + offset
    return index < bytes.count ? bytes[index] : 0
  }

  /// Makes a token of `length` bytes at `start` and moves past it.
  @inline(__always)
  mutating func punctuation(_ kind: TokenKind, _ start: Int, _ length: Int) -> Token {
    position = start + length
    return Token(kind: kind, range: SourceRange(file: file, start: start, end: position))
  }

  /// A name or a keyword: keywords are found by comparing bytes, without making a `String`.
  mutating func identifierOrKeyword() -> Token {
    let start = position
    var end = start + 1
    let count = bytes.count
    identifierBytes.withUnsafeBufferPointer { isIdentifier in
      while end < count && isIdentifier[Int(bytes[end])] { end += 1 }
    }
    position = end
    let range = SourceRange(file: file, start: start, end: end)
    if let keyword = keywords.keyword(in: bytes, start: start, end: position) {
      return Token(kind: .keyword(keyword), range: range)
    }
    return Token(kind: .identifier, range: range)
  }

  /// Whether a byte may continue an identifier: `[A-Za-z0-9_]`.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// ``isIdentifierByte(_:)`` for every byte value, indexed by the byte.
  static let identifierByteTable: [Bool] = (0..<256).map { isIdentifierByte(UInt8($0)) }

  /// Records a lexical error.
  mutating func report(_ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int) {
    diagnostics.append(
      .error(id, message, at: SourceRange(file: file, start: start, end: end)))
  }
}
