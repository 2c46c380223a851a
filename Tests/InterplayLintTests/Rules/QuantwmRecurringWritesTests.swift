import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct QuantwmRecurringWritesTests {
  let rule = QuantwmRecurringWrites()

  @Test func reportsEveryRecurringRegistrationThatWrites() {
    let source = MarkedSource(
      """
      system S
      profile quantwm
      behaviour Player {}
      data Queue {
        var tracks: Int(0...3)
        var shown: Int(0...3)
        recurring 1️⃣refresh by Player reads tracks writes shown
        recurring 2️⃣redraw by Player writes shown, tracks
        recurring poll by Player reads tracks, shown
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.quantwm-recurring-writes",
          "recurring registration 'refresh' writes 'shown': recurring registrations run last and "
            + "must write nothing"),
        ExpectedFinding(
          "2️⃣", "lint.quantwm-recurring-writes",
          "recurring registration 'redraw' writes 'shown', 'tracks': recurring registrations run "
            + "last and must write nothing"),
      ])
    #expect(rule.supersedes == ["resolve.recurring-writes"])
  }
}
