import InterplayDiagnostics
import InterplaySyntax
import Testing

/// Line breaking, blank lines and spacing rules.
@Suite struct FormatLayoutTests {
  /// Formats `input`, checks the round trip, and compares with `expected`.
  func check(
    _ input: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let formatted = FormatHarness.checkRoundTrip(input, sourceLocation: sourceLocation)
    #expect(formatted == expected, sourceLocation: sourceLocation)
  }

  /// `actor A { initial state B { <transition> } }` with the transition at depth 2.
  func inState(_ transition: String) -> String {
    "actor A {\n  initial state B {\n    \(transition)\n  }\n}\n"
  }

  @Test func singleActionBlockStaysOnOneLineUpToTheLimit() {
    // 4 spaces of indentation + 96 characters = exactly 100 columns.
    let transition =
      "on Service.located(p) -> Idle { send Presentation.present(p, q, r, s, t, u, v, w, x, y, zzzzz) }"
    #expect(transition.count == 96)
    check(inState(transition), inState(transition))
  }

  @Test func singleActionBlockTheUserExpandedStaysExpanded() {
    let expanded = "on go -> Idle {\n      send Presentation.present\n    }"
    check(inState("on go -> Idle {\n send Presentation.present }"), inState(expanded))
    check(
      inState("on go -> Idle { send Presentation.present }"),
      inState(
        "on go -> Idle { send Presentation.present }"))
  }

  @Test func singleActionBlockPastTheLimitExpands() {
    let transition =
      "on Service.located(p) -> Idle { send Presentation.present(p, q, r, s, t, u, v, w, x, y, zzzzzz) }"
    #expect(transition.count == 97)
    check(
      inState(transition),
      inState(
        """
        on Service.located(p) -> Idle {
              send Presentation.present(p, q, r, s, t, u, v, w, x, y, zzzzzz)
            }
        """))
  }

  @Test func blocksWithSeveralActionsOrNestedBlocksExpand() {
    check(
      inState("on a -> B { send C.d send C.e }"),
      inState("on a -> B {\n      send C.d\n      send C.e\n    }"))
    check(
      inState("entry { transaction { x = 1 } }"),
      inState("entry {\n      transaction { x = 1 }\n    }"))
    check(
      inState("on a { if x { send C.d } }"),
      inState("on a {\n      if x {\n        send C.d\n      }\n    }"))
  }

  @Test func emptyBlocksAndBodies() {
    check(
      "service S{} actor A{initial state B{on a->B{} entry{}} state C{} state D}",
      """
      service S {}

      actor A {
        initial state B {
          on a -> B {}
          entry {}
        }
        state C {}
        state D
      }

      """)
  }

  @Test func elseBlockHoldingOnlyAnIfBecomesElseIf() {
    check(
      inState("on a { if x { send C.d } else { if y { send C.e } else { send C.f } } }"),
      inState(
        """
        on a {
              if x {
                send C.d
              } else if y {
                send C.e
              } else {
                send C.f
              }
            }
        """))
  }

  @Test func caseListsFitOnOneLineOrGoOnePerLine() {
    let short = "enum Short { alpha, beta, gamma }"
    check("enum Short { alpha beta gamma }", short + "\n")
    // A list the user spread over lines stays one case per line.
    check("enum Short { alpha beta\n gamma }", "enum Short {\n  alpha\n  beta\n  gamma\n}\n")
    // 100 columns exactly stays; 101 expands, one case per line without commas.
    let fits = "enum Fits { " + (1...11).map { "case\($0)" }.joined(separator: ", ") + ", abcdefg }"
    #expect(fits.count == 100)
    check(fits, fits + "\n")
    let long =
      "enum Long { " + (1...11).map { "case\($0)" }.joined(separator: ", ") + ", abcdefgh }"
    #expect(long.count == 101)
    check(long, "enum Long {\n" + (1...11).map { "  case\($0)\n" }.joined() + "  abcdefgh\n}\n")
  }

  @Test func longCommaListsWrapWithContinuationIndent() {
    let names = (1...12).map { "Actor\($0).event" }
    check(
      "actor A { observes " + names.joined(separator: ",") + " }",
      """
      actor A {
        observes Actor1.event, Actor2.event, Actor3.event, Actor4.event, Actor5.event, Actor6.event,
            Actor7.event, Actor8.event, Actor9.event, Actor10.event, Actor11.event, Actor12.event
      }

      """)
  }

  @Test func blankLinesBetweenMembersAreKeptSingleAndNeverAdded() {
    check(
      "actor A {\n\n\n  var x: Bool\n\n\n\n  var y: Bool\n  var z: Bool\n\n}\n",
      "actor A {\n  var x: Bool\n\n  var y: Bool\n  var z: Bool\n}\n")
  }

  @Test func topLevelDeclarationsAreSeparatedByExactlyOneBlankLine() {
    check(
      "system X stack S\n\n\n\ntype T(2)",
      "system X\n\nstack S\n\ntype T(2)\n")
  }

  @Test func runsOfOneLineDeclarationsOfOneKindKeepTheirGrouping() {
    check(
      """
      check a
      check b off


      check c
      property P: never A.b
      property Q: never A.c
      forbid A -> B
      allow only A -> B
      hub H between A, B
      enum E { a }
      enum F { b }
      """,
      """
      check a
      check b off

      check c

      property P: never A.b
      property Q: never A.c

      forbid A -> B
      allow only A -> B
      hub H between A, B

      enum E { a }

      enum F { b }

      """)
  }

  @Test func canonicalSpacing() {
    check(
      inState("on  reply  C.d ( x , y )[x>1&&y<2]internal->B.C{send C.e( x,y )}"),
      inState("on reply C.d(x, y) [x > 1 && y < 2] internal -> B.C { send C.e(x, y) }"))
    check("actor A{var x:Int( 0 ... 3 )=-1}", "actor A {\n  var x: Int(0...3) = -1\n}\n")
  }

  @Test func emptyParenthesesMeanNothingExceptOnCalls() {
    check(
      inState("on C.d() -> B { send C.e() x = f() }"),
      inState("on C.d -> B {\n      send C.e\n      x = f()\n    }"))
  }

  @Test func emptyFileStaysEmpty() {
    #expect(FormatHarness.format("") == "")
    #expect(FormatHarness.format("  \n\n ") == "")
  }

  @Test func treesWithErrorsAreCopiedThroughWithoutCrashing() {
    let (source, result) = FormatHarness.parse("system X\nenum { ??? }\nstack S\n")
    #expect(!result.diagnostics.isEmpty)
    let formatted = Formatter.format(result.syntax, source: source)
    #expect(formatted.contains("system X"))
    #expect(formatted.contains("stack S"))
  }
}
