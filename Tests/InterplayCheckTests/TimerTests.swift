import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import Testing

/// Logical time (`send ... after D`, `after D`): a timeout step is enabled only when
/// nothing is left to process, a send keeps at most four timers pending, and the
/// checker's witness is the executor's run. Counterexamples asserted step by step.
@Suite struct TimerTests {
  @Test func aFifthPendingTimerOfOneSendIsAnOverflow() throws {
    let result = try CheckFixture.check("timer_overflow.ipl")
    let violation = try CheckFixture.violation(result, .overflow)
    #expect(
      violation.message
        == "timer overflow: 'Pacer' sent Pacer.beat after a delay while 4 timers of that send were pending"
    )
    // The partial-order reduction moves each tick on before the next is emitted: the
    // ticks still to come fit the pacer's queue, which its steps show (`ArrivalProbe`).
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Env emits tick", "#2 Pacer takes Env.tick from Env: handled",
        "#3 stub Env emits tick", "#4 Pacer takes Env.tick from Env: handled",
        "#5 stub Env emits tick", "#6 Pacer takes Env.tick from Env: handled",
        "#7 stub Env emits tick", "#8 Pacer takes Env.tick from Env: handled",
        "#9 stub Env emits tick", "#10 Pacer takes Env.tick from Env: handled",
      ])
    #expect(result.violations.count == 1)
  }

  /// In every state of the fixtures, a timeout is enabled exactly when timers are
  /// pending and nothing is left to process (no take, no eventless step, no stub with
  /// a notification to take); a stub's own emits may be enabled beside it.
  @Test(arguments: ["../Semantics/47_timers.ipl", "../Semantics/49_after.ipl"])
  func timePassesOnlyWhenNothingIsLeftToProcess(_ fixture: String) throws {
    let result = try CheckFixture.check(fixture)
    let system = result.system
    let graph = ModelChecker(system: system).exploreGraph()
    var timeouts = 0
    for node in 0..<graph.count {
      let steps = system.enabledSteps(in: graph.state(node))
      let processing = steps.contains { step in
        switch step {
        case .take, .eventless, .stubTake: true
        default: false
        }
      }
      let timeout = steps.contains { if case .timeout = $0 { true } else { false } }
      #expect(!(timeout && processing), "\(steps)")
      if timeout { timeouts += 1 }
    }
    #expect(timeouts > 0)
  }

  @Test func theExecutorRunsTheCheckersWitness() throws {
    let result = try CheckFixture.check("../Semantics/47_timers.ipl")
    let verdict = try #require(result.sequences.first)
    let witness = try #require(verdict.witnesses.first?.run)
    // The environment's one step, then the executor's own schedule: the same run,
    // timeouts included, as the checker's shortest witness.
    let system = result.system
    let run = ScheduleRun(
      system: system, schedule: Schedule(system: system),
      prefix: [try #require(witness.steps.first)], maxSteps: 100
    ).run(FollowingScript())
    // The engine keeps essential records: each step again, in full.
    let records = run.script.steps.map { system.apply($0.step, to: $0.source).1 }
    let taken = records.map(\.events).filter { events in
      events.contains { if case .timePassed = $0 { true } else { false } }
    }
    let witnessed = witness.records.map(\.events).filter { events in
      events.contains { if case .timePassed = $0 { true } else { false } }
    }
    #expect(taken.count == 3)
    #expect(taken == witnessed)
    #expect(run.stop == .quiescent && run.isQuiescent)
  }
}
