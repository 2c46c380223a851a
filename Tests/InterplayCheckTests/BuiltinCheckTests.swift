import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import Testing

/// Each built-in check with a failing and a passing model; counterexamples asserted step
/// by step (each is a shortest one: the search is breadth-first).
@Suite struct BuiltinCheckTests {
  @Test func deferredRequestLeftQueuedIsADeadlock() throws {
    let result = try CheckFixture.check("deadlock_deferred.ipl")
    let violation = try CheckFixture.violation(result, .deadlock)
    #expect(
      violation.message
        == "deadlock: no step is possible while 'Door' has 1 queued notification it defers (first: Door.open from 'Visitor')"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Visitor sends Door.open"
      ])
    #expect(result.violations.count == 1)
  }

  @Test func requestTakenAndNeverAnsweredIsADeadlock() throws {
    let result = try CheckFixture.check("deadlock_owed.ipl")
    let violation = try CheckFixture.violation(result, .deadlock)
    #expect(violation.message.hasSuffix("'Oracle' owes a reply to Oracle.ask from 'Client'"))
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Client sends Oracle.ask",
        "#2 Oracle takes Oracle.ask from Client: handled",
      ])
    let last = try #require(violation.counterexample.states.last)
    #expect((0..<result.system.actorCount).allSatisfy { result.system.queue($0, in: last).isEmpty })
  }

  @Test func emptyQueuesWithNothingOwedAreARest() throws {
    let result = try CheckFixture.check("deadlock_rest.ipl", options: CheckFixture.unreduced)
    #expect(result.violations.isEmpty)
    #expect(result.isComplete)
    #expect(result.statistics.states == 10)
  }

  @Test func deadlockCheckCanBeSwitchedOff() throws {
    // overflow.ipl says `check deadlock off`; its sink defers every ping forever.
    let result = try CheckFixture.check("overflow.ipl")
    #expect(!result.violations.contains { $0.check == .deadlock })
  }

  @Test func unhandledNotification() throws {
    let result = try CheckFixture.check("unhandled.ipl")
    let violation = try CheckFixture.violation(result, .unhandled)
    #expect(
      violation.message
        == "unhandled notification: 'Screen' took Panel.hold from 'Panel' and no active state handles, ignores or defers it"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits hold",
        "#2 Screen takes Panel.hold from Panel: unhandled",
      ])
    #expect(try CheckFixture.check("handled.ipl").violations.isEmpty)
  }

  @Test func queueOverflow() throws {
    let result = try CheckFixture.check("overflow.ipl")
    let violation = try CheckFixture.violation(result, .overflow)
    #expect(
      violation.message
        == "queue overflow: Sensor.ping from 'Sensor' does not fit the queue of 'Sink'")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Sensor emits ping", "#2 stub Sensor emits ping",
      ])
    #expect(
      CheckFixture.trace(violation.counterexample, in: result).suffix(2) == [
        "  send Sensor -> Sink: ping (overflow)",
        "  fault: queue overflow: Sensor.ping from 'Sensor' does not fit the queue of 'Sink'",
      ])
    #expect(try CheckFixture.check("no_overflow.ipl").violations.isEmpty)
  }

  @Test func popOfAScopeThatIsNotTheTop() throws {
    let result = try CheckFixture.check("scope_pop_not_top.ipl")
    let violation = try CheckFixture.violation(result, .scopes)
    #expect(violation.message == "'Main' popped scope 'A', which is not the top of its stack")
    // At the `pop` that broke the discipline, not at the scope's declaration.
    #expect(location(of: "scope_pop_not_top.ipl") == "17:29")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Trigger emits go", "#2 Main takes Trigger.go from Trigger: handled",
      ])
  }

  @Test func pushOfAnActiveScope() throws {
    let result = try CheckFixture.check("scope_push_twice.ipl")
    let violation = try CheckFixture.violation(result, .scopes)
    #expect(violation.message == "'Main' pushed scope 'A', which is already pushed")
    #expect(location(of: "scope_push_twice.ipl") == "14:29")
    #expect(violation.counterexample.length == 2)
  }

  @Test func requestToAnInactiveScope() throws {
    let result = try CheckFixture.check("scope_inactive.ipl")
    let violation = try CheckFixture.violation(result, .scopes)
    #expect(
      violation.message
        == "delivery to an inactive scope: Main -> HelpView: show was dropped because scope 'Help' is not pushed"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Trigger emits close", "#2 stub Trigger emits again",
        "#3 Main takes Trigger.close from Trigger: handled",
        "#4 Main takes Trigger.again from Trigger: handled",
      ])
  }

  @Test func scopesPushedAndPoppedInOrder() throws {
    let result = try CheckFixture.check("scope_discipline.ipl")
    #expect(result.violations.isEmpty)
  }

  @Test func failedAssertion() throws {
    let result = try CheckFixture.check("assertion.ipl")
    let violation = try CheckFixture.violation(result, .assertions)
    #expect(violation.message == "assertion failed in 'Counter': at most two ticks")
    // Three ticks and three takes: six steps, the fewest that reach the third tick.
    #expect(violation.counterexample.length == 6)
    #expect(
      CheckFixture.steps(violation.counterexample, in: result).suffix(1) == [
        "#6 Counter takes Clock.tick from Clock: handled"
      ])
    #expect(try CheckFixture.check("assertion_holds.ipl").violations.isEmpty)
  }

  @Test func valueOutOfRangeIsARuntimeError() throws {
    let result = try CheckFixture.check("runtime_error.ipl")
    let violation = try CheckFixture.violation(result, .runtime)
    #expect(violation.message == "value 2 out of range in 'Amp'")
    #expect(violation.counterexample.length == 4)
  }

  @Test func transactionsKeepTheMutationRule() throws {
    #expect(try CheckFixture.check("mutation_transaction.ipl").violations.isEmpty)
    // A write outside any transaction is rejected before the model is checked.
    let report = CheckDriver.check(paths: [CheckFixture.path("mutation.ipl")])
    #expect(report.results.isEmpty)
    #expect(report.diagnostics.map(\.id.rawValue) == ["resolve.mutation-outside-transaction"])
    #expect(report.status == .inputError)
  }

  @Test func rewritingAPropertyAlreadyReadInTheCascadeBreaksTheMutationRule() throws {
    let result = try CheckFixture.check("mutation_rule.ipl")
    let violation = try CheckFixture.violation(result, .mutation)
    #expect(
      violation.message
        == "mutation rule broken: 'Follower' wrote 'Store.a' after a smart registration that reads it was delivered in the same refresh"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Clock emits tick",
        "#2 Writer takes Clock.tick from Clock: handled",
        "#3 Follower takes Store.Follow from data model: handled",
      ])
  }

  /// Quantwm: a hard registration may read and write anything, is not monitored, and
  /// is processed once per refresh: repairing what it reads is no fault and does not
  /// deliver it again in that refresh (its handler always writes, so a redelivery there
  /// would never end); its own write makes it due at the next refresh.
  @Test func aHardRegistrationRepairsWhatItReadsOncePerRefresh() throws {
    let result = try CheckFixture.check("hard_repairs_what_it_reads.ipl")
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    #expect(result.isComplete)
  }

  /// Quantwm asserts "update during refresh": a smart activity opening a transaction.
  @Test func aTransactionInASmartActivityIsAnUpdateDuringRefresh() throws {
    let result = try CheckFixture.check("update_during_refresh.ipl")
    let violation = try CheckFixture.violation(result, .mutation)
    #expect(
      violation.message
        == "update during refresh: 'Viewer' opened a transaction in the activity of smart registration 'Store.Show'; only actions and hard registrations update the model"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Clock emits tick",
        "#2 Writer takes Clock.tick from Clock: handled",
        "#3 Viewer takes Store.Show from data model: handled",
      ])
  }

  @Test func cascadeThatKeepsTheMutationRule() throws {
    let result = try CheckFixture.check("mutation_rule_kept.ipl")
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
  }

  /// `line:column` where the check reports the first violation of a fixture.
  private func location(of fixture: String) -> String? {
    let report = CheckDriver.check(paths: [CheckFixture.path(fixture)])
    guard let range = report.results.first?.violations.first?.range else { return nil }
    let location = report.sources.location(of: range)
    return "\(location.line):\(location.column)"
  }
}
