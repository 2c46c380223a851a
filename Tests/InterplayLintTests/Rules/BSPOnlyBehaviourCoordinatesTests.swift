import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct BSPOnlyBehaviourCoordinatesTests {
  let rule = BSPOnlyBehaviourCoordinates()

  @Test func reportsServicesAndPresentationsThatObserveOrRequestBehaviours() {
    let source = MarkedSource(
      """
      system S
      profile bsp
      behaviour Flow {
        request { start }
        event { started }
        observes Locator.event
      }
      service Locator {
        event { located }
        requests 1️⃣Flow.request
      }
      presentation Panel {
        observes 2️⃣Flow.event
        actor Sub {
          requests 3️⃣Flow.request
        }
      }
      behaviour Other {
        requests Flow.request
      }
      stack Screens
      scope Web on Screens {
        behaviour WebFlow {
          event { loaded }
        }
        presentation WebView {
          observes WebFlow.event
        }
      }
      """)
    let suffix = "only behaviours coordinate across roles"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.bsp-only-behaviour-coordinates",
          "service 'Locator' requests 'Flow.request': \(suffix)"),
        ExpectedFinding(
          "2️⃣", "lint.bsp-only-behaviour-coordinates",
          "presentation 'Panel' observes 'Flow.event': \(suffix)"),
        ExpectedFinding(
          "3️⃣", "lint.bsp-only-behaviour-coordinates",
          "presentation 'Panel.Sub' requests 'Flow.request': \(suffix)"),
      ])
  }
}
