import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct BSPServiceTalksToPresentationTests {
  let rule = BSPServiceTalksToPresentation()

  @Test func reportsEveryPathwayBetweenServicesAndPresentations() {
    let source = MarkedSource(
      """
      system S
      profile bsp
      presentation Panel {
        request { show }
        event { tapped }
        actor Sub {
          requests 1️⃣Locator.request
        }
      }
      service Locator {
        request { locate }
        event { located }
        observes 2️⃣Panel.event
        requests 3️⃣Panel.request
      }
      behaviour Flow {
        observes Panel.event, Locator.event
        requests Panel.request, Locator.request
      }
      """)
    let suffix = "services and presentations never observe or request each other"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.bsp-service-talks-to-presentation",
          "presentation 'Panel.Sub' requests 'Locator.request': \(suffix)"),
        ExpectedFinding(
          "2️⃣", "lint.bsp-service-talks-to-presentation",
          "service 'Locator' observes 'Panel.event': \(suffix)"),
        ExpectedFinding(
          "3️⃣", "lint.bsp-service-talks-to-presentation",
          "service 'Locator' requests 'Panel.request': \(suffix)"),
      ])
  }
}
