import InterplayModel
import InterplayTestSupport
import Testing

/// `observes`, `requests`, triggers, `send` and `emit`.
@Suite struct PathwayDiagnosticsTests {
  static let services = """
    enum Place { home, work }
    service Service {
      request { locate, fetch(place: Place) -> Bool }
      event { located(place: Place) }
    }
    presentation Screen {
      request { present(place: Place) }
      event { tapped }
    }

    """

  @Test func pathwayDeclarationsNameTheRightNotifierKind() {
    expectFindings(
      Self.services + """
        actor Stub {}
        behaviour B {
          observes 1️⃣Service.request, 2️⃣Stub.event, 3️⃣Servce.event
          requests 4️⃣Screen.event, Screen.5️⃣Sub.request
        }
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.observes-request",
          "'Service.request' is a request notifier; 'observes' takes event notifiers"),
        ExpectedFinding("2️⃣", "resolve.unknown-notifier", "'Stub' has no event notifier"),
        ExpectedFinding("3️⃣", "resolve.unknown-actor", "unknown actor 'Servce'"),
        ExpectedFinding(
          "4️⃣", "resolve.requests-event",
          "'Screen.event' is an event notifier; 'requests' takes request notifiers"),
        ExpectedFinding("5️⃣", "resolve.unknown-actor", "'Screen' has no sub-actor 'Sub'"),
      ])
  }

  @Test func triggersStayOnDeclaredPathways() {
    expectFindings(
      Self.services + """
        behaviour B {
          request { go }
          requests Screen.request
          initial state S {
            on 1️⃣Service.located(p) -> S
            on 2️⃣Service.locate -> S
            on Service.3️⃣locatd -> S
            on 4️⃣tapped -> S
            on 5️⃣goo -> S
            on reply 6️⃣Service.fetch(ok) -> S
            on reply 7️⃣Screen.present -> S
            on B.go -> S
            ignore 8️⃣Screen.tapped
          }
        }
        """,
      [
        ExpectedFinding("1️⃣", "resolve.not-observed", "'B' does not observe 'Service.event'"),
        ExpectedFinding(
          "2️⃣", "resolve.not-receivable",
          "'locate' is a request to 'Service'; only 'Service' receives it"),
        ExpectedFinding("3️⃣", "resolve.unknown-case", "'Service' has no event 'locatd'"),
        ExpectedFinding("4️⃣", "resolve.unknown-case", "'B' has no request 'tapped'"),
        ExpectedFinding("5️⃣", "resolve.unknown-case", "'B' has no request 'goo'"),
        ExpectedFinding("6️⃣", "resolve.not-requested", "'B' does not request 'Service.request'"),
        ExpectedFinding(
          "7️⃣", "resolve.reply-without-type", "request 'Screen.present' has no reply type"),
        ExpectedFinding("8️⃣", "resolve.not-observed", "'B' does not observe 'Screen.event'"),
      ])
  }

  @Test func bareObservedEventNameSuggestsQualifiedName() {
    let result = resolveMarked(
      MarkedSource(
        Self.services + """
          behaviour B {
            observes Screen.event
            initial state S { on tapped -> S }
          }
          """))
    #expect(result.diagnostics.map(\.message) == ["'B' has no request 'tapped'"])
    #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'Screen.tapped'?"])
    #expect(result.diagnostics.first?.fixIts.first?.edits.first?.replacement == "Screen.tapped")
  }

  @Test func bindingsMatchPayloads() {
    expectFindings(
      Self.services + """
        behaviour B {
          observes Service.event
          requests Service.request
          request { pair(a: Bool, b: Bool) }
          initial state S {
            on 1️⃣Service.located(p, q) -> S
            on pair(x, 2️⃣x) -> S
            on pair(_, _) -> S
            on pair -> S
            on 3️⃣reply Service.fetch(a, b) -> S
            on reply Service.fetch(ok) [ok] -> S
            on Service.located(p) [p == work] -> S
          }
        }
        """,
      [
        ExpectedFinding("1️⃣", "type.arity", "'located' carries 1 value, found 2 bindings"),
        ExpectedFinding("2️⃣", "resolve.duplicate-binding", "duplicate binding 'x'"),
        ExpectedFinding(
          "3️⃣", "type.arity", "the reply to 'fetch' carries 1 value, found 2 bindings"),
      ])
  }

  @Test func sendsNeedRequestedPathways() {
    expectFindings(
      Self.services + """
        behaviour B {
          requests Service.request
          request { again }
          actor Child { request { poke } }
          initial state S {
            entry {
              send Service.locate
              send again
              send 1️⃣Screen.present(home)
              send 2️⃣Service.located(home)
              send Service.3️⃣locat
              send 4️⃣Child.poke
              send Service.fetch(5️⃣true)
              6️⃣send Service.fetch
            }
          }
        }
        """,
      [
        ExpectedFinding("1️⃣", "resolve.not-requested", "'B' does not request 'Screen.request'"),
        ExpectedFinding(
          "2️⃣", "resolve.not-sendable",
          "'located' is an event of 'Service'; only 'Service' emits it"),
        ExpectedFinding("3️⃣", "resolve.unknown-case", "'Service' has no request 'locat'"),
        ExpectedFinding("4️⃣", "resolve.not-requested", "'B' does not request 'B.Child.request'"),
        ExpectedFinding("5️⃣", "type.mismatch", "expected 'Place', found 'Bool'"),
        ExpectedFinding("6️⃣", "type.arity", "'fetch' takes 1 payload value, found 0"),
      ])
  }

  @Test func emitsOnlyOwnEvents() {
    expectFindings(
      Self.services + """
        service Own {
          event { ready(n: Int(0...2)) }
          initial state S {
            entry {
              emit ready(2)
              emit 1️⃣located(home)
              emit 2️⃣redy(1)
              emit ready(3️⃣3)
            }
          }
        }
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.emit-not-own-event",
          "'located' is not an event of 'Own'; an actor emits only its own events"),
        ExpectedFinding("2️⃣", "resolve.unknown-case", "'Own' has no event 'redy'"),
        ExpectedFinding("3️⃣", "type.int-out-of-range", "value 3 is out of range for 'Int(0...2)'"),
      ])
  }

  @Test func subActorsResolveFromTheInsideOut() {
    let model = expectClean(
      """
      behaviour App {
        observes Child.event, Sibling.event
        actor Child {
          event { ping }
          observes Grand.event, Sibling.event
          actor Grand { event { below } }
        }
        actor Sibling { event { pong } }
        initial state S {
          on Child.ping -> S
          on Sibling.pong -> S
        }
      }
      """)
    #expect(model.actors.map(\.path) == ["App", "App.Child", "App.Child.Grand", "App.Sibling"])
    #expect(model.actors.map(\.uri)[2] == "/actor/app/child/grand")
    #expect(model.actors[1].observes.map { model[$0].owner } == [ActorID(2), ActorID(3)])
    #expect(
      model.actors[1].observesRanges.map(\.length) == [
        "Grand.event".utf8.count, "Sibling.event".utf8.count,
      ])
    #expect(model.actors[0].requestsRanges.isEmpty)
  }
}
