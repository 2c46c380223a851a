import InterplayCheck
import InterplayRuntime
import Testing

/// Sequences as claims (sequences.ipl): every resolution of a sequence's fragments has a
/// shortest witness, a forbidden sequence has none.
@Suite struct SequenceClaimTests {
  static let result = Result { try CheckFixture.check("sequences.ipl") }

  func verdict(_ name: String) throws -> SequenceVerdict {
    try #require(try Self.result.get().sequences.first { $0.name == name })
  }

  @Test func altAndParResolutionsAreEachWitnessed() throws {
    let pay = try verdict("Pay")
    #expect(pay.outcome == .holds)
    #expect(
      pay.witnesses.map(\.label) == ["alt \"the bank accepts\", par", "alt \"the bank declines\""])
    let result = try Self.result.get()
    let accepted = try #require(pay.witnesses.first?.run)
    #expect(
      CheckFixture.steps(accepted, in: result) == [
        "#1 stub Till emits cardPresented",
        "#2 Checkout takes Till.cardPresented(#0) from Till: handled",
        "#3 stub Bank takes Bank.charge(#0) from Checkout",
        "#4 Checkout takes reply Bank.charge(paid) from Bank: handled",
      ])
  }

  @Test func loopIsWitnessedAtItsLowerAndUpperCount() throws {
    let retry = try verdict("RetryAfterDecline")
    #expect(retry.outcome == .holds)
    #expect(retry.witnesses.map(\.run.length) == [4, 8])
    #expect(
      retry.witnesses.map(\.label).allSatisfy { $0.contains("opt \"the customer gives up\"") })
  }

  @Test func impossibleForbiddenSequenceHolds() throws {
    let fraud = try verdict("ChargeAfterFraud")
    #expect(fraud.isForbidden)
    #expect(fraud.outcome == .holds)
    #expect(fraud.witnesses.isEmpty)
  }

  @Test func sequenceThatCannotHappen() throws {
    let result = try Self.result.get()
    #expect(try verdict("PrintAfterLock").outcome == .violated)
    let violation = try CheckFixture.violation(result, .sequence, named: "PrintAfterLock")
    #expect(
      violation.message
        == "sequence 'PrintAfterLock' cannot happen: no run gets past item 2, 'Checkout -> Printer: print'"
    )
    // The run shown is the shortest that matched the first item.
    #expect(
      CheckFixture.steps(violation.counterexample, in: result).last?.contains("charge(fraud)")
        == true)
  }

  @Test func forbiddenSequenceThatHappens() throws {
    let result = try Self.result.get()
    let violation = try CheckFixture.violation(result, .sequence, named: "NeverDeclined")
    #expect(violation.message == "forbidden sequence 'NeverDeclined' happens")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Till emits cardPresented",
        "#2 Checkout takes Till.cardPresented(#0) from Till: handled",
        "#3 stub Bank takes Bank.charge(#0) from Checkout",
        "#4 Checkout takes reply Bank.charge(declined) from Bank: handled",
      ])
  }

  @Test func oneImpossibleResolutionFailsTheSequence() throws {
    let result = try Self.result.get()
    let violation = try CheckFixture.violation(result, .sequence, named: "ManyCards")
    #expect(violation.message.hasPrefix("sequence 'ManyCards' (loop ×4) cannot happen"))
    // The furthest run is the reduced graph's shortest to item 4: with the forbidden
    // `ChargeAfterFraud` shown impossible before the search, no claim sees Checkout's
    // takes, which the reduction then orders before the stub's next emission, the
    // second one too since the probe (`ArrivalProbe`) shows the last card fits its
    // queue: five steps (the full graph's run, `--reduce none`, is the three emissions).
    #expect(violation.counterexample.length == 5)
  }

  @Test func sequencesCanBeSkipped() throws {
    let result = try CheckFixture.check(
      "sequences.ipl", options: CheckOptions(checksSequences: false))
    #expect(result.sequences.isEmpty)
    #expect(result.violations.isEmpty)
  }
}
