import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct MessageOffPathwayTests {
  let rule = MessageOffPathway()

  @Test func reportsEveryMessageOnNoPathway() {
    let source = MarkedSource(
      """
      system S
      service Locator {
        request { locate -> Bool }
        event { moved }
      }
      presentation Panel {
        event { tapped }
      }
      behaviour Flow {
        observes Panel.event
        requests Locator.request
      }
      sequence Tap {
        Panel -> Flow: tapped
        Flow -> Locator: locate
        Locator --> Flow: locate(true)
        1️⃣Panel -> Locator: locate
        alt "moved" {
          2️⃣Locator -> Flow: moved
        } else {
          3️⃣Locator --> Panel: locate(false)
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.message-off-pathway",
          "message 'locate' from 'Panel' to 'Locator' is on no pathway: 'Panel' does not request "
            + "'Locator.request'"),
        ExpectedFinding(
          "2️⃣", "lint.message-off-pathway",
          "message 'moved' from 'Locator' to 'Flow' is on no pathway: 'Flow' does not observe "
            + "'Locator.event'"),
        ExpectedFinding(
          "3️⃣", "lint.message-off-pathway",
          "reply 'locate' from 'Locator' to 'Panel' is on no pathway: 'Panel' does not request "
            + "'Locator.request'"),
      ])
  }

  @Test func replacesTheResolverError() {
    #expect(rule.supersedes == ["resolve.message-not-on-pathway"])
  }
}
