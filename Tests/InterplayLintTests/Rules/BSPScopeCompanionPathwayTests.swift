import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct BSPScopeCompanionPathwayTests {
  let rule = BSPScopeCompanionPathway()

  @Test func reportsCompanionPathwaysThatMissThePresentation() {
    let source = MarkedSource(
      """
      system S
      profile bsp
      stack Screens
      service Locator {
        event { located }
      }
      scope Web on Screens {
        behaviour WebFlow {
          request { load }
          event { loaded }
          observes WebView.event, Locator.event
          requests WebView.request
        }
        presentation WebView {
          request { show }
          event { closed }
          observes 1️⃣WebFlow.event
          requests 2️⃣WebFlow.request
        }
        behaviour WebHelper {
          observes 3️⃣WebFlow.event
          requests WebView.request
        }
      }
      """)
    let suffix =
      "the companions of scope 'Web' talk only through the presentation companion's notifiers"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.bsp-scope-companion-pathway", "'WebView' observes 'WebFlow.event': \(suffix)"),
        ExpectedFinding(
          "2️⃣", "lint.bsp-scope-companion-pathway",
          "'WebView' requests 'WebFlow.request': \(suffix)"),
        ExpectedFinding(
          "3️⃣", "lint.bsp-scope-companion-pathway",
          "'WebHelper' observes 'WebFlow.event': \(suffix)"),
      ])
  }
}
