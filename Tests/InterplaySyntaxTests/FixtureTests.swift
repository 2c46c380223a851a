import Foundation
import InterplayDiagnostics
import InterplayTestSupport
import Testing

@testable import InterplaySyntax

/// The syntax fixtures: together they use every construct of the grammar.
enum SyntaxFixtures {
  /// Every `.ipl` file of `Tests/Fixtures/Syntax`, sorted.
  static let urls = TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Syntax"))

  /// The fixture's source.
  static func source(_ url: URL) throws -> SourceFile {
    SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
  }
}

@Suite struct FixtureTests {
  @Test func fixturesExist() {
    #expect(SyntaxFixtures.urls.count >= 6)
  }

  @Test(arguments: SyntaxFixtures.urls)
  func fixtureParsesCleanly(_ url: URL) throws {
    let source = try SyntaxFixtures.source(url)
    let result = Parser.parse(source, file: FileID(0))
    let rendered = result.diagnostics.map {
      "\(source.location(of: $0.range.start)): [\($0.id)] \($0.message)"
    }
    #expect(rendered == [], "\(url.lastPathComponent)")
    #expect(!result.syntax.declarations.isEmpty)
  }
}

@Suite struct FixtureCoverageTests {
  @Test func fixturesTogetherUseEveryConstruct() throws {
    let trees = try SyntaxFixtures.urls.map {
      Parser.parse(try SyntaxFixtures.source($0), file: FileID(0)).syntax
    }
    let used = ConstructTags(trees).tags
    #expect(ConstructTags.all.subtracting(used).sorted() == [])
    #expect(used.subtracting(ConstructTags.all).sorted() == [])
  }
}
