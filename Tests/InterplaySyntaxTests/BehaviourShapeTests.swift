import Testing

@testable import InterplaySyntax

/// The tree of states, transitions, actions and sequences.
@Suite struct BehaviourShapeTests {
  /// The dump of the single state member list of `actor A { <states> }`.
  func states(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    dump("actor A {\n\(text)\n}", sourceLocation: sourceLocation).first ?? ""
  }

  /// The dump of an entry block holding `actions`.
  func actions(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let full = states("state S { entry { \(text) } }", sourceLocation: sourceLocation)
    return String(full.dropFirst("actor A { state S { entry ".count).dropLast(" } }".count))
  }

  @Test func stateKinds() {
    #expect(
      states(
        """
        initial state A
        state B {}
        final state C
        parallel state D { region R1 { initial state X } region R2 }
        initial parallel state E
        """)
        == joined(
          "actor A { initial state A; state B {}; final state C; ",
          "parallel state D { region R1 { initial state X }; region R2 }; ",
          "initial parallel state E }"))
  }

  @Test func historyAndEntryExit() {
    #expect(
      states("state S { history H\n deep history D -> S.X\n entry { }\n exit { } }")
        == "actor A { state S { history H; deep history D -> S.X; entry {}; exit {} } }")
  }

  @Test func everyTransitionForm() {
    #expect(
      states(
        """
        state S {
          on go
          on go -> T
          on X.ended(a, b) [a && b] -> T { emit e }
          on reply X.fetch(ok) internal { reply }
          on go [x] internal -> S.Inner
          always -> T
          always [x > 1] internal -> T { }
          on done -> T
          on done [x] -> T { }
          ignore go, X.tick
          defer X.later(v)
        }
        """)
        == joined(
          "actor A { state S { on go; on go -> T; on X.ended(a, b) [(a && b)] -> T { emit e }; ",
          "on reply X.fetch(ok) internal { reply }; on go [x] internal -> S.Inner; always -> T; ",
          "always [(x > 1)] internal -> T {}; on done -> T; on done [x] -> T {}; ",
          "ignore go, X.tick; defer X.later(v) } }"))
  }

  @Test func everyAction() {
    #expect(
      actions(
        """
        send S.go
        send S.go(1, x)
        emit finished
        emit moved(P.home)
        reply
        reply x + 1
        x = 2
        Data.count = Data.count - 1
        push Scope
        pop App.Scope
        assert x
        assert x > 0, "positive"
        if x { y = 1 }
        if x { } else { y = 2 }
        if x { } else if y { } else { }
        transaction { x = 1 transaction { } }
        """)
        == joined(
          "{ send S.go; send S.go(1, x); emit finished; emit moved(P.home); reply; reply (x + 1); ",
          "x = 2; Data.count = (Data.count - 1); push Scope; pop App.Scope; assert x; ",
          "assert (x > 0), \"positive\"; if x { y = 1 }; if x {} else { y = 2 }; ",
          "if x {} else { if y {} else {} }; transaction { x = 1; transaction {} } }"))
  }

  @Test func replyValueMustStartOnTheReplyLine() {
    #expect(actions("reply\nx = 1") == "{ reply; x = 1 }")
  }

  @Test func expressionPrecedence() {
    #expect(actions("x = a || b && !c == d") == "{ x = (a || (b && !(c == d))) }")
    #expect(actions("x = 1 + 2 * 3 - 4 / 5 % 6") == "{ x = ((1 + (2 * 3)) - ((4 / 5) % 6)) }")
    #expect(actions("x = -a * --b") == "{ x = (-a * --b) }")
    #expect(actions("x = a - b - c") == "{ x = ((a - b) - c) }")
    #expect(
      actions("x = a < b || a <= b || a > b || a >= b || a != b")
        == "{ x = (((((a < b) || (a <= b)) || (a > b)) || (a >= b)) || (a != b)) }")
    #expect(actions("x = (a + b) * c") == "{ x = (paren(a + b) * c) }")
    #expect(actions("x = P in Run.Sub && Q in R") == "{ x = ((P in Run.Sub) && (Q in R)) }")
    #expect(actions("x = a + 1 in S") == "{ x = ((a + 1) in S) }")
  }

  @Test func literalsAndCalls() {
    #expect(
      actions(#"x = f(true, false, "s\n", 42, -7, M.a(N.b()))"#)
        == #"{ x = f(true, false, ""# + "s\n" + #"", 42, -7, M.a(N.b())) }"#)
  }

  @Test func sequences() {
    #expect(
      dump(
        """
        sequence S {
          A -> B: go
          B --> A: go(true, 1)
          note over A: "one"
          note over A, B.Sub: "two"
          push Scope
          pop Scope
          alt "yes" { A -> B: y } else "no" { A -> B: n } else { }
          opt { A -> B: o }
          opt "maybe" { }
          loop { A -> B: l }
          loop 1...3 "thrice" { }
          par { A -> B: p } and { B -> A: q } and { }
        }
        forbidden sequence F { }
        sequence T after S { A -> B: go }
        forbidden sequence G after T {}
        """) == [
          joined(
            "sequence S { A -> B: go; B --> A: go(true, 1); note over A: \"one\"; ",
            "note over A, B.Sub: \"two\"; push Scope; pop Scope; ",
            "alt \"yes\" { A -> B: y } | \"no\" { A -> B: n } | {}; opt { A -> B: o }; ",
            "opt \"maybe\" {}; loop { A -> B: l }; loop 1...3 \"thrice\" {}; ",
            "par { A -> B: p } | { B -> A: q } | {} }"),
          "forbidden sequence F {}",
          "sequence T after S { A -> B: go }",
          "forbidden sequence G after T {}",
        ])
  }
}

/// Long expected dumps, written in pieces.
func joined(_ parts: String...) -> String { parts.joined() }
