import InterplayCheck
import InterplayRuntime
import Testing

/// Liveness: cycles where an obligation stays pending forever, under weak fairness.
@Suite struct LivenessTests {
  @Test func responseNeverGivenOnAFairCycleIsALasso() throws {
    let result = try CheckFixture.check("liveness_cycle.ipl")
    let violation = try CheckFixture.violation(result, .property, named: "Answered")
    #expect(
      violation.message
        == "property 'Answered' (Ping.answer responds to Bell.ring) is violated: the run cycles forever and a Bell.ring is never followed by Ping.answer"
    )
    let run = violation.counterexample
    #expect(run.loopStart == 3)
    #expect(
      CheckFixture.steps(run, in: result) == [
        "#1 stub Bell emits ring",
        "#2 Ping takes Bell.ring from Bell: ignored",
        "#3 Pong takes Pong.ping from Ping: handled",
        "#4 Ping takes Ping.pong from Pong: handled",
      ])
    // The cycle closes: the last state is the state the cycle starts from.
    #expect(run.states.last == run.states[2])
    #expect(result.violations.count == 1, "RallyGoesOn holds")
  }

  @Test func unfairCyclesAreNotCounterexamples() throws {
    let result = try CheckFixture.check("liveness_fair.ipl")
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
  }

  @Test func livenessIsUndecidedWhenTheSearchStops() throws {
    let result = try CheckFixture.check(
      "liveness_cycle.ipl", options: CheckOptions(limits: CheckLimits(maxStates: 3)))
    #expect(result.limit == .states(3))
    #expect(result.undecided.contains("Answered"))
    #expect(result.status == .incomplete)
  }
}
