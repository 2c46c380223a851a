import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct SendOutsidePathwayTests {
  let rule = SendOutsidePathway()

  @Test func reportsEverySendToANotifierTheActorDoesNotRequest() {
    let source = MarkedSource(
      """
      system S
      service Locator {
        request { locate, stop }
      }
      service Clock {
        request { start }
      }
      behaviour Flow {
        request { again }
        requests Clock.request
        initial state Idle {
          entry {
            send Clock.start
            1️⃣send Locator.locate
            send Flow.again
          }
          on again -> Idle {
            if true { 2️⃣send Locator.stop }
          }
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.send-outside-pathway",
          "'Flow' sends 'Locator.locate' but does not request 'Locator.request'"),
        ExpectedFinding(
          "2️⃣", "lint.send-outside-pathway",
          "'Flow' sends 'Locator.stop' but does not request 'Locator.request'"),
      ])
  }

  @Test func theFixItExtendsTheLastRequestsDeclaration() {
    let source = MarkedSource(
      """
      system S
      service Locator {
        request { locate }
      }
      service Clock {
        request { start }
      }
      behaviour Flow {
        requests Clock.request1️⃣
        initial state Idle {
          entry { send Locator.locate }
        }
      }
      """)
    let fixIts = RuleTesting.diagnostics(rule, source.text).flatMap(\.fixIts)
    #expect(fixIts.map(\.message) == ["add 'Locator.request' to the 'requests' of 'Flow'"])
    #expect(fixIts.first?.edits.map(\.replacement) == [", Locator.request"])
    #expect(fixIts.first?.edits.first?.range.start == source.markers["1️⃣"])
  }

  @Test func replacesTheResolverError() {
    let text = """
      system S
      service Locator {
        request { locate }
      }
      behaviour Flow {
        initial state Idle {
          entry { send Locator.locate }
        }
      }
      """
    let diagnostics = RuleTesting.diagnostics(rule, text)
    #expect(diagnostics.map(\.id) == ["lint.send-outside-pathway"])
    #expect(diagnostics.first?.fixIts == [])
    #expect(rule.supersedes == ["resolve.not-requested"])
  }
}
