import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

/// `StringLiteral.quoted`, the one quoter of `.ipl` string literals, writes text the lexer
/// reads back as one string token with the same value, whatever the value holds.
@Suite struct StringLiteralQuotingTests {
  /// The value the lexer decodes from `literal`, or nil when it is not exactly one string
  /// token without diagnostics.
  static func lexed(_ literal: String) -> String? {
    let source = SourceFile(path: "t.ipl", text: literal)
    let result = Lexer.tokenize(source, file: FileID(0))
    guard result.diagnostics.isEmpty, result.tokens.count == 2,
      result.tokens[0].kind == .string, result.tokens[1].kind == .endOfFile
    else { return nil }
    return source.bytes.withUnsafeBufferPointer { Lexer.stringValue($0, result.tokens[0].range) }
  }

  static let values: [String] = [
    "", "plain", #"say "hi""#, #"back\slash"#, #"\"#, #"\\""#, #"ends in \"#,
    "two\nlines", "\n", "tab\there", "carriage\rreturn", "crlf\r\n", "\"\n\t\r\\",
    "nul\u{0}byte", "bell\u{7}", "escape\u{1B}[0m", "del\u{7F}", "c1\u{85}\u{9F}",
    "héllo", "日本語", "🎉 emoji", "e\u{301} combining", "line\u{2028}separator",
    "bom\u{FEFF}", "non\u{FFFE}\u{FFFF}character", "𝄞 outside the BMP",
    "/* not a comment */", "// nor this", #"\q is no escape"#, #"\u{41}"#,
  ]

  @Test(arguments: values)
  func readsBackAsTheSameValue(_ value: String) {
    let literal = StringLiteral.quoted(value)
    #expect(Self.lexed(literal) == value, "\(literal.debugDescription)")
  }

  /// Every scalar below 0x100 alone, so no control character is missed.
  @Test func everyLatin1ScalarReadsBack() {
    for value in 0..<0x100 {
      let text = String(Character(Unicode.Scalar(UInt8(value))))
      let literal = StringLiteral.quoted(text)
      #expect(
        Self.lexed(literal) == text, "U+\(String(value, radix: 16)): \(literal.debugDescription)")
    }
  }

  /// Exactly the lexer's escapes are written; everything else stands as it is.
  @Test func escapesOnlyWhatTheLexerUnescapes() {
    #expect(StringLiteral.quoted("a\"b\\c\nd\te\rf") == #""a\"b\\c\nd\te\rf""#)
    #expect(StringLiteral.quoted("\u{1}é\u{FFFF}") == "\"\u{1}é\u{FFFF}\"")
  }

  /// A raw line break cannot stand in a literal: it ends it, so it must be escaped.
  @Test func aRawLineBreakIsNoLiteral() {
    #expect(Self.lexed("\"a\nb\"") == nil)
    #expect(Self.lexed("\"a\rb\"") == nil)
    #expect(Self.lexed(#""a\rb""#) == "a\rb")
  }
}
