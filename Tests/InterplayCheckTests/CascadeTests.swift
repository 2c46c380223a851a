import InterplayCheck
import InterplayRuntime
import Testing

/// Data-model cascades are synchronous in both drivers: no actor takes an ordinary
/// notification while a registration is in flight.
@Suite struct CascadeTests {
  @Test func registrationIsDeliveredBeforeAnEarlierQueuedNotification() throws {
    let result = try CheckFixture.check("cascade_first.ipl")
    #expect(result.violations.map(\.message) == [])
    #expect(result.isComplete)
  }

  @Test func whileACascadeIsInFlightItsDeliveryIsTheOnlyStep() throws {
    let result = try CheckFixture.check("cascade_first.ipl")
    let system = result.system
    // Edit, then peek, then let Editor close its transaction: Show is now in flight,
    // queued behind the peek in Viewer's queue.
    var (state, _) = system.initialState()
    for name in ["edit", "peek"] {
      let emit = try #require(
        system.enabledSteps(in: state).first {
          if case .stubEmit(_, let gid, _) = $0 { return system.caseShortName(gid) == name }
          return false
        })
      state = system.apply(emit, to: state).0
    }
    let editor = try #require(
      system.enabledSteps(in: state).first {
        if case .take(let actor, _, _) = $0 { return system.actorName(actor) == "Editor" }
        return false
      })
    state = system.apply(editor, to: state).0
    let cascade = try #require(system.cascadeStep(in: state))
    #expect(system.enabledSteps(in: state) == [cascade])
    guard case .take(let actor, let index, _) = cascade else {
      Issue.record("expected a take, found \(cascade)")
      return
    }
    #expect(system.actorName(actor) == "Viewer")
    #expect(index > 0, "the registration jumps the peek queued before it")
  }
}
