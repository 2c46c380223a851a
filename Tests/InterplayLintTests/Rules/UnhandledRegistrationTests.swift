import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnhandledRegistrationTests {
  let rule = UnhandledRegistration()

  @Test func reportsRegistrationsThatCanRunButAreHandledNowhere() {
    let source = MarkedSource(
      """
      system S
      behaviour Player {
        initial state Idle {
          entry {
            transaction { Queue.tracks = 1 }
          }
          on Queue.handled -> Idle
          ignore Queue.ignored
        }
      }
      behaviour Stub {}
      data Queue {
        var tracks: Int(0...3)
        var total: Int(0...3)
        var untouched: Bool
        hard 1️⃣show by Player reads tracks
        hard handled by Player reads tracks
        hard ignored by Player reads tracks
        smart sum by Stub reads tracks writes total
        recurring 2️⃣refresh by Player reads total
        hard dormant by Player reads untouched
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.unhandled-registration",
          "registration 'Queue.show' runs 'Player', which handles it in no state"),
        ExpectedFinding(
          "2️⃣", "lint.unhandled-registration",
          "registration 'Queue.refresh' runs 'Player', which handles it in no state"),
      ])
  }

  @Test func theNotePointsAtTheOwner() {
    let source = MarkedSource(
      """
      system S
      behaviour 1️⃣Player {
        initial state Idle {
          entry {
            transaction { Queue.tracks = 1 }
          }
        }
      }
      data Queue {
        var tracks: Int(0...3)
        hard show by Player reads tracks
      }
      """)
    let notes = RuleTesting.diagnostics(rule, source.text).flatMap(\.notes)
    #expect(notes.map(\.message) == ["'Player' declared here"])
    #expect(notes.first?.range?.start == source.markers["1️⃣"])
  }
}
