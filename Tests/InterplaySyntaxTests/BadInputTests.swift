import Foundation
import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

/// Inputs that are not models at all: the parser returns, with diagnostics in bounds and
/// every error node covered.
@Suite struct BadInputTests {
  /// Parses bytes and checks the invariants every parse must keep.
  @discardableResult
  func parseChecked(
    _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> ParseResult {
    let result = Parser.parse(SourceFile(path: "bad.ipl", bytes: bytes), file: FileID(0))
    #expect(
      result.diagnostics.allSatisfy { $0.range.start >= 0 && $0.range.end <= bytes.count },
      sourceLocation: sourceLocation)
    #expect(
      ErrorNodes(result.syntax).uncovered(by: result.diagnostics).isEmpty,
      sourceLocation: sourceLocation)
    #expect(result.diagnostics == Diagnostic.sorted(result.diagnostics))
    return result
  }

  @Test func emptyFile() {
    let result = parseChecked([])
    #expect(result.diagnostics.isEmpty)
    #expect(result.syntax.declarations.isEmpty)
  }

  @Test func onlyBlanksAndComments() {
    let result = parseChecked(Array("  \n\t// nothing\n/* here */\r\n".utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.syntax.comments.count == 2)
  }

  @Test func nulBytes() {
    let result = parseChecked([UInt8](repeating: 0, count: 1000))
    #expect(result.diagnostics.map(\.id) == ["lex.unexpected-character"])
  }

  @Test(arguments: 1...8)
  func garbageBytes(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    let bytes = (0..<20_000).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let result = parseChecked(bytes)
    #expect(!result.diagnostics.isEmpty)
  }

  @Test(arguments: 1...4)
  func garbageTokens(seed: UInt64) {
    // Random sequences of real tokens get much further into the grammar than random bytes.
    let vocabulary =
      Keyword.allCases.map(\.rawValue) + [
        "{", "}", "(", ")", "[", "]", ",", ":", ".", "...", "->", "-->", "=", "==", "!", "-",
        "+", "&&", "||", "<", "A", "b", "42", "\"s\"", "\n",
      ]
    var state = seed
    var text = ""
    for _ in 0..<5_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += vocabulary[Int(state >> 33) % vocabulary.count] + " "
    }
    parseChecked(Array(text.utf8))
  }

  @Test func invalidUTF8InsideAValidModel() {
    let bytes = Array("system X\nenum E { a, ".utf8) + [0xFF, 0xC0] + Array(" b }\n".utf8)
    let result = parseChecked(bytes)
    #expect(result.diagnostics.map(\.id) == ["lex.invalid-utf8"])
    #expect(result.diagnostics.first?.range.offsets == 21..<23)
    #expect(SyntaxDump.file(result.syntax) == ["system X", "enum E { a; b }"])
  }

  @Test func unterminatedStringInsideAModel() {
    let result = parseChecked(Array("import \"a.ipl\nsystem X\n".utf8))
    #expect(result.diagnostics.map(\.id) == ["lex.unterminated-string"])
    #expect(SyntaxDump.file(result.syntax) == ["import \"a.ipl\"", "system X"])
  }

  @Test func truncatedEverywhere() throws {
    // Every prefix of a real model parses; each error node is covered.
    let text = try String(
      contentsOf: SyntaxFixtures.urls.first { $0.lastPathComponent == "location_button.ipl" }!,
      encoding: .utf8)
    let bytes = Array(text.utf8)
    for end in stride(from: 0, through: bytes.count, by: 7) {
      parseChecked(Array(bytes[..<end]))
    }
  }

  @Test func largeGeneratedFile() {
    let text = GeneratedModel.model(bytes: 5_000_000)
    let source = SourceFile(path: "big.ipl", text: text)
    let clock = ContinuousClock()
    var result: ParseResult?
    let elapsed = clock.measure { result = Parser.parse(source, file: FileID(0)) }
    #expect(result?.diagnostics.isEmpty == true)
    #expect((result?.syntax.declarations.count ?? 0) > 20_000)
    #expect(elapsed < .seconds(10), "5 MB took \(elapsed)")
  }
}
