import Foundation
import InterplayDiagnostics
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Every bundled `.ipl` file formats to text that parses back to the same tree.
@Suite struct FormatRoundTripTests {
  /// The `.ipl` files under `Tests/Fixtures/` and `Diagrams/`, except `bad/` folders.
  static let corpus: [URL] =
    (TestPaths.iplFiles(under: TestPaths.fixtures)
    + TestPaths.iplFiles(under: TestPaths.diagrams))
    .filter { !$0.pathComponents.contains("bad") }

  /// The corpus files that parse without diagnostics (the formatter's precondition).
  static let formattable: [URL] = corpus.filter { url in
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
    return FormatHarness.parse(text, path: url.path).1.diagnostics.isEmpty
  }

  /// A round trip over no files proves nothing: the corpus must exist and parse.
  @Test func corpusIsNotEmpty() {
    #expect(Self.corpus.count > 0, "no .ipl files under \(TestPaths.fixtures.path)")
    #expect(Self.formattable.count > 0, "no bundled .ipl file parses cleanly")
  }

  @Test(arguments: formattable)
  func roundTrip(_ url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    _ = FormatHarness.checkRoundTrip(text)
  }
}
