import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct DuplicateURITests {
  let rule = DuplicateURI()

  @Test func reportsEveryActorWhoseURIAnEarlierActorHas() {
    let source = MarkedSource(
      """
      system S
      service Cart uri "/shop/cart" {}
      service 1️⃣Basket uri "/shop/cart" {}
      behaviour Flow {
        actor Meta {}
      }
      actor 2️⃣Other uri "/actor/flow/meta" {}
      service 3️⃣Trolley uri "/shop/cart" {}
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.duplicate-uri", "actor 'Basket' has URI '/shop/cart', which 'Cart' already has"
        ),
        ExpectedFinding(
          "2️⃣", "lint.duplicate-uri",
          "actor 'Other' has URI '/actor/flow/meta', which 'Flow.Meta' already has"),
        ExpectedFinding(
          "3️⃣", "lint.duplicate-uri",
          "actor 'Trolley' has URI '/shop/cart', which 'Cart' already has"),
      ])
  }

  @Test func theNotePointsAtTheFirstActor() {
    let source = MarkedSource(
      """
      system S
      service 1️⃣Cart uri "/shop/cart" {}
      service Basket uri "/shop/cart" {}
      """)
    let notes = RuleTesting.diagnostics(rule, source.text).flatMap(\.notes)
    #expect(notes.map(\.message) == ["'Cart' declared here"])
    #expect(notes.first?.range?.start == source.markers["1️⃣"])
  }

  @Test func defaultURIsOfDistinctPathsNeverCollide() {
    let source = MarkedSource(
      """
      system S
      service Cart {}
      service Basket {
        actor Cart {}
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
