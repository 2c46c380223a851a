import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import Testing

/// The internal queue: a raised case that nothing takes is unhandled, and a case that
/// raises itself forever is a livelock, each with its counterexample asserted step by
/// step. (The order of the queue is asserted by `Tests/Fixtures/Semantics/44` to `46`.)
@Suite struct InternalQueueTests {
  @Test func aRaisedCaseNobodyTakesIsUnhandled() throws {
    let result = try CheckFixture.check("raise_unhandled.ipl")
    let violation = try CheckFixture.violation(result, .unhandled)
    #expect(
      violation.message
        == "unhandled notification: 'Machine' took Machine.tick from 'Machine' and no active state handles, ignores or defers it"
    )
    #expect(
      CheckFixture.trace(violation.counterexample, in: result) == [
        "#0 initialize",
        "  enter Machine.Idle",
        "  now Machine: Idle",
        "#1 stub Env emits go",
        "  send Env -> Machine: go",
        "#2 Machine takes Env.go from Env: handled",
        "  exit Machine.Idle",
        "  transition Machine: Idle -> Busy on Env.go",
        "  raise Machine.tick",
        "  enter Machine.Busy",
        "  fault: unhandled notification: 'Machine' took Machine.tick from 'Machine' and no active state handles, ignores or defers it",
        "  now Machine: Busy",
      ])
    #expect(result.violations.count == 1)
  }

  @Test func aCaseThatRaisesItselfIsALivelock() throws {
    let result = try CheckFixture.check("raise_livelock.ipl")
    let violation = try CheckFixture.violation(result, .runtime)
    #expect(
      violation.message
        == "'Echo' took more than 256 microsteps (eventless transitions and internal events: done events, raised cases) in one step"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Env emits go",
        "#2 Echo takes Env.go from Env: handled",
      ])
    let trace = CheckFixture.trace(violation.counterexample, in: result)
    #expect(trace.filter { $0 == "  raise Echo.again" }.count == 256)
    // The step ends at the bound with its internal queue dropped: nothing more happens.
    #expect(trace.last == "  now Echo: Idle")
  }

  /// The executor and the checker take the same internal steps: the executor's run of
  /// the order fixture is the checker's witness.
  @Test func theExecutorKnowsTheCheckersTrace() throws {
    let result = try CheckFixture.check("../Semantics/45_internal_order.ipl")
    var executor = Executor(system: result.system)
    let verdict = try #require(result.sequences.first)
    let witness = try #require(verdict.witnesses.first?.run)
    for step in witness.steps { executor.apply(step) }
    #expect(executor.trace.map(\.events) == witness.records.map(\.events))
  }
}
