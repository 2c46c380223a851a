import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import Testing

/// An actor whose root reaches a final state has finished: it takes no further steps,
/// and a notification queued for it then, or sent to it later, is reported as unhandled
/// and dropped. Counterexamples asserted step by step.
@Suite struct FinishedActorTests {
  @Test func notificationQueuedWhenItFinishesIsUnhandled() throws {
    let result = try CheckFixture.check("finished_queued.ipl")
    let violation = try CheckFixture.violation(result, .unhandled)
    #expect(
      violation.message
        == "unhandled notification: 'Screen' has finished (its chart is in a final state), so Panel.stop from 'Panel' is never taken"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits stop",
        "#2 stub Panel emits stop",
        "#3 Screen takes Panel.stop from Panel: handled",
      ])
    // Dropped, so it is not also a deadlock.
    #expect(result.violations.count == 1)
    let screen = try #require(result.system.model.actors.firstIndex { $0.name == "Screen" })
    let last = try #require(violation.counterexample.states.last)
    #expect(result.system.queue(screen, in: last).isEmpty)
  }

  @Test func notificationSentAfterItFinishedIsUnhandled() throws {
    let result = try CheckFixture.check("finished_late.ipl")
    let violations = result.violations.filter { $0.check == .unhandled }
    #expect(violations.count == 1)
    #expect(!result.violations.contains { $0.check == .deadlock })
    let violation = try #require(violations.first)
    #expect(violation.message.hasSuffix("so Remote.poke from 'Remote' is never taken"))
  }

  @Test func finishedActorWithNothingQueuedIsAtRest() throws {
    let result = try CheckFixture.check("finished_rest.ipl")
    #expect(result.violations.isEmpty)
    #expect(result.isComplete)
    #expect(result.statistics.states == 3)
  }

  @Test func finishedActorTakesNoStep() throws {
    let result = try CheckFixture.check("finished_late.ipl")
    let system = result.system
    let screen = try #require(system.model.actors.firstIndex { $0.name == "Screen" })
    // After Panel's stop is taken, no step of Screen's is enabled, whatever is queued.
    var executor = Executor(system: system, detail: .essential, keepsTrace: true)
    var finished = false
    for _ in 0..<10 {
      let steps = system.enabledSteps(in: executor.state)
      if finished { #expect(!steps.contains { $0.actor == screen }) }
      guard let step = steps.first else { break }
      _ = executor.apply(step)
      finished = system.activeLeaves(screen, in: executor.state) == ["Closed"]
    }
    #expect(finished)
  }
}
