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

  @Test func theFixItNestsTheURIUnderTheParents() {
    let source = MarkedSource(
      """
      system S
      behaviour Main uri "/app/main/" {
        actor Worker uri 1️⃣"/app/worker"2️⃣ {}
      }
      behaviour Other uri "/other" {
        actor Helper3️⃣ {}
      }
      """)
    let fixIts = RuleTesting.diagnostics(rule, source.text).flatMap(\.fixIts)
    #expect(
      fixIts.map(\.message) == ["use the URI '/app/main/worker'", "use the URI '/other/helper'"])
    let edits = fixIts.flatMap(\.edits)
    #expect(edits.map(\.replacement) == ["\"/app/main/worker\"", " uri \"/other/helper\""])
    #expect(edits.map(\.range.start) == [source.markers["1️⃣"], source.markers["3️⃣"]])
    #expect(edits.map(\.range.end) == [source.markers["2️⃣"], source.markers["3️⃣"]])
  }

  /// A parent URI holding a quote, a backslash and a tab gives a fix-it that is a literal
  /// of the nested URI (escaped as the lexer reads it), not text that ends the string early.
  @Test func theFixItQuotesTheURIAsALiteral() {
    let source = MarkedSource(
      #"""
      system S
      behaviour Main uri "/a\"b\\c\t" {
        actor Worker uri 1️⃣"/x"2️⃣ {}
      }
      """#)
    let edits = RuleTesting.diagnostics(rule, source.text).flatMap(\.fixIts).flatMap(\.edits)
    #expect(edits.map(\.replacement) == [#""/a\"b\\c\t/worker""#])
    #expect(edits.map(\.range.start) == [source.markers["1️⃣"]])
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
