import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnobservedEventTests {
  let rule = UnobservedEvent()

  @Test func reportsEveryEventNotifierWithoutObservers() {
    let source = MarkedSource(
      """
      system S
      service Locator {
        1️⃣event { located, lost }
      }
      presentation Panel {
        event { tapped }
        actor Sub {
          2️⃣event coalesce { changed }
        }
      }
      behaviour Flow {
        observes Panel.event
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.unobserved-event", "no actor observes 'Locator.event'"),
        ExpectedFinding("2️⃣", "lint.unobserved-event", "no actor observes 'Panel.Sub.event'"),
      ])
  }

  @Test func anObserverOfAnyKindCounts() {
    let source = MarkedSource(
      """
      system S
      service Locator {
        event { located }
        actor Watcher {
          observes Locator.event
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }

  @Test func isAWarningByDefault() {
    let diagnostics = RuleTesting.diagnostics(rule, "system S\nservice A {\n  event { e }\n}\n")
    #expect(diagnostics.map(\.severity) == [.warning])
  }
}
