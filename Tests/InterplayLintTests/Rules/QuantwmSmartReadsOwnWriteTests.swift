import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct QuantwmSmartReadsOwnWriteTests {
  let rule = QuantwmSmartReadsOwnWrite()

  @Test func reportsEachPropertyASmartRegistrationReadsAndWrites() {
    let source = MarkedSource(
      """
      system S
      profile quantwm
      behaviour Player {}
      data Levels {
        var volume: Int(0...3)
        var level: Int(0...3)
        smart 1️⃣normalize by Player reads volume, level, volume writes level, volume
        hard clamp by Player reads volume writes volume
        smart show by Player reads level writes volume
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.quantwm-smart-reads-own-write",
          "smart registration 'normalize' reads 'volume', which it also writes"),
        ExpectedFinding(
          "1️⃣", "lint.quantwm-smart-reads-own-write",
          "smart registration 'normalize' reads 'level', which it also writes"),
      ])
  }
}
