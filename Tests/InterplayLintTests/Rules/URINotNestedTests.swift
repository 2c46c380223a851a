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
          "actor 'Main.Worker' has URI '/app/worker', which is not nested under '/app/main', "
            + "the URI of its parent"
        ),
        ExpectedFinding(
          "2️⃣", "lint.uri-not-nested",
          "actor 'Main.Twin' has URI '/app/mainly', which is not nested under '/app/main', "
            + "the URI of its parent"),
        ExpectedFinding(
          "3️⃣", "lint.uri-not-nested",
          "actor 'Main.Helper.Leaf' has URI '/app/main/leaf', which is not nested under "
            + "'/app/main/helper', the URI of its parent"),
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
