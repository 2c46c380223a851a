import Foundation
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct QuantwmSmartLevelsTests {
  let rule = QuantwmSmartLevels()

  @Test func reportsTheLevelOfEverySmartRegistrationWhenTurnedOn() {
    let source = MarkedSource(
      """
      system S
      profile quantwm
      behaviour Player {}
      data Sheet {
        var a: Int(0...3)
        var b: Int(0...3)
        var c: Int(0...3)
        var d: Int(0...3)
        smart 1️⃣last by Player reads b, c writes d
        smart 2️⃣first by Player reads a writes b
        smart 3️⃣second by Player reads b writes c
        hard show by Player reads d
      }
      data Looping {
        var x: Bool
        smart ping by Player reads x writes x
        smart pong by Player reads x writes x
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.quantwm-smart-levels", "smart registration 'last' of 'Sheet' has level 3"),
        ExpectedFinding(
          "2️⃣", "lint.quantwm-smart-levels", "smart registration 'first' of 'Sheet' has level 1"),
        ExpectedFinding(
          "3️⃣", "lint.quantwm-smart-levels", "smart registration 'second' of 'Sheet' has level 2"),
      ])
    #expect(RuleTesting.diagnostics(rule, source.text).allSatisfy { $0.severity == .note })
  }

  @Test func isOffByDefault() {
    let text = """
      system S
      profile quantwm
      behaviour Player {}
      data Sheet {
        var a: Int(0...3)
        smart single by Player reads a
      }
      """
    #expect(rule.defaultSeverity == .off)
    #expect(RuleTesting.diagnostics(rule, text, configuration: LintConfiguration()) == [])
  }

  /// The level table written in the semantics fixture 62 (whose run order its snapshot
  /// pins) is the one lint computes: Quantwm's numbering, from 1.
  @Test func computesTheLevelTableOfTheLevelsFixture() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Semantics/62_quantwm_levels.ipl")
    let text = try String(contentsOf: path, encoding: .utf8)
    let notes = RuleTesting.diagnostics(
      rule, text, configuration: LintConfiguration(severities: [rule.name: .note])
    ).map(\.message)
    #expect(
      notes == [
        "smart registration 'Screen' of 'Doc' has level 3",
        "smart registration 'Layout' of 'Doc' has level 2",
        "smart registration 'Format' of 'Doc' has level 1",
        "smart registration 'Badge' of 'Doc' has level 1",
      ])
  }
}
