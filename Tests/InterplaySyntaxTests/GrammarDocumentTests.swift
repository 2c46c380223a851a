import Foundation
import InterplaySyntax
import InterplayTestSupport
import Testing

/// The grammar document and the lexer agree on the reserved words.
@Suite struct GrammarDocumentTests {
  @Test func reservedWordsListedInGrammarAreExactlyTheKeywords() throws {
    let url = TestPaths.repositoryRoot.appendingPathComponent("docs/Grammar.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Reserved words").last)
    let list = try #require(section.components(separatedBy: "`").dropFirst().first)
    let documented = list.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(documented == documented.sorted(), "keep the list alphabetical")
    #expect(Set(documented) == Set(Keyword.allCases.map(\.rawValue)))
  }
}
