import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Counterexamples written as trace files and re-executed by the step function.
@Suite struct TraceReplayTests {
  @Test func traceFileRoundTripsAndReplaysFaithfully() throws {
    let result = try CheckFixture.check("unhandled.ipl")
    let violation = try CheckFixture.violation(result, .unhandled)
    let file = TraceFile(
      violation: violation, system: result.system, files: [CheckFixture.path("unhandled.ipl")])
    #expect(file.check == "unhandled")
    #expect(
      file.steps.map { "\($0.number) \($0.actor) \($0.kind)" } == [
        "1 Panel stubEmit", "2 Screen take",
      ])
    #expect(file.steps[0].case == "Panel.hold")
    #expect(file.steps[1].text == "Screen takes Panel.hold from Panel: unhandled")
    let decoded = try JSONDecoder().decode(TraceFile.self, from: Data(file.encoded().utf8))
    #expect(decoded == file)
    let outcome = TraceReplay(system: result.system).replay(decoded)
    #expect(outcome.isFaithful, "\(outcome.mismatches) \(outcome.stopped ?? "")")
    #expect(outcome.run.states == violation.counterexample.states)
    #expect(outcome.run.records.last?.faults == violation.counterexample.records.last?.faults)
  }

  @Test func replayedMutationRuleCounterexampleBreaksTheRuleInItsLastStep() throws {
    // The step function records the mutation rule, so a replay sees the very fault the
    // checker reported, in the same step.
    let result = try CheckFixture.check("mutation_rule.ipl")
    let violation = try CheckFixture.violation(result, .mutation)
    let file = TraceFile(violation: violation, system: result.system, files: [])
    #expect(file.check == "mutation")
    let outcome = TraceReplay(system: result.system).replay(file)
    #expect(outcome.isFaithful, "\(outcome.mismatches) \(outcome.stopped ?? "")")
    let faults = try #require(outcome.run.records.last).faults
    #expect(faults.map(result.system.describe) == [violation.message])
    #expect(faults == violation.counterexample.records.last?.faults)
  }

  @Test func lassoKeepsItsLoopStart() throws {
    let result = try CheckFixture.check("liveness_cycle.ipl")
    let violation = try CheckFixture.violation(result, .property, named: "Answered")
    let file = TraceFile(violation: violation, system: result.system, files: [])
    #expect(file.loopStart == 3)
    let outcome = TraceReplay(system: result.system).replay(file)
    #expect(outcome.isFaithful)
    #expect(outcome.run.loopStart == 3)
  }

  @Test func replayStopsAtAStepThatIsNotEnabled() throws {
    let result = try CheckFixture.check("unhandled.ipl")
    let violation = try CheckFixture.violation(result, .unhandled)
    var file = TraceFile(violation: violation, system: result.system, files: [])
    file.steps.removeFirst()  // Screen now takes from an empty queue
    let outcome = TraceReplay(system: result.system).replay(file)
    #expect(
      outcome.stopped
        == "step 2 (Screen takes Panel.hold from Panel: unhandled) is not enabled in this state")
    #expect(outcome.run.length == 0)
  }

  @Test func replayReportsWhereTheModelDiverges() throws {
    let result = try CheckFixture.check("unhandled.ipl")
    var file = TraceFile(
      violation: try CheckFixture.violation(result, .unhandled), system: result.system, files: [])
    file.steps[1].after = ["On"]
    let outcome = TraceReplay(system: result.system).replay(file)
    #expect(outcome.stopped == nil)
    #expect(outcome.mismatches == ["step 2: 'Screen' is in [Off], the trace recorded [On]"])
  }

  @Test func unknownNamesAreReported() throws {
    let result = try CheckFixture.check("unhandled.ipl")
    var file = TraceFile(
      violation: try CheckFixture.violation(result, .unhandled), system: result.system, files: [])
    file.steps[0].case = "Panel.shake"
    #expect(
      TraceReplay(system: result.system).replay(file).stopped == "step 1: no case 'Panel.shake'")
  }

  @Test func traceWriterWritesOneFilePerViolation() throws {
    let folder = TemporaryFolder()
    let report = CheckDriver.check(paths: [CheckFixture.path("patterns.ipl")])
    let written = try TraceWriter.write(report, to: folder.path)
    let paths = try #require(written.first).compactMap { $0 }
    #expect(paths.count == 11)
    #expect(paths.first?.hasSuffix("Patterns-1-property-NeverOn.trace.json") == true)
    for path in paths {
      let file = try TraceFile.read(path: path)
      #expect(file.files == [CheckFixture.path("patterns.ipl")])
      let system = try #require(report.results.first?.system)
      #expect(TraceReplay(system: system).replay(file).isFaithful)
    }
  }

  @Test func readingSomethingElseFails() throws {
    let folder = TemporaryFolder()
    let path = folder.write("x.json", "{\"format\": 1}")
    #expect(throws: TraceFileError.self) { try TraceFile.read(path: path) }
  }
}

/// The driver behind `interplay run --replay FILE`.
@Suite struct ReplayDriverTests {
  @Test func replaysAWrittenTraceFromItsFile() throws {
    let folder = TemporaryFolder()
    let report = CheckDriver.check(paths: [CheckFixture.path("deadlock_owed.ipl")])
    let path = try #require(try TraceWriter.write(report, to: folder.path).first?.first ?? nil)
    let replay = ReplayDriver.replay(path: path)
    #expect(replay.status == .clean)
    #expect(
      ReplayDriver.text(replay).split(separator: "\n").map(String.init).filter {
        $0.hasPrefix("#") || $0.hasPrefix("replay")
      } == [
        "replaying DeadlockOwed: deadlock: no step is possible while 'Oracle' owes a reply to Oracle.ask from 'Client'",
        "#0 initialize",
        "#1 stub Client sends Oracle.ask",
        "#2 Oracle takes Oracle.ask from Client: handled",
        "replayed 2 steps as recorded",
      ])
  }

  @Test func unreadableTraceIsAnInputError() {
    let replay = ReplayDriver.replay(path: "/nonexistent/trace.json")
    #expect(replay.status == .inputError)
    #expect(replay.traceError == "cannot read trace file '/nonexistent/trace.json'")
  }

  @Test func divergingModelIsAFinding() throws {
    let folder = TemporaryFolder()
    let report = CheckDriver.check(paths: [CheckFixture.path("unhandled.ipl")])
    let system = try #require(report.results.first?.system)
    let violation = try #require(report.results.first?.violations.first)
    var trace = TraceFile(
      violation: violation, system: system, files: [CheckFixture.path("unhandled.ipl")])
    trace.steps[1].transitions = ["Off -> On on Panel.hold"]
    let path = folder.write("changed.trace.json", trace.encoded())
    let replay = ReplayDriver.replay(path: path)
    #expect(replay.status == .findings)
    #expect(ReplayDriver.text(replay).contains("the model no longer runs as the trace recorded"))
  }
}
