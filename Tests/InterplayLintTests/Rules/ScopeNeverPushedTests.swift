import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct ScopeNeverPushedTests {
  let rule = ScopeNeverPushed()

  @Test func reportsEveryScopeThatNoStatechartPushes() {
    let source = MarkedSource(
      """
      system S
      stack Screens
      scope 1️⃣Web on Screens {
        presentation WebView {}
      }
      scope Login on Screens {
        presentation LoginView {}
      }
      scope 2️⃣Help on Screens {
        presentation HelpView {}
      }
      behaviour App {
        initial state Running {
          entry {
            if false { push Login }
          }
          always -> Running { pop Help }
        }
      }
      sequence Opening {
        push Web
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.scope-never-pushed", "scope 'Web' is never pushed"),
        ExpectedFinding("2️⃣", "lint.scope-never-pushed", "scope 'Help' is never pushed"),
      ])
  }
}
