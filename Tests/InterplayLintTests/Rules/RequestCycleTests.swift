import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct RequestCycleTests {
  let rule = RequestCycle()

  @Test func reportsEachCycleOnceAtItsFirstRequest() {
    let source = MarkedSource(
      """
      system S
      actor A {
        request { a -> Bool }
        requests B.request
        initial state Idle {
          on a -> Idle {
            reply true
            1️⃣send B.b
            send B.b
          }
          ignore reply B.b
        }
      }
      actor B {
        request { b -> Bool }
        requests C.request
        initial state Idle {
          on b -> Idle {
            reply true
            2️⃣send C.c
          }
          ignore reply C.c
        }
      }
      actor C {
        request { c -> Bool }
        requests A.request
        initial state Idle {
          on c -> Idle {
            reply true
            3️⃣send A.a
          }
          ignore reply A.a
        }
      }
      actor D {
        request { d -> Bool }
        requests E.request
        initial state Idle {
          on d -> Idle {
            reply false
            4️⃣send E.e
          }
          ignore reply E.e
        }
      }
      actor E {
        request { e -> Bool }
        requests D.request
        initial state Idle {
          on e -> Idle {
            reply false
            5️⃣send D.d
          }
          ignore reply D.d
        }
      }
      """)
    let message = ": each actor waits for a reply from the next"
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.request-cycle", "request cycle 'A' -> 'B' -> 'C' -> 'A'" + message),
        ExpectedFinding("4️⃣", "lint.request-cycle", "request cycle 'D' -> 'E' -> 'D'" + message),
      ])
    let notes = RuleTesting.diagnostics(rule, source.text).map { diagnostic in
      diagnostic.notes.map { note in
        let marker = source.markers.first { $0.value == note.range?.start }?.key ?? "?"
        return "\(marker) \(note.message)"
      }
    }
    #expect(
      notes == [
        [
          "2️⃣ 'B' sends 'C.c' here and waits for its reply",
          "3️⃣ 'C' sends 'A.a' here and waits for its reply",
        ],
        ["5️⃣ 'E' sends 'D.d' here and waits for its reply"],
      ])
  }

  @Test func requestsWithoutRepliesEventsAndStubsBreakCycles() {
    let source = MarkedSource(
      """
      system S
      actor A {
        request { a }
        requests B.request
        initial state Idle {
          on a -> Idle { send B.b }
          ignore reply B.b
        }
      }
      actor B {
        request { b -> Bool }
        requests A.request, Stub.request
        initial state Idle {
          on b -> Idle {
            reply true
            send A.a
            send Stub.s
          }
          ignore reply Stub.s
        }
      }
      actor Stub {
        request { s -> Bool }
        requests B.request
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}
