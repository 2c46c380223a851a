import InterplayModel
import InterplayTestSupport
import Testing

/// `reply value`: immediate in the transition that takes the request, deferred elsewhere.
@Suite struct ReplyDiagnosticsTests {
  @Test func immediateRepliesHaveTheirRequestsReplyType() {
    expectFindings(
      """
      enum Answer { yes, no }
      service S {
        request { ask -> Answer, tell, count -> Int(0...3) }
        initial state Idle {
          on ask -> Idle { reply no }
          on ask [true] -> Idle { 1️⃣reply }
          on ask [false] -> Idle { reply 2️⃣true }
          on count -> Idle { reply 3️⃣7 }
          on count [true] -> Idle { if true { transaction { reply 2 } } }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.reply-missing-value", "reply to 'ask' needs a value of type 'Answer'"),
        ExpectedFinding("2️⃣", "type.mismatch", "expected 'Answer', found 'Bool'"),
        ExpectedFinding("3️⃣", "type.int-out-of-range", "value 7 is out of range for 'Int(0...3)'"),
      ])
  }

  @Test func deferredRepliesNeedOneSharedReplyType() {
    let ambiguous =
      "'reply' here may answer 'ask' (Answer) or 'count' (Int(0...3)); "
      + "reply inside the transition that takes the request"
    expectFindings(
      """
      enum Answer { yes, no }
      service S {
        request { ask -> Answer, tell, count -> Int(0...3) }
        initial state Idle {
          entry { 1️⃣reply yes }
          on tell -> Idle { 2️⃣reply no }
          always [false] -> Idle { 3️⃣reply 1 }
          exit { 4️⃣reply }
        }
      }
      service T {
        request { a -> Bool, b -> Int(0...1), c -> Bool }
        initial state S { entry { 5️⃣reply true } }
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.ambiguous-reply", ambiguous),
        ExpectedFinding("2️⃣", "resolve.ambiguous-reply", ambiguous),
        ExpectedFinding("3️⃣", "resolve.ambiguous-reply", ambiguous),
        ExpectedFinding("4️⃣", "resolve.ambiguous-reply", ambiguous),
        ExpectedFinding(
          "5️⃣", "resolve.ambiguous-reply",
          "'reply' here may answer 'a' (Bool), 'b' (Int(0...1)) or 'c' (Bool); "
            + "reply inside the transition that takes the request"),
      ])
  }

  @Test func deferredRepliesAreTypedByTheSharedReplyType() {
    expectFindings(
      """
      enum Place { home, work }
      service Locator {
        request { locate -> Place, find -> Place, cancel }
        initial state Idle {
          entry { 1️⃣reply }
          on cancel { reply 2️⃣true }
          exit { reply home }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.reply-missing-value",
          "reply to 'locate' or 'find' needs a value of type 'Place'"),
        ExpectedFinding("2️⃣", "type.mismatch", "expected 'Place', found 'Bool'"),
      ])
  }

  @Test func actorsWithoutReplyableRequestsHaveNothingToAnswer() {
    expectFindings(
      """
      behaviour B {
        request { go }
        initial state S {
          entry { 1️⃣reply true }
          on go -> S { 2️⃣reply }
        }
      }
      actor C {
        event { ping }
        initial state S { exit { 3️⃣reply 1 } }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.reply-outside-request",
          "'reply' has nothing to answer: no request of 'B' declares a reply type"),
        ExpectedFinding(
          "2️⃣", "resolve.reply-outside-request",
          "'reply' has nothing to answer: no request of 'B' declares a reply type"),
        ExpectedFinding(
          "3️⃣", "resolve.reply-outside-request",
          "'reply' has nothing to answer: no request of 'C' declares a reply type"),
      ])
  }

  /// A handler takes a request, asks a service, and answers when the service answers.
  @Test func repliesRecordWhetherTheyAreImmediateOrDeferred() throws {
    let model = expectClean(
      """
      enum Place { home, work }
      service Service { request { lookup -> Place } }
      behaviour Locator {
        requests Service.request
        request { locate -> Place, find -> Place, cancel }
        var last: Place = home
        initial state Idle {
          on locate [last == work] { reply work }
          on locate -> Asking { send Service.lookup }
          on find -> Asking { send Service.lookup }
          on cancel { reply last }
        }
        state Asking {
          on reply Service.lookup(p) -> Idle {
            last = p
            reply p
          }
          defer locate, find
        }
      }
      """)
    let chart = try #require(model.actors[1].chart)
    let idle = chart.states[0].transitions
    let locate = NotificationRef(notifier: NotifierID(1), caseIndex: 0)
    #expect(idle[0].actions.map(\.replyTiming) == [.immediate(locate)])
    #expect(idle[3].actions.map(\.replyTiming) == [.deferred])
    let answer = try #require(chart.states[1].transitions.first?.actions.last)
    #expect(answer.replyTiming == .deferred)
    guard case .reply(let value?) = answer.kind else {
      Issue.record("expected a reply with a value")
      return
    }
    #expect(value.kind == .binding(index: 0) && value.type == TypeID(1))
    #expect(chart.states[1].transitions[0].actions[0].replyTiming == nil)
    let dump = ModelDump.text(of: model)
    #expect(dump.contains("        reply Locator.last  [deferred]\n"))
    #expect(dump.contains("        reply Place.work\n"))
  }
}
