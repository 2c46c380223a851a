import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

@Suite struct LexerTests {
  func lex(_ text: String) -> (
    tokens: [Token], comments: [InterplaySyntax.Comment], diagnostics: [Diagnostic]
  ) {
    Lexer.tokenize(SourceFile(path: "t.ipl", text: text), file: FileID(0))
  }

  func lex(bytes: [UInt8]) -> (
    tokens: [Token], comments: [InterplaySyntax.Comment], diagnostics: [Diagnostic]
  ) {
    Lexer.tokenize(SourceFile(path: "t.ipl", bytes: bytes), file: FileID(0))
  }

  /// `kind text` per token, the final end of file left out.
  func summary(_ text: String) -> [String] {
    let source = SourceFile(path: "t.ipl", text: text)
    return Lexer.tokenize(source, file: FileID(0)).tokens.dropLast().map {
      "\($0.kind) \($0.text(in: source))"
    }
  }

  @Test func emptyInputIsJustEndOfFile() {
    let result = lex("")
    #expect(result.tokens == [Token(kind: .endOfFile, range: .point(FileID(0), 0))])
    #expect(result.diagnostics.isEmpty && result.comments.isEmpty)
  }

  @Test func everyKeywordIsRecognizedAndOnlyInLowerCase() {
    for keyword in Keyword.allCases {
      #expect(lex(keyword.rawValue).tokens.first?.kind == .keyword(keyword))
      #expect(lex(keyword.rawValue.capitalized).tokens.first?.kind == .identifier)
      #expect(lex(keyword.rawValue + "s_").tokens.first?.kind == .identifier)
      #expect(lex(String(keyword.rawValue.dropLast())).tokens.first?.kind != .keyword(keyword))
    }
  }

  @Test func namesNumbersAndStrings() {
    #expect(
      summary("Service service _x9 42 \"a b\" Int") == [
        "identifier Service", "keyword(InterplaySyntax.Keyword.service) service",
        "identifier _x9", "integer 42", "string \"a b\"", "identifier Int",
      ])
  }

  @Test func punctuation() {
    let kinds = lex("{ } ( ) [ ] , : . ... -> --> = == != < <= > >= + - * / % ! && ||")
      .tokens.map(\.kind)
    #expect(
      kinds == [
        .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma,
        .colon, .dot, .ellipsis, .arrow, .replyArrow, .assign, .equal, .notEqual, .less,
        .lessEqual, .greater, .greaterEqual, .plus, .minus, .star, .slash, .percent, .bang,
        .logicalAnd, .logicalOr, .endOfFile,
      ])
  }

  @Test func adjacentOperators() {
    #expect(
      lex("a->b-->c--d..e0...3").tokens.map(\.kind) == [
        .identifier, .arrow, .identifier, .replyArrow, .identifier, .minus, .minus, .identifier,
        .dot, .dot, .identifier, .ellipsis, .integer, .endOfFile,
      ])
  }

  @Test func commentsAreKeptWithTheirText() {
    let result = lex("a // line\n/* outer /* inner */ still */ b")
    #expect(result.comments.map(\.text) == ["// line", "/* outer /* inner */ still */"])
    #expect(result.comments.map(\.range.start) == [2, 10])
    #expect(result.tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func unterminatedBlockComment() {
    let result = lex("a /* never /* closed */")
    #expect(result.diagnostics.map(\.id) == ["lex.unterminated-comment"])
    #expect(result.diagnostics.first?.range == SourceRange(file: FileID(0), start: 2, end: 4))
    #expect(result.comments.count == 1)
  }

  @Test func unterminatedStringEndsAtLineBreak() {
    let result = lex("\"abc\nsystem")
    #expect(result.diagnostics.map(\.id) == ["lex.unterminated-string"])
    #expect(result.diagnostics.first?.range == SourceRange(file: FileID(0), start: 0, end: 4))
    #expect(result.tokens.map(\.kind) == [.string, .keyword(.system), .endOfFile])
  }

  @Test func unterminatedStringAtEndOfFile() {
    #expect(lex("\"abc\\").diagnostics.map(\.id) == ["lex.unterminated-string"])
  }

  @Test func escapes() {
    let result = lex(#""a\"b\\c\nd\te" "bad\q""#)
    #expect(result.diagnostics.map(\.message) == [#"invalid escape '\q' in string"#])
    #expect(result.diagnostics.first?.range.start == 20)
    let value = result.tokens[0].range
    let bytes = Array(#""a\"b\\c\nd\te""#.utf8)
    let decoded = bytes.withUnsafeBufferPointer { Lexer.stringValue($0, value) }
    #expect(decoded == "a\"b\\c\nd\te")
  }

  @Test func integerOverflow() {
    let result = lex("9223372036854775807 9223372036854775808")
    #expect(result.diagnostics.map(\.id) == ["lex.integer-overflow"])
    #expect(
      result.diagnostics.first?.message
        == "integer literal '9223372036854775808' is too large")
    #expect(result.diagnostics.first?.range.start == 20)
  }

  @Test func invalidUTF8IsReportedOncePerRunAtItsPosition() {
    // 'a' FF FE 'b' C3 'c' E2 82 (truncated) 'd'
    let bytes: [UInt8] = [0x61, 0x20, 0xFF, 0xFE, 0x20, 0x62, 0xC3, 0x63, 0xE2, 0x82, 0x64]
    let result = lex(bytes: bytes)
    #expect(result.diagnostics.map(\.id) == Array(repeating: "lex.invalid-utf8", count: 3))
    #expect(
      result.diagnostics.map(\.range.offsets) == [2..<4, 6..<7, 8..<10])
    #expect(result.tokens.filter { $0.kind == .identifier }.count == 4)
  }

  @Test func invalidUTF8InStringsAndComments() {
    let bytes = Array("\"x".utf8) + [0xC0, 0x80] + Array("\" // y".utf8) + [0xED, 0xA0, 0x80]
    let result = lex(bytes: bytes)
    #expect(result.diagnostics.map(\.range.offsets) == [2..<4, 10..<13])
    #expect(result.tokens.map(\.kind) == [.string, .endOfFile])
  }

  @Test func validUnicodeIsAllowedInStringsAndComments() {
    let result = lex("\"café 🎉\" // ünïcödé\n/* 日本 */")
    #expect(result.diagnostics.isEmpty)
  }

  @Test func strayCharactersAreReportedOncePerRun() {
    let result = lex("a @#$ b é c & d | e \u{0}")
    #expect(
      result.diagnostics.map(\.message) == [
        "unexpected characters '@#$'", "unexpected character 'é'", "unexpected character '&'",
        "unexpected character '|'", "unexpected character U+0000",
      ])
    #expect(result.diagnostics.allSatisfy { $0.id == "lex.unexpected-character" })
    #expect(result.tokens.filter { $0.kind == .identifier }.count == 5)
  }

  @Test func rangesAreExactBytes() {
    let source = SourceFile(path: "t.ipl", text: "state  Idle\n  -> \"é\"")
    let tokens = Lexer.tokenize(source, file: FileID(3)).tokens
    #expect(tokens.map(\.range.offsets) == [0..<5, 7..<11, 14..<16, 17..<21, 21..<21])
    #expect(tokens.allSatisfy { $0.range.file == FileID(3) })
  }

  @Test func parserKeepsComments() {
    let result = parse("// head\nsystem X /* tail */")
    #expect(result.syntax.comments.map(\.text) == ["// head", "/* tail */"])
  }
}
