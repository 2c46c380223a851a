import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnreachableStateTests {
  let rule = UnreachableState()

  @Test func reportsOutermostStatesNoTransitionReaches() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned }
      }
      behaviour Latch {
        observes Handle.event
        initial state Closed {
          on Handle.turned -> Open.Wide
        }
        state Open {
          state 1️⃣Ajar
          state Wide {
            on Handle.turned -> Closed
          }
        }
        state 2️⃣Jammed {
          state Stuck {
            on Handle.turned -> Closed
          }
        }
        state 3️⃣Broken {
          on Handle.turned -> Jammed
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.unreachable-state", "state 'Open.Ajar' of 'Latch' is unreachable"),
        ExpectedFinding("2️⃣", "lint.unreachable-state", "state 'Jammed' of 'Latch' is unreachable"),
        ExpectedFinding("3️⃣", "lint.unreachable-state", "state 'Broken' of 'Latch' is unreachable"),
      ])
  }

  @Test func defaultEntryParallelRegionsAndHistoryDefaultsAreReachable() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned }
      }
      behaviour Latch {
        observes Handle.event
        initial state Idle {
          on Handle.turned -> Working
        }
        parallel state Working {
          on done -> Resumed.Memory
          region Left {
            state Waiting {
              always -> Busy
            }
            state Busy {
              always -> Finished
            }
            final state Finished
          }
          region Right {
            state Watching {
              always -> Over
            }
            final state Over
          }
        }
        state Resumed {
          history Memory
          state First {
            always -> Later
          }
          state Later
        }
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }

  @Test func enteringADeepStateSkipsTheInitialSiblingButEntersOtherRegions() {
    let source = MarkedSource(
      """
      system S
      presentation Handle {
        event { turned }
      }
      behaviour Latch {
        observes Handle.event
        initial state Idle {
          on Handle.turned -> Working.Left.Busy
        }
        parallel state Working {
          region Left {
            state 1️⃣Waiting
            state Busy
          }
          region Right {
            state Watching
          }
        }
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.unreachable-state", "state 'Working.Left.Waiting' of 'Latch' is unreachable")
      ])
  }
}
