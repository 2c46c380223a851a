import InterplayModel
import InterplayTestSupport
import Testing

/// State trees, targets, history, initial, final, parallel and `on done`.
@Suite struct StatechartDiagnosticsTests {
  @Test func duplicateStatesAmongSiblingsOnly() {
    expectFindings(
      """
      actor A {
        state 4️⃣Idle { state Inner }
        state 1️⃣Idle
        state Busy {
          state Inner
          state 2️⃣Inner
          history 3️⃣Inner
        }
      }
      """,
      [
        ExpectedFinding(
          "4️⃣", "resolve.missing-initial",
          "statechart of 'A' has several child states and none is marked 'initial'; 'Idle' is entered first"
        ),
        ExpectedFinding("1️⃣", "resolve.duplicate-state", "duplicate state 'Idle' in 'A'"),
        ExpectedFinding("2️⃣", "resolve.duplicate-state", "duplicate state 'Inner' in 'Busy'"),
        ExpectedFinding("3️⃣", "resolve.duplicate-state", "duplicate state 'Inner' in 'Busy'"),
      ])
  }

  @Test func initialStates() {
    expectFindings(
      """
      actor A {
        initial state One
        initial state 1️⃣Two
        state Three {
          state 2️⃣X
          state Y
        }
        state Four { state Only }
        parallel state Five {
          initial region R1
          region R2
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.multiple-initial", "statechart of 'A' has more than one initial state"),
        ExpectedFinding(
          "2️⃣", "resolve.missing-initial",
          "state 'Three' has several child states and none is marked 'initial'; 'X' is entered first"
        ),
      ])
  }

  @Test func missingInitialOffersAFixIt() {
    let marked = MarkedSource(
      """
      actor A {
        1️⃣state X
        state Y
      }
      """)
    let result = resolveMarked(marked)
    let fixIt = result.diagnostics.first?.fixIts.first
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(fixIt?.message == "mark 'X' initial")
    #expect(fixIt?.edits.first?.range.start == marked.markers["1️⃣"])
    #expect(fixIt?.edits.first?.replacement == "initial ")
  }

  @Test func finalParallelAndHistoryRules() {
    expectFindings(
      """
      actor A {
        request { go }
        initial state S {
          history 1️⃣H
          on go -> T
        }
        final state T {
          state 2️⃣Inner
          3️⃣on go -> S
        }
        parallel state 4️⃣P {
          region Only { state Leaf }
        }
        state Q {
          initial state Q1
          state Q2
          history H2 -> 5️⃣S
          deep history H3 -> Q2
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.history-without-children",
          "history 'H' is in 'S', which has no child states"),
        ExpectedFinding(
          "2️⃣", "resolve.final-with-children", "final state 'T' cannot have child states"),
        ExpectedFinding(
          "3️⃣", "resolve.transition-from-final",
          "final state 'T' cannot have outgoing transitions"),
        ExpectedFinding(
          "4️⃣", "resolve.parallel-single-region",
          "parallel state 'P' has 1 region; it needs at least 2 to be parallel"),
        ExpectedFinding(
          "5️⃣", "resolve.history-default-outside", "history default 'S' is not inside 'Q'"),
      ])
  }

  @Test func onDoneOfAStateNeedsAStateThatCompletes() {
    expectFindings(
      """
      actor A {
        initial state Outer {
          deep history H
          initial state Inner {
            initial state Work
            final state End
          }
          on done(Inner) -> Outer
          1️⃣on done(Inner.Work) -> Outer
          on done(2️⃣Missing) -> Outer
          on done(3️⃣H) -> Outer
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.done-without-final",
          "'on done(Inner.Work)': 'Outer.Inner.Work' has no final state to reach"),
        ExpectedFinding("2️⃣", "resolve.unknown-state", "unknown state 'Missing' in 'A'"),
        ExpectedFinding(
          "3️⃣", "resolve.done-of-history",
          "'on done(H)' names a history pseudostate, which never completes"),
      ])
  }

  @Test func raiseNamesAnOwnRequestWithoutAReply() {
    expectFindings(
      """
      actor A {
        request { tick(n: Int(0...3)), ask -> Bool }
        initial state S {
          entry { raise tick(1)  raise 1️⃣ask  raise 2️⃣tock }
          on tick(n) { }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "type.raise-with-reply",
          "'ask' declares a reply type; a raised event is taken by the actor itself, so nothing would answer it"
        ),
        ExpectedFinding("2️⃣", "resolve.unknown-case", "'A' has no request 'tock'"),
      ])
  }

  @Test func wildcardsBindNothingAndStandForCases() {
    expectFindings(
      """
      actor Pad budget 1 { event { up, down } }
      actor Quiet budget 1 { request { ping } }
      actor A {
        observes Pad.event
        initial state S {
          on Pad.*(1️⃣x) -> S
          on 2️⃣* -> S
          on Pad.up, Pad.down -> S
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.wildcard-bindings",
          "'Pad.*' binds nothing: the cases it stands for carry different payloads"),
        ExpectedFinding(
          "2️⃣", "resolve.wildcard-without-cases",
          "'*' stands for no case: 'A' declares no requests"),
      ])
  }

  @Test func delaysHaveAUnitAndABound() {
    expectFindings(
      """
      actor A {
        request { tick }
        initial state S {
          entry {
            send tick after 500ms
            send tick after 2 1️⃣hours
            send tick after 2️⃣61min
          }
          on tick { }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "type.unknown-time-unit", "'hours' is not a time unit; write ms, s or min"),
        ExpectedFinding(
          "2️⃣", "limit.delay",
          "the delay 61min is outside 0ms...60min (the limit of a timer)"),
      ])
  }

  @Test func onDoneNeedsAFinalState() {
    expectFindings(
      """
      actor A {
        initial state Plain {
          1️⃣on done -> Plain
          state Leaf
        }
        state Finishing {
          on done -> Plain
          initial state Work
          final state End
        }
        parallel state Both {
          2️⃣on done -> Plain
          region R1 { initial state W final state F }
          region R2 { state Forever }
        }
        parallel state All {
          on done -> Plain
          region R1 { initial state W final state F }
          region R2 { initial state W final state F }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.done-without-final",
          "'on done' in 'Plain', which has no final state to reach"),
        ExpectedFinding(
          "2️⃣", "resolve.done-without-final",
          "'on done' in 'Both', which has no final state to reach"),
      ])
  }

  @Test func targetsResolveFromTheSourceOutward() {
    expectFindings(
      """
      service Other { event { e } }
      actor A {
        request { go }
        initial state Outer {
          initial state Left {
            on go -> Right
            on go [true] -> Outer.Right.Deep
            on go [false] -> Top
            on go [true && false] -> 1️⃣Rigth
            on go [true || false] -> 2️⃣Other.Idle
            on go [!true] -> Outer.3️⃣Nowhere
            on go [!false] -> Outer.H.4️⃣X
            on go [1 == 1] internal -> 5️⃣Right
            on go [1 == 2] internal -> 6️⃣Outer
          }
          state Right { state Deep }
          history H
        }
        state Top {
          on go -> Outer.H
          on go internal -> 7️⃣Top
        }
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-state", "unknown state 'Rigth' in 'A'"),
        ExpectedFinding(
          "2️⃣", "resolve.target-outside-chart",
          "'Other.Idle' is outside the statechart of 'A'; a transition targets states of its own actor"
        ),
        ExpectedFinding("3️⃣", "resolve.unknown-state", "'Outer' has no child state 'Nowhere'"),
        ExpectedFinding("4️⃣", "resolve.unknown-state", "history 'H' has no child states"),
        ExpectedFinding(
          "5️⃣", "resolve.internal-target-outside",
          "internal transition target 'Right' is not inside 'Outer.Left'"),
        ExpectedFinding(
          "6️⃣", "resolve.internal-target-outside",
          "internal transition target 'Outer' is not inside 'Outer.Left'"),
        ExpectedFinding(
          "7️⃣", "resolve.internal-target-outside",
          "internal transition target 'Top' is not inside 'Top'"),
      ])
  }

  @Test func inStateResolvesPathsOfAnyChart() {
    expectFindings(
      """
      actor Stub {}
      actor Other {
        initial state Idle
        state Busy { initial state Deep history H }
      }
      actor A {
        request { go }
        initial state S {
          on go [Other in Busy.Deep && Other in Deep && Other in Idle && A in S] -> S
          on go [Other in 1️⃣Bsy] -> S
          on go [Other in 2️⃣Busy.H] -> S
          on go [Stub in 3️⃣Idle] -> S
          on go [4️⃣Nobody in Idle] -> S
        }
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-state", "'Other' has no state 'Bsy'"),
        ExpectedFinding(
          "2️⃣", "resolve.unknown-state", "'Busy.H' is a history pseudostate, not a state"),
        ExpectedFinding("3️⃣", "resolve.unknown-state", "'Stub' is a stub and has no states"),
        ExpectedFinding("4️⃣", "resolve.unknown-actor", "unknown actor 'Nobody'"),
      ])
  }
}
