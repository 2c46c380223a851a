import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct PathwayNotAllowedTests {
  let rule = PathwayNotAllowed()

  @Test func reportsEveryPathwayNoAllowOnlyRuleAllows() {
    let source = MarkedSource(
      """
      system S
      allow only Model -> View, Model -> Backend
      allow only behaviour -> presentation
      presentation View {
        event { refreshed }
        requests 1️⃣Backend.request
      }
      service Backend {
        request { fetch }
        observes 2️⃣View.event
      }
      behaviour Model {
        observes View.event
        requests Backend.request
        actor Sub {
          observes View.event
          requests 3️⃣Backend.request
        }
      }
      behaviour Other {
        observes View.event
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.pathway-not-allowed",
          "'View' requests 'Backend.request', which no 'allow only' rule allows"),
        ExpectedFinding(
          "2️⃣", "lint.pathway-not-allowed",
          "'Backend' observes 'View.event', which no 'allow only' rule allows"),
      ])
  }

  @Test func withoutAllowOnlyRulesEveryPathwayIsAllowed() {
    let source = MarkedSource(
      """
      system S
      forbid View -> View
      presentation View {
        event { refreshed }
      }
      behaviour Model {
        observes View.event
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
