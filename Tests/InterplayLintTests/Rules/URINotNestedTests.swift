import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct URINotNestedTests {
  let rule = URINotNested()

  @Test func reportsEverySubActorOutsideItsParentsURI() {
    let source = MarkedSource(
      """
      system S
      behaviour Main uri "/app/main" {
        actor 1️⃣Worker uri "/app/worker" {}
        actor 2️⃣Twin uri "/app/mainly" {}
        actor Helper uri "/app/main/helper" {
          actor 3️⃣Leaf uri "/app/main/leaf" {}
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.uri-not-nested",
          "URI '/app/worker' of 'Main.Worker' is not nested under '/app/main', the URI of its parent"
        ),
        ExpectedFinding(
          "2️⃣", "lint.uri-not-nested",
          "URI '/app/mainly' of 'Main.Twin' is not nested under '/app/main', the URI of its parent"),
        ExpectedFinding(
          "3️⃣", "lint.uri-not-nested",
          "URI '/app/main/leaf' of 'Main.Helper.Leaf' is not nested under '/app/main/helper', "
            + "the URI of its parent"),
      ])
  }

  @Test func defaultURIsAreNested() {
    let source = MarkedSource(
      """
      system S
      behaviour Main {
        actor Worker {
          actor Leaf {}
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
