import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `interplay run`'s driver and reports: divergence, step bound, bad input, fragments.
@Suite struct RunReportTests {
  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Run/\(name)").path
  }

  /// Paths in reports are made relative so snapshots do not depend on the checkout.
  static func relative(_ text: String) -> String {
    text.replacingOccurrences(of: TestPaths.repositoryRoot.path + "/", with: "")
  }

  @Test func wrongSequenceFailsWithTheDivergenceReport() throws {
    let report = RunDriver.run(paths: [Self.fixture("location_button.ipl")])
    #expect(report.status == .findings)
    let outcomes = try #require(report.systems.first).outcomes
    #expect(outcomes.map(\.status) == [.passed, .failed])
    let failure = try #require(outcomes[1].failure)
    #expect(failure.expected == "Behaviour -> Presentation: present(work)")
    #expect(failure.actual == "Behaviour -> Presentation: present(home)")
    #expect(failure.actors.map(\.name) == ["Service", "Presentation", "Behaviour"])
    SnapshotFile.expect(
      Self.relative(RunTextRenderer().render(report)), named: "Run-wrong-sequence.txt", section: "#"
    )
  }

  @Test func jsonAndJUnitReports() {
    let report = RunDriver.run(paths: [Self.fixture("location_button.ipl")])
    SnapshotFile.expect(
      Self.relative(RunJSONRenderer().render(report)), named: "Run-wrong-sequence-json.txt",
      section: "#")
    SnapshotFile.expect(
      Self.relative(RunJUnitRenderer().render(report)), named: "Run-wrong-sequence-junit.txt",
      section: "#")
  }

  @Test func traceShowsEveryStep() {
    let report = RunDriver.run(
      paths: [Self.fixture("location_button.ipl")], options: RunOptions(sequence: "ShowLocation"))
    SnapshotFile.expect(
      Self.relative(RunTextRenderer(trace: true).render(report)), named: "Run-trace.txt",
      section: "#")
  }

  @Test func aModelThatNeverQuiescesStopsAtTheStepBound() throws {
    let report = RunDriver.run(
      paths: [Self.fixture("never_quiesces.ipl")],
      options: RunOptions(runner: .init(maxSteps: 500)))
    #expect(report.status == .incomplete)
    #expect(report.status.rawValue == 2)
    let outcome = try #require(report.systems.first?.outcomes.first)
    #expect(outcome.status == .incomplete)
    #expect(outcome.steps >= 500)
    #expect(outcome.failure?.reason.contains("the model never quiesces") == true)
  }

  /// A run of 20,000 steps keeps 1,000 settling steps from the start and 100 from the
  /// end; the report numbers them as taken and says how many it left out.
  @Test func aLongRunKeepsItsFirstAndLastStepsOnly() throws {
    let report = RunDriver.run(
      paths: [Self.fixture("never_quiesces.ipl")],
      options: RunOptions(runner: .init(maxSteps: 20_000)))
    let outcome = try #require(report.systems.first?.outcomes.first)
    #expect(outcome.status == .incomplete)
    // The initialization, the witness's one step, then 1,000 and 100 settling steps.
    #expect(outcome.trace.count == 1_102)
    #expect(outcome.states.count == 1_102)
    #expect(outcome.omittedSteps == OmittedSteps(before: 1_002, count: 18_900))
    #expect(outcome.steps == 20_001)
    #expect(outcome.stepNumber(at: 1_001) == 1_001)
    #expect(outcome.stepNumber(at: 1_002) == 19_902)
    let failure = try #require(outcome.failure)
    #expect(failure.stepIndex.map(outcome.stepNumber(at:)) == 20_001)
    let text = RunTextRenderer(trace: true).render(report)
    #expect(text.contains("    #1001 Pong takes Pong.pong from Ping: handled"))
    #expect(text.contains("    ... 18900 steps not kept (a run keeps its first and last steps)"))
    #expect(text.contains("    #19902 Ping takes Ping.ping from Pong: handled"))
    #expect(text.contains("      #20001 Pong takes Pong.pong from Ping: handled"))
  }

  @Test func unknownActorsAndCasesInSequencesAreInputErrors() {
    let report = RunDriver.run(paths: [Self.fixture("unknown_names.ipl")])
    #expect(report.status == .inputError)
    #expect(report.status.rawValue == 65)
    #expect(report.systems.isEmpty)
    #expect(
      report.diagnostics.map(\.id.rawValue) == ["resolve.unknown-actor", "resolve.unknown-case"])
  }

  @Test func anUnknownSequenceNameIsAUsageError() {
    let report = RunDriver.run(
      paths: [Self.fixture("location_button.ipl")], options: RunOptions(sequence: "Nope"))
    #expect(report.usageError == "no sequence named 'Nope'")
    #expect(report.status == .usage)
  }

  @Test func anUnhandledNotificationFailsTheRun() throws {
    let report = RunDriver.run(paths: [Self.fixture("unhandled.ipl")])
    let outcome = try #require(report.systems.first?.outcomes.first)
    #expect(outcome.status == .failed)
    #expect(
      outcome.failure?.reason.hasPrefix("unhandled notification: 'Chart' took Env.go") == true)
  }

  @Test func theMutationRuleBrokenOnTheSequencesPathFailsTheRun() throws {
    let report = RunDriver.run(paths: [Self.fixture("mutation_rule.ipl")])
    let run = try #require(report.systems.first)
    let outcome = try #require(run.outcomes.first)
    let message =
      "mutation rule broken: 'Follower' wrote 'Store.a' after a smart registration that reads it was delivered in the same refresh"
    #expect(outcome.status == .failed)
    #expect(outcome.failure?.reason == message)
    let trace = TraceFormatter.text(outcome.trace, states: outcome.states, in: run.system)
    #expect(trace.contains("  fault: " + message))
  }

  @Test func theMutationRuleIsNotTrackedWhenItsCheckIsOff() throws {
    let source = try String(contentsOfFile: Self.fixture("mutation_rule.ipl"), encoding: .utf8)
    let folder = TemporaryFolder()
    let path = folder.write(
      "off.ipl",
      source.replacingOccurrences(
        of: "system MutationRuleRun\n", with: "system MutationRuleRun\ncheck mutation off\n"))
    let report = RunDriver.run(paths: [path])
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    let outcome = try #require(report.systems.first?.outcomes.first)
    #expect(outcome.status == .passed, "\(outcome.failure?.reason ?? "")")
    #expect(outcome.trace.allSatisfy { $0.faults.isEmpty })
  }

  @Test func fragmentsMatchByBacktracking() throws {
    let report = RunDriver.run(paths: [Self.fixture("fragments.ipl")])
    let outcomes = try #require(report.systems.first).outcomes
    #expect(
      outcomes.map(\.name) == [
        "AltSecondBranch", "OptSkipped", "LoopUpToFour", "ParInterleaves", "NeverPongsTwice",
      ])
    for outcome in outcomes {
      #expect(outcome.status == .passed, "\(outcome.name): \(outcome.failure?.reason ?? "")")
    }
    #expect(outcomes[3].isForbidden == false)
    #expect(outcomes[4].isForbidden == true)
  }

  @Test func aForbiddenSequenceThatHappensFails() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/forbidden.ipl"
    try """
    system Forbidden
    actor Env { event { go } }
    actor Chart {
      observes Env.event
      event { went }
      initial state Idle { on Env.go { emit went } }
    }
    actor Log { observes Chart.event }
    forbidden sequence NeverGoes {
      Env -> Chart: go
      Chart -> Log: went
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let report = RunDriver.run(paths: [path])
    let outcome = try #require(report.systems.first?.outcomes.first)
    #expect(outcome.status == .failed)
    #expect(outcome.failure?.reason == "the forbidden sequence happens")
  }

  @Test func reportsAreDeterministic() {
    let first = RunDriver.run(paths: [TestPaths.fixtures.appendingPathComponent("Run").path])
    let second = RunDriver.run(paths: [TestPaths.fixtures.appendingPathComponent("Run").path])
    #expect(
      RunJSONRenderer(trace: true).render(first) == RunJSONRenderer(trace: true).render(second))
  }
}
