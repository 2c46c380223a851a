import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct ShadowedTransitionTests {
  let rule = ShadowedTransition()

  @Test func reportsEveryTransitionAfterAnUnguardedOneOnTheSameTrigger() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned(force: Int(0...2)), pushed }
      }
      service Lock {
        request { verify -> Bool }
      }
      behaviour Latch {
        observes Handle.event
        requests Lock.request
        var count: Int(0...2)
        initial state Closed {
          on Handle.turned(f) [f == 1] -> Open
          on Handle.turned -> Open
          1️⃣on Handle.turned(f) [f == 2] -> Broken
          2️⃣on Handle.turned -> Closed
          on Handle.pushed [true] -> Checking
          3️⃣on Handle.pushed [count > 0] -> Open
        }
        state Checking {
          entry { send Lock.verify }
          on reply Lock.verify(ok) [ok] -> Open
          on reply Lock.verify -> Closed
          4️⃣on reply Lock.verify(ok) -> Broken
          always [count == 2] -> Broken
          always -> Open
          5️⃣always -> Closed
          ignore Handle.turned, Handle.pushed
        }
        state Open {
          ignore Handle.turned, Handle.pushed
        }
        final state Broken
      }
      """)
    let suffix = "is never taken: an earlier transition on the same trigger has no guard"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.shadowed-transition",
          "transition on 'Handle.turned' in state 'Closed' of 'Latch' \(suffix)"),
        ExpectedFinding(
          "2️⃣", "lint.shadowed-transition",
          "transition on 'Handle.turned' in state 'Closed' of 'Latch' \(suffix)"),
        ExpectedFinding(
          "3️⃣", "lint.shadowed-transition",
          "transition on 'Handle.pushed' in state 'Closed' of 'Latch' \(suffix)"),
        ExpectedFinding(
          "4️⃣", "lint.shadowed-transition",
          "transition on reply 'Lock.verify' in state 'Checking' of 'Latch' \(suffix)"),
        ExpectedFinding(
          "5️⃣", "lint.shadowed-transition",
          "transition 'always' in state 'Checking' of 'Latch' \(suffix)"),
      ])
  }

  @Test func registrationTriggersCompeteToo() {
    let source = MarkedSource(
      """
      system S
      behaviour Flow {
        initial state Idle {
          on Store.sum -> Idle
          1️⃣on Store.sum -> Idle
        }
      }
      data Store {
        var count: Int(0...3)
        smart sum by Flow reads count
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.shadowed-transition",
          "transition on 'Store.sum' in state 'Idle' of 'Flow' is never taken: an earlier "
            + "transition on the same trigger has no guard")
      ])
  }

  @Test func aJoinIsGuardedByItsSources() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned }
      }
      behaviour Latch {
        observes Handle.event
        initial parallel state Work {
          region Left {
            initial state A { ignore Handle.turned }
          }
          region Right {
            initial state B { ignore Handle.turned }
          }
          join Left.A, Right.B on Handle.turned -> Done
          on Handle.turned -> Work
          1️⃣on Handle.turned -> Done
        }
        final state Done
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.shadowed-transition",
          "transition on 'Handle.turned' in state 'Work' of 'Latch' is never taken: an earlier "
            + "transition on the same trigger has no guard")
      ])
  }

  @Test func theNotePointsAtTheEarlierTransition() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned }
      }
      behaviour Latch {
        observes Handle.event
        initial state Closed {
          1️⃣on Handle.turned -> Closed
          on Handle.turned -> Closed
        }
      }
      """)
    let notes = RuleTesting.diagnostics(rule, source.text).flatMap(\.notes)
    #expect(notes.map(\.message) == ["earlier transition here"])
    #expect(notes.first?.range?.start == source.markers["1️⃣"])
  }

  @Test func transitionsOfDifferentStatesOrTriggersDoNotCompete() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned, pushed }
      }
      behaviour Latch {
        observes Handle.event
        initial state Outer {
          on Handle.turned -> Outer
          state Inner {
            on Handle.turned -> Inner
            on Handle.pushed -> Outer
          }
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
