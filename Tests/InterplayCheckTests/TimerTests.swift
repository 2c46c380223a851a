import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import Testing

/// Logical time (`send ... after D`): a timeout step is enabled only when no other step
/// is, a send keeps at most four timers pending, and the checker's witness is the
/// executor's run. Counterexamples asserted step by step.
@Suite struct TimerTests {
  @Test func aFifthPendingTimerOfOneSendIsAnOverflow() throws {
    let result = try CheckFixture.check("timer_overflow.ipl")
    let violation = try CheckFixture.violation(result, .overflow)
    #expect(
      violation.message
        == "timer overflow: 'Pacer' sent Pacer.beat after a delay while 4 timers of that send were pending"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Env emits tick", "#2 stub Env emits tick", "#3 stub Env emits tick",
        "#4 stub Env emits tick", "#5 stub Env emits tick",
        "#6 Pacer takes Env.tick from Env: handled", "#7 Pacer takes Env.tick from Env: handled",
        "#8 Pacer takes Env.tick from Env: handled", "#9 Pacer takes Env.tick from Env: handled",
        "#10 Pacer takes Env.tick from Env: handled",
      ])
    #expect(result.violations.count == 1)
  }

  /// In every state of the fixture, a timeout is the only step when it is enabled at
  /// all, and it is enabled exactly when nothing else is and a timer is pending.
  @Test func timeIsOnlyAStepWhenNothingElseCanHappen() throws {
    let result = try CheckFixture.check("../Semantics/47_timers.ipl")
    let system = result.system
    let graph = ModelChecker(system: system).exploreGraph()
    var timeouts = 0
    for node in 0..<graph.count {
      let steps = system.enabledSteps(in: graph.state(node))
      let isTimeout = steps.map { if case .timeout = $0 { true } else { false } }
      if isTimeout.contains(true) {
        timeouts += 1
        #expect(steps.count == 1)
      }
    }
    // 0ms, then 500ms (two timers together), then 2s.
    #expect(timeouts == 3)
  }

  @Test func theExecutorRunsTheCheckersWitness() throws {
    let result = try CheckFixture.check("../Semantics/47_timers.ipl")
    let verdict = try #require(result.sequences.first)
    let witness = try #require(verdict.witnesses.first?.run)
    // The environment's one step, then the executor's own schedule: the same run,
    // timeouts included, as the checker's shortest witness.
    var executor = Executor(system: result.system)
    executor.apply(try #require(witness.steps.first))
    _ = executor.runUntilQuiescent(maxSteps: 100)
    let taken = executor.trace.map(\.events).filter { events in
      events.contains { if case .timePassed = $0 { true } else { false } }
    }
    let witnessed = witness.records.map(\.events).filter { events in
      events.contains { if case .timePassed = $0 { true } else { false } }
    }
    #expect(taken.count == 3)
    #expect(taken == witnessed)
    #expect(executor.isQuiescent)
  }
}
