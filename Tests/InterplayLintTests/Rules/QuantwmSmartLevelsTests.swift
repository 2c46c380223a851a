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
          "1️⃣", "lint.quantwm-smart-levels", "smart registration 'last' of 'Sheet' has level 2"),
        ExpectedFinding(
          "2️⃣", "lint.quantwm-smart-levels", "smart registration 'first' of 'Sheet' has level 0"),
        ExpectedFinding(
          "3️⃣", "lint.quantwm-smart-levels", "smart registration 'second' of 'Sheet' has level 1"),
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
}
