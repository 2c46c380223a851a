import InterplayModel
import InterplayTestSupport
import Testing

/// Forks, written initial transitions and joins: what the resolver rejects.
@Suite struct ForkJoinDiagnosticsTests {
  @Test func forkTargetsMustBeInOrthogonalRegions() {
    expectFindings(
      """
      actor Pad { event { go } }
      actor A {
        observes Pad.event
        initial state Idle {
          on Pad.go -> Work.Left.X, Work.Right.Y
          on Pad.go -> Work.Left.X, 1️⃣Work.Left.Z
          on Pad.go -> Work, 2️⃣Work.Right.Y
        }
        parallel state Work {
          region Left {
            initial state X
            state Z
          }
          region Right { state Y }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.fork-conflict",
          "targets 'Work.Left.X' and 'Work.Left.Z' are not in orthogonal regions of a parallel state, so they cannot be entered together"
        ),
        ExpectedFinding(
          "2️⃣", "resolve.fork-conflict",
          "targets 'Work' and 'Work.Right.Y' are not in orthogonal regions of a parallel state, so they cannot be entered together"
        ),
      ])
  }

  @Test func initialTransitionsStayInsideTheirState() {
    expectFindings(
      """
      actor A {
        initial -> Outer.Deep.Leaf
        state Outer {
          initial -> 1️⃣Other
          state Deep { state Leaf }
        }
        state Other {
          2️⃣initial -> Nothing
        }
        parallel state Both {
          3️⃣initial -> R1
          region R1
          region R2
        }
        state Nothing
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.initial-target-outside", "initial target 'Other' is not inside 'Outer'"),
        ExpectedFinding(
          "2️⃣", "resolve.initial-without-choice", "state 'Other' has no child states to enter"),
        ExpectedFinding(
          "3️⃣", "resolve.initial-without-choice",
          "parallel state 'Both' enters every region; it has no initial transition"),
      ])
  }

  @Test func anInitialTransitionAndAnInitialStateAreOneTooMany() {
    expectFindings(
      """
      actor A {
        state S {
          initial -> B
          initial state 1️⃣C
          state B
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.multiple-initial",
          "state 'S' has an initial transition and an initial state")
      ])
  }

  @Test func joinSourcesAreInsideTheDeclaringState() {
    expectFindings(
      """
      actor A {
        initial parallel state Work {
          region Left { state Done }
          region Right { state Done }
          join Left.Done, Right.Done -> Idle
          join Left.Done, 1️⃣Idle -> Idle
          join Left.Done, 2️⃣Left -> Idle
          join Left.Done, Right.Done, 3️⃣Right.Done -> Idle
        }
        state Idle
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.join-source-outside",
          "join source 'Idle' is not a state inside 'Work', where the join is declared"),
        ExpectedFinding(
          "2️⃣", "resolve.join-conflict",
          "join sources 'Left.Done' and 'Left' are not in orthogonal regions of a parallel state, so they are never active together"
        ),
        ExpectedFinding(
          "3️⃣", "resolve.join-conflict",
          "join sources 'Right.Done' and 'Right.Done' are not in orthogonal regions of a parallel state, so they are never active together"
        ),
      ])
  }
}

/// Choice and junction pseudostates: where they may stand and what their branches say.
@Suite struct ChoiceDiagnosticsTests {
  @Test func branchesGoToStatesAndElseComesLast() {
    expectFindings(
      """
      actor Pad { event { go } }
      actor A {
        observes Pad.event
        initial state Idle {
          on Pad.go -> Pick
          on Pad.go -> Done, 1️⃣Pick
        }
        choice Pick {
          2️⃣else -> Idle
          [true] -> Done
          -> 3️⃣Other
        }
        junction Other {
          [true] -> Done
        }
        choice 4️⃣Nowhere {}
        state Done
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.choice-target",
          "'Pick' is a choice or junction: a transition to one has no other target"),
        ExpectedFinding(
          "2️⃣", "resolve.choice-else", "the 'else' branch of choice 'Pick' must be its last"),
        ExpectedFinding(
          "3️⃣", "resolve.choice-target",
          "'Other' is a choice or junction: a branch goes to a state or a history"),
        ExpectedFinding(
          "4️⃣", "resolve.choice-without-branches",
          "choice 'Nowhere' has no branches: a transition to it could go nowhere"),
      ])
  }

  @Test func aChoiceStandsBesideStates() {
    expectFindings(
      """
      actor A {
        initial parallel state Both {
          region R1 { state X }
          region R2 { state Y }
          choice 1️⃣Inside { -> R1.X }
        }
        state Leaf {
          junction 2️⃣Lonely { -> Both }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.choice-placement",
          "'Inside' is directly in parallel state 'Both'; declare it in one of its regions"),
        ExpectedFinding(
          "2️⃣", "resolve.choice-placement",
          "'Lonely' is in 'Leaf', which has no child states; declare it beside the states its branches go to"
        ),
      ])
  }
}
