import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnusedTypeTests {
  let rule = UnusedType()

  @Test func reportsEveryDeclaredTypeNothingUses() {
    let source = MarkedSource(
      """
      system S
      enum 1️⃣Mode { shuffle, ordered }
      type 2️⃣Token
      type URL
      enum Place { home, work }
      enum Answer { found(place: Place), missing }
      enum Level { low, high }
      enum Wrapper { wrapped(level: Level) }
      enum 3️⃣Orphan { lonely(mode: Mode) }
      service Audio {
        request { play(url: URL), locate -> Answer }
      }
      behaviour Player {
        var wrapper: Wrapper
        initial state Idle
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.unused-type", "type 'Mode' is never used"),
        ExpectedFinding("2️⃣", "lint.unused-type", "type 'Token' is never used"),
        ExpectedFinding("3️⃣", "lint.unused-type", "type 'Orphan' is never used"),
      ])
  }
}
