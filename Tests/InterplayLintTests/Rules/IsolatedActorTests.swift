import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct IsolatedActorTests {
  let rule = IsolatedActor()

  @Test func reportsTheOutermostActorOfEachIsolatedSubtree() {
    let source = MarkedSource(
      """
      system S
      service Timer {
        event { tick }
      }
      behaviour Display {
        observes Timer.event
        actor 1️⃣Idle {
          actor Deeper {}
        }
      }
      service 2️⃣Logger {
        actor Sink {}
      }
      actor 3️⃣Loop {
        request { again }
        initial state Running {
          entry { send Loop.again }
          ignore again
        }
      }
      """)
    let message = ": it observes and requests nothing, and nothing observes or requests it"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.isolated-actor", "actor 'Display.Idle' has no pathway" + message),
        ExpectedFinding("2️⃣", "lint.isolated-actor", "actor 'Logger' has no pathway" + message),
        ExpectedFinding("3️⃣", "lint.isolated-actor", "actor 'Loop' has no pathway" + message),
      ])
  }

  @Test func aSubActorWithAPathwayConnectsItsParent() {
    let source = MarkedSource(
      """
      system S
      service Timer {
        event { tick }
      }
      behaviour Display {
        actor Meta {
          observes Timer.event
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }

  @Test func registrationsAndScopeActionsConnectAnActor() {
    let source = MarkedSource(
      """
      system S
      stack Screens
      scope Web on Screens {
        behaviour WebFlow {
          observes WebView.event
        }
        presentation WebView {
          event { closed }
        }
      }
      behaviour App {
        initial state Running {
          entry { push Web }
        }
      }
      behaviour Player {}
      data Queue {
        var tracks: Int(0...3)
        hard show by Player reads tracks
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
