import InterplayModel
import InterplayTestSupport
import Testing

/// Properties, invariants and topology rules.
@Suite struct PropertyDiagnosticsTests {
  static let topology = """
    service Service {
      request { locate, ping }
      event { located, ping }
    }
    behaviour B { var n: Int(0...3) initial state Idle }

    """

  @Test func eventsAreActorCases() {
    expectFindings(
      Self.topology + """
        property P1: never Service.locate
        property P2: eventually Service.located before Service.locate
        property P3: 1️⃣Service.ping precedes Service.located
        property P4: at most 2 Service.2️⃣locatd
        property P5: never 3️⃣located
        property P6: Service.located responds to 4️⃣Nobody.x between Service.locate and Service.located
        property P7: always 5️⃣B.n
        property P8: always B.n < 2 after Service.locate until Service.located
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.ambiguous-event",
          "'Service.ping' names both a request and an event of 'Service'"),
        ExpectedFinding("2️⃣", "resolve.unknown-case", "'Service' has no request or event 'locatd'"),
        ExpectedFinding(
          "3️⃣", "resolve.unknown-case", "expected an event written 'Actor.case', found 'located'"),
        ExpectedFinding("4️⃣", "resolve.unknown-actor", "unknown actor 'Nobody'"),
        ExpectedFinding("5️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
      ])
    let result = resolveMarked(MarkedSource(Self.topology + "property P: never located"))
    #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'Service.located'?"])
  }

  /// `Taker takes ...`, `reply ...`, payloads and `or`: each mistake has its own id.
  @Test func eventTermsNameTakersRepliesAndPayloads() {
    let model = """
      enum Outcome { accepted, rejected }
      service Portal {
        request { pay(amount: Int(1...2)) -> Outcome, refund }
        event { outage }
      }
      behaviour Wallet {
        requests Portal.request
        observes Portal.event
        initial state Idle
      }
      behaviour Other { initial state Idle }

      """
    expectFindings(
      model + """
        property P1: never Wallet takes reply pay(accepted) or Portal takes refund
        property P2: never Wallet takes outage or reply Portal.pay
        property P3: never 1️⃣Wallet takes Portal.refund
        property P4: never 2️⃣Other takes Portal.outage
        property P5: never Wallet takes 3️⃣nothing
        property P6: never reply 4️⃣Portal.refund
        property P7: never 5️⃣Portal.pay(1, 2)
        property P8: never reply Portal.pay(6️⃣3)
        property P9: never Portal.pay(1) or 7️⃣Nobody takes refund
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.never-taken",
          "'Wallet' never takes 'Portal.refund': only 'Portal' takes its own requests"),
        ExpectedFinding(
          "2️⃣", "resolve.never-taken",
          "'Other' never takes 'Portal.outage': only the observers of 'Portal.event' take its events"
        ),
        ExpectedFinding("3️⃣", "resolve.unknown-case", "'Wallet' takes no 'nothing'"),
        ExpectedFinding(
          "4️⃣", "resolve.reply-without-type", "request 'Portal.refund' has no reply type"),
        ExpectedFinding("5️⃣", "type.arity", "'pay' takes 1 payload value, found 2"),
        ExpectedFinding("6️⃣", "type.mismatch", "expected 'Outcome', found 'Int(3...3)'"),
        ExpectedFinding("7️⃣", "resolve.unknown-actor", "unknown actor 'Nobody'"),
      ])
  }

  @Test func invariantsAreBooleanTopLevelExpressions() {
    expectFindings(
      Self.topology + """
        invariant I1: B.n <= 3 && B in Idle
        invariant I2: 1️⃣B.n + 1
        invariant I3: 2️⃣n > 0
        invariant I4: B in 3️⃣Busy
        """,
      [
        ExpectedFinding("1️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
        ExpectedFinding("2️⃣", "resolve.unknown-name", "unknown name 'n'"),
        ExpectedFinding("3️⃣", "resolve.unknown-state", "'B' has no state 'Busy'"),
      ])
  }

  @Test func rulesNameActorsOrRoles() {
    expectFindings(
      Self.topology + """
        forbid presentation -> service
        forbid B -> 1️⃣Servic
        allow only behaviour -> service, B -> 2️⃣X
        hub 3️⃣Hub between B, Service
        hub B between presentation, Service
        """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-actor", "unknown actor 'Servic'"),
        ExpectedFinding("2️⃣", "resolve.unknown-actor", "unknown actor 'X'"),
        ExpectedFinding("3️⃣", "resolve.unknown-actor", "unknown actor 'Hub'"),
      ])
    let model = expectClean(
      Self.topology + """
        forbid presentation -> Service
        allow only behaviour -> service, B -> Service
        hub B between presentation, Service
        """)
    #expect(
      model.rules.map(\.kind) == [
        .forbid(.role(.presentation), .actor(ActorID(0))),
        .allowOnly([
          EndpointPair(from: .role(.behaviour), to: .role(.service)),
          EndpointPair(from: .actor(ActorID(1)), to: .actor(ActorID(0))),
        ]),
        .hub(ActorID(1), between: [.role(.presentation), .actor(ActorID(0))]),
      ])
  }
}
