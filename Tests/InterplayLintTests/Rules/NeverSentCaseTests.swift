import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct NeverSentCaseTests {
  let rule = NeverSentCase()

  @Test func reportsRequestCasesNoStatechartSendsAndEventsNeverEmitted() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        request { turnOn, 1️⃣turnOff, 2️⃣dim(level: Int(0...3)) }
        event { burnt, 3️⃣flickered }
        initial state Dark {
          on turnOn -> Dark { emit burnt }
          ignore turnOff, dim
        }
      }
      behaviour Switch {
        observes Bulb.event
        requests Bulb.request
        initial state Off {
          entry { send Bulb.turnOn }
          ignore Bulb.burnt, Bulb.flickered
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.never-sent-case", "request 'Bulb.turnOff' is never sent"),
        ExpectedFinding("2️⃣", "lint.never-sent-case", "request 'Bulb.dim' is never sent"),
        ExpectedFinding("3️⃣", "lint.never-sent-case", "event 'Bulb.flickered' is never emitted"),
      ])
  }

  @Test func stubsMaySendAndEmitAnything() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        request { turnOn, turnOff }
        event { burnt }
      }
      presentation Panel {
        requests Bulb.request
      }
      behaviour Switch {
        observes Bulb.event
        requests Bulb.request
        initial state Off {
          ignore Bulb.burnt
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }

  @Test func notifiersThatOtherRulesReportAreLeftAlone() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        request { turnOn }
        event { burnt }
        initial state Dark {
          ignore turnOn
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
