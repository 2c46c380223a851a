import InterplayCheck
import InterplayRuntime
import Testing

/// Events beyond a send (event_terms.ipl): a notification taken by an actor (`Wallet
/// takes outage`), a reply with its value (`reply Portal.pay(accepted)`), payloads, and
/// sets joined by `or`. Each property under "Hold" holds, each under "Fail" fails with
/// the shortest counterexample, step by step.
@Suite struct EventTermPropertyTests {
  static let result = Result { try CheckFixture.check("event_terms.ipl") }

  func steps(_ name: String) throws -> [String] {
    let result = try Self.result.get()
    let violation = try CheckFixture.violation(result, .property, named: name)
    return CheckFixture.steps(violation.counterexample, in: result)
  }

  @Test func exactlyTheFailingPropertiesAreReported() throws {
    let result = try Self.result.get()
    #expect(
      Set(result.violations.compactMap(\.name)) == [
        "NeverAccepted", "NoRefund", "OutageNeverTaken", "PaysOne", "RefundFirst",
      ])
    #expect(result.isComplete)
  }

  /// A reply is an event of its own, told apart by its value.
  @Test func aReplyWithItsValue() throws {
    let result = try Self.result.get()
    let violation = try CheckFixture.violation(result, .property, named: "NeverAccepted")
    #expect(
      violation.message
        == "property 'NeverAccepted' (never reply Portal.pay(accepted)) is violated: reply Portal.pay(accepted) happened"
    )
    #expect(try steps("NeverAccepted") == ["#1 stub Portal takes Portal.pay(2) from Wallet"])
  }

  /// A stub takes a request when its step removes it from the queue, not when it is sent.
  @Test func aStubTakingARequest() throws {
    #expect(
      try steps("NoRefund") == [
        "#1 stub Portal takes Portal.pay(2) from Wallet",
        "#2 Wallet takes reply Portal.pay(rejected) from Portal: handled",
        "#3 stub Portal takes Portal.refund from Wallet",
      ])
    #expect(
      try steps("RefundFirst") == ["#1 stub Portal takes Portal.pay(2) from Wallet"])
  }

  /// Ignoring an event is taking it; deferring it is not (`NoOutageWhilePaying` holds
  /// although the outage may be queued while the wallet pays).
  @Test func ignoringIsTakingDeferringIsNot() throws {
    let steps = try steps("OutageNeverTaken")
    #expect(steps.count == 4)
    #expect(steps.last == "#4 Wallet takes Portal.outage from Portal: ignored")
    let result = try Self.result.get()
    #expect(!result.violations.contains { $0.name == "NoOutageWhilePaying" })
  }

  /// A payload written narrows the event: the wallet only ever pays 2.
  @Test func aPayloadNarrowsTheEvent() throws {
    let result = try Self.result.get()
    let violation = try CheckFixture.violation(result, .property, named: "PaysOne")
    #expect(violation.message.hasSuffix("the run ends and Portal.pay(1) never happens"))
    #expect(!result.violations.contains { $0.name == "PaysTwo" })
  }

  /// `or`: either reply answers the payment; takes and reply values anchor the scopes.
  @Test func setsAndAnchorsHold() throws {
    let result = try Self.result.get()
    let names = Set(result.violations.compactMap(\.name))
    for held in [
      "OneAnswer", "RefundOnlyAfterRejection", "EveryPaymentAnswered", "RefundTakenAfterRejection",
    ] {
      #expect(!names.contains(held), "\(held)")
    }
  }
}
