import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Quantwm's refresh rules in the step function, which `check` and `run` share: a
/// smart activity's read map, a change made after a registration's turn delivered at the
/// next refresh, and one refresh per outermost transaction. Each fixture is checked and
/// run, and the two must agree (the `Semantics` fixtures also snapshot the run's trace).
@Suite struct QuantwmRefreshTests {
  static func path(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Semantics").appendingPathComponent(name).path
  }

  /// Checks and runs a fixture with one system and one sequence.
  static func checkAndRun(_ name: String) throws -> (CheckReport, CheckResult, SequenceOutcome) {
    let report = CheckDriver.check(paths: [path(name)])
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    let result = try #require(report.results.first)
    let run = RunDriver.run(paths: [path(name)])
    let outcome = try #require(run.systems.first?.outcomes.first)
    return (report, result, outcome)
  }

  /// The registrations a run delivers, in order (`Doc.Label`).
  static func registrations(_ records: [StepRecord], in system: CompiledSystem) -> [String] {
    records.flatMap { record in
      record.events.compactMap { event -> String? in
        guard case .registration(let registration) = event else { return nil }
        return system.registrationName(registration)
      }
    }
  }

  /// A read the handler's own code does not make (an entry action of the state it
  /// enters) is found at run time: the fault, its counterexample step by step, and the
  /// run of the sequence failing on the same steps.
  @Test func aReadOutsideTheReadMapIsAFaultAtRunTime() throws {
    let (report, result, outcome) = try Self.checkAndRun("65_read_outside_map.ipl")
    let violation = try CheckFixture.violation(result, .mutation)
    let message =
      "read outside the read map: 'Viewer' read 'Doc.width' in the activity of smart "
      + "registration 'Doc.Show', which does not read it, so it is not delivered again when "
      + "'Doc.width' changes"
    #expect(violation.message == message)
    let steps = [
      "#1 stub Env emits retitle",
      "#2 Editor takes Env.retitle from Env: handled",
      "#3 Viewer takes Doc.Show from data model: handled",
    ]
    #expect(CheckFixture.steps(violation.counterexample, in: result) == steps)
    // The violation points at the registration whose read map is too small.
    let location = try #require(violation.range.map(report.sources.location))
    #expect("\(location.line):\(location.column)" == "13:9")
    #expect(result.violations.count == 1)
    #expect(outcome.status == .failed)
    #expect(outcome.failure?.actual == message)
    let ran = Counterexample(records: outcome.trace, states: outcome.states)
    #expect(CheckFixture.steps(ran, in: result).prefix(3) == steps[...])
  }

  /// A hard registration reading what a smart one writes after its turn runs at the
  /// next refresh, first.
  @Test func aChangeAfterAHardRegistrationsTurnIsDeliveredAtTheNextRefresh() throws {
    let (_, result, outcome) = try Self.checkAndRun("66_delayed_change.ipl")
    let order = ["Doc.Label", "Doc.Save", "Doc.Badge", "Doc.Label", "Doc.Save"]
    #expect(outcome.status == .passed, "\(outcome.failure?.reason ?? "")")
    #expect(Self.registrations(outcome.trace, in: result.system) == order)
    let verdict = try #require(result.sequences.first)
    #expect(verdict.outcome == .holds)
    let witness = try #require(verdict.witnesses.first?.run)
    #expect(Self.registrations(witness.records, in: result.system) == order)
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
  }

  /// Two outermost transactions in one step: two refreshes, in order, the recurring
  /// registration in each, and a registration reading both changes delivered in both.
  @Test func twoTransactionsInOneStepMakeTwoRefreshes() throws {
    let (_, result, outcome) = try Self.checkAndRun("67_two_transactions_two_refreshes.ipl")
    let order = ["Doc.CheckA", "Doc.Both", "Doc.Save", "Doc.Both", "Doc.ShowB", "Doc.Save"]
    #expect(outcome.status == .passed, "\(outcome.failure?.reason ?? "")")
    #expect(Self.registrations(outcome.trace, in: result.system) == order)
    let verdict = try #require(result.sequences.first)
    #expect(verdict.outcome == .holds)
    let witness = try #require(verdict.witnesses.first?.run)
    #expect(Self.registrations(witness.records, in: result.system) == order)
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
  }
}
