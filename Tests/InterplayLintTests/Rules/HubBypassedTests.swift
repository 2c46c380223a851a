import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct HubBypassedTests {
  let rule = HubBypassed()

  @Test func reportsEveryPathwayBetweenGroupsThatMissesTheHub() {
    let source = MarkedSource(
      """
      system S
      hub Model between presentation, Backend, Store
      presentation View {
        event { refreshed }
        requests 1️⃣Backend.request
        observes 2️⃣Store.event
      }
      presentation Other {
        observes View.event
      }
      service Backend {
        request { fetch }
        requests 3️⃣Store.request
      }
      service Store {
        request { save }
        event { saved }
      }
      behaviour Model {
        observes View.event, Store.event
        requests Backend.request, Store.request
        actor Sub {
          requests Backend.request
        }
      }
      behaviour Outsider {
        requests Backend.request
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.hub-bypassed",
          "'View' requests 'Backend.request' directly, bypassing the hub 'Model' between "
            + "'presentation' and 'Backend'"),
        ExpectedFinding(
          "2️⃣", "lint.hub-bypassed",
          "'View' observes 'Store.event' directly, bypassing the hub 'Model' between "
            + "'presentation' and 'Store'"),
        ExpectedFinding(
          "3️⃣", "lint.hub-bypassed",
          "'Backend' requests 'Store.request' directly, bypassing the hub 'Model' between "
            + "'Backend' and 'Store'"),
      ])
  }
}
