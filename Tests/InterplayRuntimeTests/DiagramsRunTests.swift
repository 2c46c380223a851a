import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Every sequence of every bundled model in `Diagrams/` passes `interplay run`, with the
/// step function's fast paths on and off.
@Suite struct DiagramsRunTests {
  static let models: [URL] = TestPaths.iplFiles(under: TestPaths.diagrams)
    .filter { !$0.path.contains("/bad/") }

  @Test(arguments: models, FastPaths.allCases)
  func everySequencePasses(_ model: URL, _ fastPaths: FastPaths) {
    let report = RunDriver.run(
      paths: [model.path], options: RunOptions(compile: fastPaths.options))
    let diagnostics = TextDiagnosticRenderer().render(report.diagnostics, in: report.sources)
    #expect(!report.diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.status == .clean, "\(RunTextRenderer().render(report))")
  }
}
