import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnhandledCaseTests {
  let rule = UnhandledCase()

  @Test func reportsSentRequestsAndEmittedEventsThatNoReceiverHandles() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        request { turnOn, 1️⃣turnOff, dim }
        event { burnt, 2️⃣flickered, spare }
        initial state Dark {
          on turnOn -> Lit {
            emit burnt
            emit flickered
          }
          defer turnOff
        }
        state Lit {
          ignore turnOn, dim
        }
      }
      behaviour Switch {
        observes Bulb.event
        requests Bulb.request
        initial state Off {
          entry {
            send Bulb.turnOn
            send Bulb.turnOff
            send Bulb.dim
          }
          on Bulb.burnt -> Off
          defer Bulb.flickered
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.unhandled-case",
          "request 'Bulb.turnOff' is sent but 'Bulb' handles it in no state"),
        ExpectedFinding(
          "2️⃣", "lint.unhandled-case", "event 'Bulb.flickered' is emitted but no observer handles it"
        ),
      ])
  }

  @Test func notesPointAtTheSendAndAtEachObserver() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        event { burnt }
        initial state Dark {
          always -> Dark { 1️⃣emit burnt }
        }
      }
      behaviour A {
        observes 2️⃣Bulb.event
        initial state Idle
      }
      behaviour B {
        observes 3️⃣Bulb.event
        initial state Idle
      }
      """)
    let diagnostics = RuleTesting.diagnostics(rule, source.text)
    #expect(diagnostics.count == 1)
    let file = source.sourceFile()
    #expect(
      diagnostics.first?.notes.map { "\($0.message) @\(file.location(of: $0.range!.start))" } == [
        "sent here @\(source.location("1️⃣"))",
        "'A' observes 'Bulb.event' here @\(source.location("2️⃣"))",
        "'B' observes 'Bulb.event' here @\(source.location("3️⃣"))",
      ])
  }

  @Test func casesAStubMaySendAreReportedAsPossible() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        request { 1️⃣turnOn }
        initial state Dark
      }
      presentation Panel {
        requests Bulb.request
        event { 2️⃣tapped }
      }
      behaviour Flow {
        observes Panel.event
        initial state Idle
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.unhandled-case",
          "request 'Bulb.turnOn' may be sent but 'Bulb' handles it in no state"),
        ExpectedFinding(
          "2️⃣", "lint.unhandled-case",
          "event 'Panel.tapped' may be emitted but no observer handles it"),
      ])
  }

  @Test func reportsRequestsWhoseSenderHandlesTheReplyNowhere() {
    let source = MarkedSource(
      """
      system S
      service Locator {
        request { locate -> Bool, find -> Bool, ping }
      }
      behaviour Flow {
        requests Locator.request
        initial state Idle {
          entry {
            1️⃣send Locator.locate
            send Locator.locate
            send Locator.find
            send Locator.ping
          }
          on reply Locator.find(ok) -> Idle
        }
      }
      behaviour Other {
        requests Locator.request
        initial state Idle {
          entry { 2️⃣send Locator.locate }
        }
      }
      behaviour Ignorer {
        requests Locator.request
        initial state Idle {
          entry { send Locator.locate }
          ignore reply Locator.locate
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.unhandled-case",
          "'Flow' sends 'Locator.locate' but handles its reply in no state"),
        ExpectedFinding(
          "2️⃣", "lint.unhandled-case",
          "'Other' sends 'Locator.locate' but handles its reply in no state"),
      ])
  }

  @Test func aStubReceiverHandlesEverything() {
    let source = MarkedSource(
      """
      system S
      service Bulb {
        request { turnOn }
        event { burnt }
      }
      behaviour Switch {
        observes Bulb.event
        requests Bulb.request
        initial state Off {
          entry { send Bulb.turnOn }
        }
      }
      presentation Log {
        observes Bulb.event
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
