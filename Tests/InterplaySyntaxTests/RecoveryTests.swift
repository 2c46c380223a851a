import InterplayTestSupport
import Testing

@testable import InterplaySyntax

/// One diagnostic per mistake, at the right place, and parsing goes on after it.
@Suite struct RecoveryTests {
  @Test func missingDeclarationName() {
    expectFindings(
      "system 1️⃣42\nenum E { a }",
      [.init("1️⃣", "parse.expected-identifier", "expected a system name, found '42'")])
  }

  @Test func garbageAtTopLevel() {
    expectFindings(
      "1️⃣42 17 foo\nsystem X\n2️⃣}",
      [
        .init("1️⃣", "parse.expected-declaration", "expected a declaration, found '42'"),
        .init("2️⃣", "parse.unexpected-token", "unexpected '}' with no matching '{'"),
      ])
  }

  @Test func unclosedStateBeforeSibling() {
    expectFindings(
      """
      behaviour B {
        initial state Idle {
          on x -> Idle1️⃣
        state Other {}
      }
      """,
      [.init("1️⃣", "parse.expected-brace", "expected '}' to close 'state' body")])
  }

  @Test func unclosedStateBeforeDeclaration() {
    expectFindings(
      """
      behaviour B {
        state S {
          on x -> S1️⃣
      }
      enum E { a }
      """,
      [.init("1️⃣", "parse.expected-brace", "expected '}' to close 'state' body")])
  }

  @Test func unclosedEnumBeforeDeclaration() {
    expectFindings(
      "enum E { a, b1️⃣\nsystem X",
      [.init("1️⃣", "parse.expected-brace", "expected '}' to close 'enum' body")])
  }

  @Test func unclosedBodiesAtEndOfFile() {
    expectFindings(
      "behaviour B {\n  state S {\n    entry { send A.b1️⃣",
      [
        .init("1️⃣", "parse.expected-brace", "expected '}' to close 'entry' block"),
        .init("1️⃣", "parse.expected-brace", "expected '}' to close 'state' body"),
        .init("1️⃣", "parse.expected-brace", "expected '}' to close 'behaviour' body"),
      ])
  }

  @Test func unclosedBodyHasNoteAndFixIt() {
    let result = parse("enum E { a")
    #expect(result.diagnostics.count == 1)
    let diagnostic = result.diagnostics[0]
    #expect(diagnostic.notes.map(\.message) == ["'{' opened here"])
    #expect(diagnostic.notes.first?.range?.start == 7)
    #expect(diagnostic.fixIts.first?.edits.map(\.replacement) == ["}"])
    #expect(diagnostic.fixIts.first?.edits.first?.range.start == 10)
  }

  @Test func missingOpeningBrace() {
    expectFindings(
      "service S 1️⃣request { a }\nsystem X",
      [
        .init(
          "1️⃣", "parse.expected-brace",
          "expected '{' to begin 'service' body, found keyword 'request'")
      ])
  }

  @Test func missingTarget() {
    expectFindings(
      "actor A {\n  state S {\n    on x -> 1️⃣{ }\n    on y -> S\n  }\n}",
      [.init("1️⃣", "parse.expected-identifier", "expected a target state after '->', found '{'")])
  }

  @Test func unexpectedTokensInBodies() {
    expectFindings(
      """
      actor A {
        1️⃣42
        state S {
          2️⃣"text"
          entry { 3️⃣17 }
        }
      }
      enum E { 4️⃣17, b }
      """,
      [
        .init("1️⃣", "parse.expected-member", "expected an actor member, found '42'"),
        .init("2️⃣", "parse.expected-member", "expected a state member, found '\"text\"'"),
        .init("3️⃣", "parse.expected-member", "expected an action, found '17'"),
        .init("4️⃣", "parse.expected-member", "expected an enum case, found '17'"),
      ])
  }

  @Test func misplacedMemberKeyword() {
    expectFindings(
      """
      behaviour B {
        state S {
          1️⃣var x: Bool
          on y -> S
        }
        var z: Bool
      }
      """,
      [.init("1️⃣", "parse.expected-member", "expected a state member, found keyword 'var'")])
  }

  @Test func missingExpressionInGuard() {
    expectFindings(
      "actor A { state S { on x [1️⃣] -> S } }",
      [.init("1️⃣", "parse.expected-expression", "expected an expression, found ']'")])
  }

  @Test func unclosedGuard() {
    expectFindings(
      "actor A { state S { on x [y 1️⃣-> S } }",
      [.init("1️⃣", "parse.expected-bracket", "expected ']' to close the guard, found '->'")])
  }

  @Test func missingColonInVariable() {
    expectFindings(
      "actor A { var x 1️⃣Bool\n var y: Bool }",
      [.init("1️⃣", "parse.expected-colon", "expected ':' after the variable name, found 'Bool'")])
  }

  @Test func badIntRange() {
    expectFindings(
      "actor A { var x: Int(01️⃣, 3)\n var y: Int 2️⃣= 1 }",
      [
        .init("1️⃣", "parse.expected-ellipsis", "expected '...' between the bounds, found ','"),
        .init(
          "2️⃣", "parse.expected-paren",
          "expected '(' and a range after 'Int', as in 'Int(0...3)', found '='"),
      ])
  }

  @Test func replyTypeOnEvent() {
    expectFindings(
      "actor A { event { a 1️⃣-> Bool, b } }",
      [
        .init(
          "1️⃣", "parse.reply-type-on-event", "only request cases have a reply type; 'a' is an event")
      ])
  }

  @Test func pathwayNeedsNotifier() {
    expectFindings(
      "actor A { observes Service1️⃣, B.event\n requests C.Sub2️⃣ }",
      [
        .init("1️⃣", "parse.expected-notifier", "expected '.request' or '.event' after 'Service'"),
        .init("2️⃣", "parse.expected-notifier", "expected '.request' or '.event' after 'C.Sub'"),
      ])
  }

  @Test func sequenceErrors() {
    expectFindings(
      """
      sequence S {
        A 1️⃣B: x
        A -> B 2️⃣x
        A -> B: x
        note 3️⃣A: "t"
      }
      """,
      [
        .init("1️⃣", "parse.expected-arrow", "expected '->' or '-->' after the sender, found 'B'"),
        .init("2️⃣", "parse.expected-colon", "expected ':' after the receiver, found 'x'"),
        .init("3️⃣", "parse.expected-keyword", "expected 'over' after 'note', found 'A'"),
      ])
  }

  /// `after` without a name is reported once; the body still parses.
  @Test func sequenceAfterWithoutName() {
    expectFindings(
      """
      sequence S after 1️⃣{
        A -> B: x
      }
      sequence T after2️⃣
      {}
      sequence U after 3️⃣42 {}
      """,
      [
        .init(
          "1️⃣", "parse.expected-identifier", "expected a sequence name after 'after', found '{'"),
        .init(
          "2️⃣", "parse.expected-identifier", "expected a sequence name after 'after', found '{'"),
        .init(
          "3️⃣", "parse.expected-identifier", "expected a sequence name after 'after', found '42'"),
      ])
  }

  @Test func propertyErrors() {
    expectFindings(
      """
      property P: 1️⃣42
      property Q: A.b 2️⃣foo B.c
      property R: at 3️⃣least 2 A.b
      invariant I 4️⃣x
      """,
      [
        .init(
          "1️⃣", "parse.expected-pattern",
          "expected a pattern ('never', 'eventually', 'at most', 'always', 'precedes', 'responds to'), found '42'"
        ),
        .init(
          "2️⃣", "parse.expected-pattern",
          "expected 'precedes' or 'responds to' after 'A.b', found 'foo'"),
        .init("3️⃣", "parse.expected-keyword", "expected 'most' after 'at', found 'least'"),
        .init("4️⃣", "parse.expected-colon", "expected ':' after the invariant name, found 'x'"),
      ])
  }

  @Test func keywordAsName() {
    expectFindings(
      "enum E { 1️⃣send, b }\nactor A { request { go(2️⃣by: Bool) } }",
      [
        .init("1️⃣", "parse.expected-identifier", "expected an enum case name, found keyword 'send'"),
        .init("2️⃣", "parse.expected-identifier", "expected a parameter label, found keyword 'by'"),
      ])
  }

  @Test func missingStateKeywordAndName() {
    expectFindings(
      "actor A {\n  initial 1️⃣Idle {}\n  state 2️⃣{ on x -> Idle }\n}",
      [
        .init("1️⃣", "parse.expected-keyword", "expected 'state' after 'initial', found 'Idle'"),
        .init("2️⃣", "parse.expected-identifier", "expected a state name, found '{'"),
      ])
  }

  /// `per` after a budget must be followed by `push`; the body still parses.
  @Test func perWithoutPushAfterABudget() {
    expectFindings(
      "presentation V budget 1 per 1️⃣{ event { tap } }",
      [
        .init(
          "1️⃣", "parse.expected-keyword", "expected 'push' after 'per' in a budget, found '{'")
      ])
  }

  @Test func missingParenAndElseBlock() {
    expectFindings(
      """
      actor A {
        state S {
          entry { send A.b(1, 2 1️⃣}
          exit { if x { } else 2️⃣42 }
        }
      }
      """,
      [
        .init("1️⃣", "parse.expected-paren", "expected ')' to close '(', found '}'"),
        .init("2️⃣", "parse.expected-brace", "expected '{' to begin 'else' block, found '42'"),
      ])
  }

  @Test func scopeWithoutOn() {
    let source = "scope S AppStack { actor A {} }"
    let result = parse(source)
    #expect(result.diagnostics.map(\.id.rawValue) == ["parse.expected-keyword"])
    #expect(SyntaxDump.file(result.syntax) == ["scope S on AppStack { actor A {} }"])
  }

  @Test func assignmentWithoutEquals() {
    expectFindings(
      "actor A { state S { entry { x 1️⃣+ 1\n y = 2 } } }",
      [.init("1️⃣", "parse.expected-assignment", "expected '=' after 'x', found '+'")])
  }

  @Test func errorsInSeparateDeclarationsAreAllReported() {
    expectFindings(
      "system 1️⃣1\nstack 2️⃣2\nprofile 3️⃣3\ncheck 4️⃣4\ntype 5️⃣5",
      [
        .init("1️⃣", "parse.expected-identifier", "expected a system name, found '1'"),
        .init("2️⃣", "parse.expected-identifier", "expected a stack name, found '2'"),
        .init("3️⃣", "parse.expected-identifier", "expected a profile name, found '3'"),
        .init("4️⃣", "parse.expected-identifier", "expected a check name, found '4'"),
        .init("5️⃣", "parse.expected-identifier", "expected a type name, found '5'"),
      ])
  }

  @Test func forgottenOpeningBraceStillParsesTheBody() {
    let marked = """
      sequence S {
        alt "x"1️⃣
          A -> B: y
        } else {
          A -> B: z
        }
      }
      behaviour B {
        state Idle2️⃣
          on go -> Idle
        }
        state Other {
          entry 3️⃣send A.b
          on x -> Idle 4️⃣send A.c }
        }
      }
      """
    expectFindings(
      marked,
      [
        .init("1️⃣", "parse.expected-brace", "expected '{' to begin 'alt' body, found 'A'"),
        .init(
          "2️⃣", "parse.expected-brace", "expected '{' to begin 'state' body, found keyword 'on'"),
        .init(
          "3️⃣", "parse.expected-brace", "expected '{' to begin 'entry' block, found keyword 'send'"),
        .init(
          "4️⃣", "parse.expected-brace",
          "expected '{' to begin transition block, found keyword 'send'"),
      ])
    let dumped = SyntaxDump.file(parse(MarkedSource(marked).text).syntax)
    #expect(
      dumped == [
        "sequence S { alt \"x\" { A -> B: y } | { A -> B: z } }",
        joined(
          "behaviour B { state Idle { on go -> Idle }; ",
          "state Other { entry { send A.b }; on x -> Idle { send A.c } } }"),
      ])
  }

  @Test func strayOpeningBraces() {
    let marked = """
      actor A {
        state S {1️⃣{
          on x -> S
        }
        2️⃣{ on y -> S }
      }
      """
    expectFindings(
      marked,
      [
        .init("1️⃣", "parse.unexpected-token", "unexpected '{'"),
        .init("2️⃣", "parse.unexpected-token", "unexpected '{'"),
      ])
    #expect(
      SyntaxDump.file(parse(MarkedSource(marked).text).syntax) == [
        "actor A { state S { <error>; on x -> S }; <error> }"
      ])
  }

  @Test func parsingIsDeterministic() throws {
    let text = "actor A {\n state S { on x -> { }\n 42 }\n enum E { a b c"
    #expect(parse(text).diagnostics == parse(text).diagnostics)
    #expect(parse(text).syntax == parse(text).syntax)
  }
}
