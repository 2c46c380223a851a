import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplayTestSupport
import Testing

/// The shared syntax fixtures and this target's own model fixtures.
@Suite struct FixtureTests {
  static let syntaxFixtures = TestPaths.iplFiles(
    under: TestPaths.fixtures.appendingPathComponent("Syntax"))
  static let modelFixtures = TestPaths.iplFiles(
    under: TestPaths.fixtures.appendingPathComponent("Model"))

  @Test func fixturesExist() {
    #expect(Self.syntaxFixtures.count >= 6)
    #expect(Self.modelFixtures.count >= 3)
  }

  /// Every syntax fixture resolves (with its imports) to a stable list of semantic
  /// diagnostics and a stable dump. Several are syntax-only fixtures whose semantic
  /// errors are expected; the snapshot pins exactly which.
  @Test(arguments: syntaxFixtures)
  func syntaxFixtureResolves(_ url: URL) throws {
    let (result, parse, sources) = try resolveFile(at: url)
    #expect(parse.isEmpty, "syntax fixtures parse cleanly")
    let name = "Syntax-" + url.deletingPathExtension().lastPathComponent
    let text =
      "diagnostics\n" + render(result.diagnostics, in: sources) + "\n\n"
      + ModelDump.text(of: result.model)
    SnapshotFile.expect(text, named: name + ".txt")
  }

  /// This target's own fixtures are complete models that resolve without a finding.
  @Test(arguments: modelFixtures)
  func modelFixtureResolvesCleanly(_ url: URL) throws {
    let (result, parse, sources) = try resolveFile(at: url)
    #expect(parse.isEmpty)
    #expect(render(result.diagnostics, in: sources) == "")
    SnapshotFile.expect(
      ModelDump.text(of: result.model),
      named: "Model-" + url.deletingPathExtension().lastPathComponent + ".txt")
  }

  /// Resolving the same input twice gives identical models and dumps.
  @Test(arguments: syntaxFixtures + modelFixtures)
  func resolutionIsDeterministic(_ url: URL) throws {
    let first = try resolveFile(at: url)
    let second = try resolveFile(at: url)
    #expect(first.result.model == second.result.model)
    #expect(first.result.diagnostics == second.result.diagnostics)
    #expect(ModelDump.text(of: first.result.model) == ModelDump.text(of: second.result.model))
  }
}
