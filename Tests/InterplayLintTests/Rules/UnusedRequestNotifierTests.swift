import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnusedRequestNotifierTests {
  let rule = UnusedRequestNotifier()

  @Test func reportsEveryRequestNotifierNobodyRequests() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        1️⃣request { turnOn, turnOff }
      }
      service Fan {
        request { spin }
      }
      behaviour Switch {
        2️⃣request fifo capacity 2 { flip }
        requests Fan.request
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.unused-request-notifier", "no actor requests 'Bulb.request'"),
        ExpectedFinding(
          "2️⃣", "lint.unused-request-notifier", "no actor requests 'Switch.request'"),
      ])
  }

  @Test func anOwnerThatSendsToItselfUsesItsNotifier() {
    let source = MarkedSource(
      """
      system S
      behaviour Loop {
        request { again }
        initial state Running {
          entry { send Loop.again }
          on again -> Running
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
