import Foundation
import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

@Test func tmpDump() throws {
  for url in SyntaxFixtures.urls {
    let result = Parser.parse(try SyntaxFixtures.source(url), file: FileID(0))
    print("=== \(url.lastPathComponent)")
    for line in SyntaxDump.file(result.syntax) { print(line) }
  }
}
