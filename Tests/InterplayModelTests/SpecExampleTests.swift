import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// The language reference and the bundled diagrams are the resolver's acceptance tests:
/// what they show must resolve without an error.
@Suite struct SpecExampleTests {
  /// The ```` ```ipl ```` blocks of `docs/Language.md`, numbered from 1 in document
  /// order, except those that import other files (which the reference does not ship).
  static let examples: [Example] = {
    let url = TestPaths.repositoryRoot.appendingPathComponent("docs/Language.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var examples: [Example] = []
    var current: [Substring]?
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```ipl" {
        current = []
      } else if let lines = current, line == "```" {
        number += 1
        if !lines.contains(where: { $0.hasPrefix("import ") }) {
          examples.append(Example(number: number, text: lines.joined(separator: "\n")))
        }
        current = nil
      } else {
        current?.append(line)
      }
    }
    return examples
  }()

  /// One example of the reference.
  struct Example: CustomTestStringConvertible, Sendable {
    /// Its position among all `ipl` blocks, from 1.
    var number: Int
    /// The source text.
    var text: String
    /// `example 12 (system Playlist)`.
    var testDescription: String {
      let system = text.split(separator: "\n").first { $0.hasPrefix("system ") } ?? "?"
      return "example \(number) (\(system))"
    }
  }

  @Test func theReferenceHasExamples() {
    #expect(Self.examples.count >= 15)
  }

  @Test(arguments: examples)
  func referenceExampleResolves(_ example: Example) {
    var sources = SourceSet()
    let id = sources.add(SourceFile(path: "example-\(example.number).ipl", text: example.text))
    let parsed = Parser.parse(sources[id], file: id)
    let result = Resolver.resolve([parsed.syntax], in: sources)
    let errors = (parsed.diagnostics + result.diagnostics).filter { $0.severity == .error }
    #expect(render(errors, in: sources) == "")
  }

  @Test(arguments: TestPaths.bundledModels)
  func diagramResolvesCleanly(_ url: URL) throws {
    let (result, parse, sources) = try resolveFile(at: url)
    #expect(render(parse + result.diagnostics, in: sources) == "")
  }
}
