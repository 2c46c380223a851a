import InterplayCheck
import InterplayRuntime
import Testing

/// The specification patterns and their scopes on the Lights model (patterns.ipl): the
/// properties under "Hold" hold, each under "Fail" fails with the shortest counterexample.
@Suite struct PatternPropertyTests {
  static let result = Result { try CheckFixture.check("patterns.ipl") }

  func violation(_ name: String) throws -> (Violation, CheckResult) {
    let result = try Self.result.get()
    return (try CheckFixture.violation(result, .property, named: name), result)
  }

  @Test func exactlyTheFailingPropertiesAreReported() throws {
    let result = try Self.result.get()
    let names = Set(result.violations.compactMap(\.name))
    #expect(
      names == [
        "NeverOn", "AlwaysOn", "OneFlash", "AlwaysNormal", "AlarmBeforeLight", "OffAfterOn",
        "DarkBeforeAlarm", "DarkAfterAlarm", "NoOffBetween", "FlashUntilOff", "NeverLit",
      ])
    #expect(result.isComplete)
  }

  @Test func absence() throws {
    let (violation, result) = try violation("NeverOn")
    #expect(
      violation.message
        == "property 'NeverOn' (never Panel.lightOn) is violated: Panel.lightOn happened")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits switchPressed",
        "#2 Lights takes Panel.switchPressed from Panel: handled",
      ])
    #expect(
      CheckFixture.trace(violation.counterexample, in: result).contains(
        "  send Lights -> Panel: lightOn"))
  }

  @Test func existenceFailsWhenARunEndsWithoutTheEvent() throws {
    let (violation, result) = try violation("AlwaysOn")
    #expect(violation.message.hasSuffix("the run ends and Panel.lightOn never happens"))
    // The panel must spend its whole budget (three emits) before a run can end.
    #expect(violation.counterexample.length == 9)
    #expect(violation.counterexample.loopStart == nil)
    let steps = CheckFixture.steps(violation.counterexample, in: result)
    #expect(!steps.contains { $0.contains("lightOn") })
  }

  @Test func boundedExistence() throws {
    let (violation, result) = try violation("OneFlash")
    #expect(violation.message.hasSuffix("Panel.flash happened more than 1 time"))
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits alarm", "#2 stub Panel emits alarm",
        "#3 Lights takes Panel.alarm from Panel: handled",
        "#4 Lights takes Panel.alarm from Panel: handled",
      ])
  }

  @Test func universality() throws {
    let (violation, _) = try violation("AlwaysNormal")
    #expect(
      violation.message
        == "property 'AlwaysNormal' (always Lights in Normal) is violated: the condition is false in a state"
    )
    #expect(violation.counterexample.length == 2)
  }

  @Test func precedence() throws {
    let (violation, result) = try violation("AlarmBeforeLight")
    #expect(violation.message.hasSuffix("Panel.lightOn happened before any Panel.alarm"))
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits switchPressed",
        "#2 Lights takes Panel.switchPressed from Panel: handled",
      ])
  }

  @Test func responseFailsWhenARunEndsWithTheTriggerUnanswered() throws {
    let (violation, result) = try violation("OffAfterOn")
    #expect(
      violation.message.hasSuffix(
        "the run ends and a Panel.lightOn is never followed by Panel.lightOff"))
    #expect(violation.counterexample.length == 9)
    let steps = CheckFixture.steps(violation.counterexample, in: result)
    #expect(steps.last == "#9 stub Panel takes Panel.lightOn from Lights")
  }

  @Test func beforeScopeJudgesAtItsClosingEvent() throws {
    let (violation, result) = try violation("DarkBeforeAlarm")
    #expect(
      violation.message.hasSuffix("Panel.lightOn happened, and then Panel.alarm closed the stretch")
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits switchPressed",
        "#2 Lights takes Panel.switchPressed from Panel: handled",
        "#3 stub Panel emits alarm",
      ])
  }

  @Test func afterScopeOpensAtItsEvent() throws {
    let (violation, result) = try violation("DarkAfterAlarm")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits switchPressed", "#2 stub Panel emits alarm",
        "#3 Lights takes Panel.switchPressed from Panel: handled",
      ])
  }

  @Test func betweenScopeCountsOnlyClosedStretches() throws {
    let (violation, _) = try violation("NoOffBetween")
    #expect(
      violation.message.hasSuffix(
        "Panel.lightOff happened, and then Panel.alarm closed the stretch"))
    #expect(violation.counterexample.length == 5)
  }

  @Test func afterUntilScopeReportsInsideAnOpenStretch() throws {
    let (violation, result) = try violation("FlashUntilOff")
    #expect(violation.message.hasSuffix("is violated: Panel.lightOff happened"))
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Panel emits alarm", "#2 stub Panel emits switchPressed",
        "#3 Lights takes Panel.alarm from Panel: handled",
        "#4 Lights takes Panel.switchPressed from Panel: handled",
      ])
  }

  @Test func invariants() throws {
    let result = try Self.result.get()
    let violation = try CheckFixture.violation(result, .invariant, named: "NeverLit")
    #expect(violation.message == "invariant 'NeverLit' does not hold")
    #expect(violation.counterexample.length == 2)
    let state = try #require(violation.counterexample.states.last)
    #expect(
      result.system.variables(1, in: state).map { "\($0.name) = \($0.value)" } == ["lit = true"])
    #expect(!result.violations.contains { $0.name == "LitOnlyWhenOn" })
  }
}

/// Events as properties see them, and the search order's effect on liveness.
@Suite struct PropertyEventTests {
  @Test func oneEmitToSeveralObserversIsOneEvent() throws {
    let result = try CheckFixture.check("emit_observers.ipl")
    #expect(result.violations.compactMap(\.name) == ["NoSecondTick"])
    // The opening event of a stretch belongs to it: the tick that opens `after Hub.tick`
    // is itself a tick inside the stretch.
    let violation = try CheckFixture.violation(result, .property, named: "NoSecondTick")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Bell emits ring", "#2 Hub takes Bell.ring from Bell: handled",
      ])
  }

  @Test func depthFirstSearchFindsTheSameLasso() throws {
    let result = try CheckFixture.check("liveness_cycle.ipl", options: CheckOptions(order: .dfs))
    let violation = try CheckFixture.violation(result, .property, named: "Answered")
    let run = violation.counterexample
    let start = try #require(run.loopStart)
    #expect(run.states.last == run.states[start - 1], "the cycle returns to where it started")
    #expect(result.violations.count == 1)
  }

  /// An event emitted while nobody observes it still happens: properties see it.
  @Test func unobservedEmitsAreEvents() throws {
    let result = try CheckFixture.check("unobserved_emit.ipl")
    let violation = try CheckFixture.violation(result, .property, named: "NeverLit")
    #expect(
      violation.message == "property 'NeverLit' (never Lamp.lit) is violated: Lamp.lit happened")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Button emits pressed", "#2 Lamp takes Button.pressed from Button: handled",
      ])
    let last = try #require(violation.counterexample.records.last)
    #expect(
      TraceFormatter.lines(
        last, index: 2, after: violation.counterexample.states.last!, in: result.system
      ).contains("  emit Lamp.lit (no observer)"))
  }
}
