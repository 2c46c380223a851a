import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct QuantwmPropertyWrittenTwiceTests {
  let rule = QuantwmPropertyWrittenTwice()

  @Test func reportsEveryFurtherSmartWriterOfAProperty() {
    let source = MarkedSource(
      """
      system S
      profile quantwm
      behaviour Player {}
      data Queue {
        var tracks: Int(0...3)
        var total: Int(0...9)
        var shown: Bool
        smart count by Player reads tracks writes total, total
        hard reset by Player writes total
        smart 1️⃣recount by Player reads tracks writes total, shown
        smart 2️⃣again by Player reads tracks writes shown, total
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.quantwm-property-written-twice",
          "property 'total' of 'Queue' is written by two smart registrations, 'count' and 'recount'"
        ),
        ExpectedFinding(
          "2️⃣", "lint.quantwm-property-written-twice",
          "property 'shown' of 'Queue' is written by two smart registrations, 'recount' and 'again'"
        ),
        ExpectedFinding(
          "2️⃣", "lint.quantwm-property-written-twice",
          "property 'total' of 'Queue' is written by two smart registrations, 'count' and 'again'"),
      ])
  }
}
