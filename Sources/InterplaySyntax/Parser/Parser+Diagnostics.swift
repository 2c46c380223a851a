import InterplayDiagnostics

extension Parser.Engine {
  /// Records an error unless one was just reported and the parser has not resynchronized.
  mutating func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    guard !suppressing else { return }
    diagnostics.append(.error(id, message, at: range, notes: notes, fixIts: fixIts))
    suppressing = true
    consumedAtLastError = consumed
    lastErrorRange = range
    lastErrorID = id
  }

  /// Reports that something else was expected at the current token. Something missing at
  /// the end of a line is reported there, not at the next line's token (`atToken` keeps it
  /// at the token, for tokens that are themselves the mistake).
  mutating func expected(_ id: DiagnosticID, _ what: String, atToken: Bool = false) {
    let range =
      !atToken && consumed > 0 && !onSameLine(previousEnd, token)
      ? SourceRange.point(file, previousEnd) : token.range
    error(id, "expected \(what), found \(describe(token))", at: range)
  }

  /// Whether no line break separates an offset from a later token.
  func onSameLine(_ offset: Int, _ token: Token) -> Bool {
    guard offset <= token.range.start else { return false }
    return !bytes[offset..<token.range.start].contains {
      $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
    }
  }

  /// How a token is named in a message: `'42'`, `keyword 'on'`, `end of file`.
  func describe(_ token: Token) -> String {
    switch token.kind {
    case .endOfFile:
      return "end of file"
    case .keyword(let keyword):
      return "keyword '\(keyword.rawValue)'"
    default:
      let limit = 24
      var end = token.range.end
      var ellipsis = ""
      if token.range.length > limit {
        end = token.range.start + limit
        // Never cut a UTF-8 sequence in two.
        while end > token.range.start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        ellipsis = "..."
      }
      return "'" + String(decoding: bytes[token.range.start..<end], as: UTF8.self) + ellipsis + "'"
    }
  }

  /// Consumes a token of `kind`, or reports what was expected and consumes nothing.
  @discardableResult
  mutating func expect(_ kind: TokenKind, _ id: DiagnosticID, _ what: String) -> Token? {
    if let found = eat(kind) { return found }
    expected(id, what)
    return nil
  }

  /// Consumes a keyword, or reports what was expected and consumes nothing.
  @discardableResult
  mutating func expect(_ keyword: Keyword, after: String) -> Token? {
    if let found = eat(keyword) { return found }
    expected("parse.expected-keyword", "'\(keyword.rawValue)' after \(after)")
    return nil
  }

  /// Consumes `:`, reporting its absence.
  @discardableResult
  mutating func expectColon(after what: String) -> Token? {
    expect(.colon, "parse.expected-colon", "':' after \(what)")
  }

  /// Consumes `->`, reporting its absence.
  @discardableResult
  mutating func expectArrow(after what: String) -> Token? {
    expect(.arrow, "parse.expected-arrow", "'->' after \(what)")
  }

  /// Consumes `)` closing a list opened at `open`, reporting its absence.
  @discardableResult
  mutating func expectCloseParen(_ open: Token) -> Token? {
    if let found = eat(.rightParen) { return found }
    error(
      "parse.expected-paren", "expected ')' to close '(', found \(describe(token))",
      at: token.range, notes: [DiagnosticNote("'(' opened here", at: open.range)])
    return nil
  }
}
