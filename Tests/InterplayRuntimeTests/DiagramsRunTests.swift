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

  /// A run searches the model as `check` does, and a forbidden sequence that never
  /// happens needs the whole graph: the heavy models (over 100,000 states; AccountApp's
  /// forbidden sequence makes its run a whole search of 1.9 million) run with the fast
  /// paths on only. The fast paths off are compared on every other model here, and on
  /// the heavy ones' whole searches by `FastPathAgreementTests`.
  static let heavy = ["AccountApp", "Blackbird", "Calculator"]

  @Test(arguments: models, FastPaths.allCases)
  func everySequencePasses(_ model: URL, _ fastPaths: FastPaths) {
    if fastPaths == .off, Self.heavy.contains(where: { model.path.contains("/\($0)/") }) {
      return
    }
    let report = RunDriver.run(
      paths: [model.path], options: RunOptions(compile: fastPaths.options))
    let diagnostics = TextDiagnosticRenderer().render(report.diagnostics, in: report.sources)
    #expect(!report.diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.status == .clean, "\(RunTextRenderer().render(report))")
  }
}
