import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// A search that nothing observes step by step (no coverage reported, no sequences, no
/// ample sets chosen) keeps records without events (``ExpansionWorker``): it finds the
/// same states, transitions, violations and counterexamples as the same search with
/// coverage, whose records keep every event. Checked on every bundled model and the
/// checker's fixtures (monitors and dropped requests among them, which keep their
/// events either way). Exact storage only: a lossy search keeps no coverage, so its
/// records have no events with or without it.
@Suite struct EventlessSearchTests {
  static let paths: [String] =
    (TestPaths.bundledModels
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Check")))
    .map { $0.path }

  /// The text report of `check` with witnesses and no timing, coverage left out.
  static func report(_ path: String, coverage: Bool) -> String {
    var check = CheckOptions(
      limits: CheckLimits(maxStates: 20_000), checksSequences: false, reportsCoverage: coverage)
    check.reduction = .none
    var report = CheckDriver.check(paths: [path], options: CheckRunOptions(check: check))
    for index in report.results.indices {
      report.results[index].coverage = []
      report.results[index].coverageCounts = nil
    }
    return CheckTextRenderer(witnesses: true, timing: false).render(report)
  }

  @Test func searchesWithoutEventsFindTheSame() {
    var compared = 0
    for path in Self.paths {
      let observed = Self.report(path, coverage: true)
      let bare = Self.report(path, coverage: false)
      #expect(bare == observed, "\(path)")
      if observed.contains("violat") { compared += 1 }
    }
    // Among the models compared, many have violations with counterexamples.
    #expect(compared > 10)
  }
}
