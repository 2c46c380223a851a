import InterplayModel
import InterplayTestSupport
import Testing

/// Assignments, transactions, scopes, asserts and variable access.
@Suite struct ActionDiagnosticsTests {
  @Test func assignmentsTargetOwnVariablesAndProperties() {
    expectFindings(
      """
      data Store { var items: Int(0...3) }
      actor Other { var x: Bool }
      behaviour A {
        var n: Int(0...3)
        request { set(v: Int(0...3)) }
        initial state S {
          on set(v) -> S {
            n = v
            A.n = 1
            1️⃣v = 2
            2️⃣m = 1
            3️⃣Other.x = true
            4️⃣Store.items = 1
            transaction { Store.items = Store.items + 1 }
            transaction { if n > 0 { transaction { Store.items = 0 } } }
            Store.5️⃣itemz = 1
            6️⃣Nobody.x = 1
          }
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "type.not-assignable", "cannot assign to 'v': trigger bindings are constants"),
        ExpectedFinding("2️⃣", "resolve.unknown-name", "unknown variable 'm' in 'A'"),
        ExpectedFinding(
          "3️⃣", "resolve.foreign-variable",
          "cannot assign 'Other.x': actors assign only their own variables"),
        ExpectedFinding(
          "4️⃣", "resolve.mutation-outside-transaction",
          "'Store.items' is changed outside a transaction"),
        ExpectedFinding("5️⃣", "resolve.unknown-property", "'Store' has no property 'itemz'"),
        ExpectedFinding("6️⃣", "resolve.unknown-actor", "unknown actor 'Nobody'"),
      ])
  }

  @Test func mutationOutsideTransactionOffersToWrapIt() {
    let marked = MarkedSource(
      """
      data Store { var flag: Bool }
      actor A { initial state S { entry { 1️⃣Store.flag = true2️⃣ } } }
      """)
    let result = resolveMarked(marked)
    let edits = result.diagnostics.first?.fixIts.first?.edits ?? []
    #expect(edits.map(\.replacement) == ["transaction { ", " }"])
    #expect(edits.map(\.range.start) == [marked.markers["1️⃣"], marked.markers["2️⃣"]])
  }

  @Test func actorsReadOnlyTheirOwnVariables() {
    expectFindings(
      """
      actor Other { var x: Bool }
      behaviour A {
        var y: Bool
        initial state S {
          entry {
            assert A.y
            assert 1️⃣Other.x
            assert Other.2️⃣z
          }
        }
      }
      invariant I: Other.x || A.y
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.foreign-variable",
          "'Other.x' is a variable of another actor; actors share state only through notifications and data models"
        ),
        ExpectedFinding("2️⃣", "resolve.unknown-name", "'Other' has no variable 'z'"),
      ])
  }

  @Test func scopesAssertsAndConditions() {
    expectFindings(
      """
      stack Main
      scope Page on Main {}
      actor A {
        var n: Int(0...3)
        initial state S {
          entry {
            push Page
            pop Page
            push 1️⃣Pag
            pop 2️⃣Main
            assert 3️⃣n, "needs a Bool"
            if 4️⃣n { n = 1 } else if n == 1 { n = 2 } else { n = 5️⃣9 }
          }
        }
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-scope", "unknown scope 'Pag'"),
        ExpectedFinding("2️⃣", "resolve.unknown-scope", "'Main' is a stack, not a scope"),
        ExpectedFinding("3️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
        ExpectedFinding("4️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
        ExpectedFinding("5️⃣", "type.int-out-of-range", "value 9 is out of range for 'Int(0...3)'"),
      ])
  }

  @Test func resolvedActionsKeepTheirStructure() throws {
    let model = expectClean(
      """
      enum Mode { idle, active(level: Int(0...2)) }
      stack Main
      scope Page on Main {}
      data Store { var count: Int(0...3) }
      service S { request { go(mode: Mode) } event { went } }
      behaviour A {
        var mode: Mode
        requests S.request
        observes S.event
        initial state Idle {
          on S.went -> Idle {
            send S.go(active(1))
            push Page
            transaction { Store.count = Store.count + 1 }
            if mode == idle { mode = active(2) } else { pop Page }
          }
        }
      }
      """)
    let chart = try #require(model.actors[1].chart)
    let actions = chart.states[0].transitions[0].actions.map(\.kind)
    #expect(actions.count == 4)
    guard case .send(let ref, let args) = actions[0] else {
      Issue.record("expected a send")
      return
    }
    #expect(model.qualifiedName(of: ref) == "S.go")
    guard case .enumCase(let caseIndex, let payload)? = args.first?.kind else {
      Issue.record("expected an enum case argument")
      return
    }
    #expect(model[args[0].type].name == "Mode")
    #expect(caseIndex == 1)
    #expect(payload.map(\.kind) == [.int(1)])
    #expect(payload.map { model[$0.type].name } == ["Int(0...2)"])
    #expect(actions[1] == .push(ScopeID(0)))
    guard case .transaction(let body) = actions[2],
      case .assign(.property(let property), _) = body.first?.kind
    else {
      Issue.record("expected a transaction with an assignment")
      return
    }
    #expect(model[property].name == "count")
    guard case .ifAction(let condition, let then, let otherwise) = actions[3] else {
      Issue.record("expected an if")
      return
    }
    #expect(condition.type == Model.boolTypeID)
    #expect(then.count == 1)
    #expect(otherwise.map(\.kind) == [.pop(ScopeID(0))])
  }
}
