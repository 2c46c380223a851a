import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Broken input never crashes the resolver, and its output stays deterministic.
@Suite struct RobustnessTests {
  static let fixtures =
    TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Syntax"))
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Model"))

  /// Every fixture with each single line deleted, and cut off after each line.
  @Test(arguments: fixtures)
  func survivesMutilatedInput(_ url: URL) throws {
    let lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    var variants: [String] = []
    for index in lines.indices {
      var deleted = lines
      deleted.remove(at: index)
      variants.append(deleted.joined(separator: "\n"))
      variants.append(lines[...index].joined(separator: "\n"))
      // Drop the last word of the line: cuts paths, arguments and blocks mid-way.
      var cut = lines
      cut[index] = cut[index].split(separator: " ").dropLast().joined(separator: " ")[...]
      variants.append(cut.joined(separator: "\n"))
    }
    for text in variants {
      var sources = SourceSet()
      let id = sources.add(SourceFile(path: "mutilated.ipl", text: text))
      let syntax = Parser.parse(sources[id], file: id).syntax
      let first = Resolver.resolve([syntax], in: sources)
      let second = Resolver.resolve([syntax], in: sources)
      #expect(first.model == second.model)
      #expect(first.diagnostics == second.diagnostics)
      #expect(!ModelDump.text(of: first.model).isEmpty)
    }
  }
}
