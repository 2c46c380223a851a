import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Every bundled model lints without a single diagnostic and is in canonical form.
@Suite struct DiagramsTests {
  static let models: [URL] = TestPaths.iplFiles(under: TestPaths.diagrams)
    .filter { !$0.path.contains("/bad/") }

  @Test func thereAreBundledModels() {
    #expect(Self.models.count >= 2)
  }

  @Test(arguments: models)
  func lintsClean(_ model: URL) {
    let report = ModelPipeline.load(paths: [model.path], options: .linting)
    let rendered = TextDiagnosticRenderer().render(report.diagnostics, in: report.sources)
    #expect(report.diagnostics.isEmpty, "\(rendered)")
    #expect(report.status == .clean)
  }

  @Test(arguments: models)
  func isInCanonicalForm(_ model: URL) {
    let report = FormatDriver.run(paths: [model.path], mode: .check)
    #expect(report.status == .clean, "run 'interplay fmt --in-place \(model.lastPathComponent)'")
  }

  @Test func lintingTheWholeFolderIsDeterministic() {
    let first = ModelPipeline.load(paths: [TestPaths.diagrams.path], options: .linting)
    let second = ModelPipeline.load(paths: [TestPaths.diagrams.path], options: .linting)
    #expect(first.diagnostics == second.diagnostics)
    #expect(first.models == second.models)
  }
}
