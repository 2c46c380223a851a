import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct BSPTopLevelRoleTests {
  let rule = BSPTopLevelRole()

  @Test func reportsEveryTopLevelPlainActorUnderTheProfile() {
    let source = MarkedSource(
      """
      system S
      profile bsp
      actor 1️⃣Timer {}
      behaviour Flow {
        actor Meta {}
      }
      stack Screens
      scope Web on Screens {
        actor 2️⃣Helper {}
        presentation WebView {}
      }
      """)
    let suffix = "must be a 'behaviour', 'service' or 'presentation' under the 'bsp' profile"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.bsp-top-level-role", "top-level actor 'Timer' \(suffix)"),
        ExpectedFinding("2️⃣", "lint.bsp-top-level-role", "top-level actor 'Helper' \(suffix)"),
      ])
  }

  @Test func runsOnlyUnderTheProfile() {
    let source = MarkedSource("system S\nactor Timer {}\n")
    #expect(RuleTesting.findings(rule, source) == [])
    let configured = RuleTesting.findings(
      rule, source, configuration: LintConfiguration(profiles: [.bsp]))
    #expect(configured.map(\.id) == ["lint.bsp-top-level-role"])
  }
}
