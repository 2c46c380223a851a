import InterplayCheck
import InterplayDrivers
import Testing

/// Coverage: states never active and transitions never fired are warnings.
@Suite struct CoverageTests {
  @Test func unreachedStateAndTransitionsAreReported() throws {
    let result = try CheckFixture.check("coverage.ipl")
    #expect(result.violations.isEmpty)
    #expect(result.status == .clean)
    #expect(
      result.coverage.map { "\($0.kind.rawValue) \($0.actor): \($0.name)" } == [
        "transition Lamp: Idle -> Broken on Switch.flip",
        "state Lamp: Broken",
        "transition Lamp: Broken -> Idle on Switch.flip",
      ])
    let warnings = CheckDiagnostics.diagnostics(for: result)
    #expect(warnings.map(\.id.rawValue) == ["check.coverage", "check.coverage", "check.coverage"])
    #expect(warnings.allSatisfy { $0.severity == .warning })
  }

  @Test func fullyCoveredModelHasNoGaps() throws {
    #expect(try CheckFixture.check("patterns.ipl").coverage.isEmpty)
  }

  @Test func coverageIsNotReportedForAnIncompleteSearch() throws {
    let result = try CheckFixture.check(
      "coverage.ipl", options: CheckOptions(limits: CheckLimits(maxStates: 2)))
    #expect(result.limit != nil)
    #expect(result.coverage.isEmpty)
  }

  @Test func coverageCanBeSwitchedOff() throws {
    #expect(
      try CheckFixture.check("coverage.ipl", options: CheckOptions(reportsCoverage: false))
        .coverage.isEmpty)
  }
}
