import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct ScopeWithoutPresentationTests {
  let rule = ScopeWithoutPresentation()

  @Test func reportsEveryScopeWithoutAPresentationCompanion() {
    let source = MarkedSource(
      """
      system S
      stack Screens
      scope 1️⃣Web on Screens {
        behaviour WebFlow {
          presentation Nested {}
        }
      }
      scope Login on Screens {
        behaviour LoginFlow {}
        presentation LoginView {}
      }
      scope 2️⃣Empty on Screens {}
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.scope-without-presentation", "scope 'Web' has no presentation companion"),
        ExpectedFinding(
          "2️⃣", "lint.scope-without-presentation", "scope 'Empty' has no presentation companion"),
      ])
  }
}
