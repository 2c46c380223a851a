import InterplaySyntax
import Testing

/// Comments survive formatting in the place they were written.
@Suite struct FormatCommentTests {
  /// Formats `input`, checks the round trip, and compares with `expected`.
  func check(
    _ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let formatted = FormatHarness.checkRoundTrip(input, sourceLocation: sourceLocation)
    #expect(formatted == expected, sourceLocation: sourceLocation)
  }

  @Test func leadingCommentsStayOnTheirOwnLine() {
    check(
      """
      // about the system
      system X
      /* about E */ enum E { a }
      """,
      """
      // about the system
      system X

      /* about E */
      enum E { a }

      """)
  }

  @Test func trailingCommentsStayAtTheEndOfTheLine() {
    check(
      """
      system X   // name
      service S {
        request { a } // cases
        initial state A { on a -> A { send S.a }   /* loop */ }
      }
      """,
      """
      system X // name

      service S {
        request { a } // cases
        initial state A {
          on a -> A { send S.a } /* loop */
        }
      }

      """)
  }

  @Test func commentsInsideEmptyBodiesKeepTheBodyOpen() {
    check(
      """
      service S {
        // nothing yet
      }
      enum E { /* none */ }
      actor A { initial state B { on x -> B {
        // todo
      } } }
      """,
      """
      service S {
        // nothing yet
      }

      enum E { /* none */
      }

      actor A {
        initial state B {
          on x -> B {
            // todo
          }
        }
      }

      """)
  }

  @Test func commentBeforeClosingBraceStaysInside() {
    check(
      """
      service S {
        initial state A {
          on x -> A
          // last words of A

        // last words of S
        }
      }
      """,
      """
      service S {
        initial state A {
          on x -> A
          // last words of A

          // last words of S
        }
      }

      """)
  }

  @Test func commentsBetweenDeclarationsKeepOneBlankLineBeforeTheGroup() {
    check(
      """
      system X
      // one
      // two

      // three
      stack S



      // end
      """,
      """
      system X

      // one
      // two

      // three
      stack S

      // end

      """)
  }

  @Test func commentAfterOpeningBraceStaysOnThatLine() {
    check(
      """
      service S { // the service
        request { a, b } }
      """,
      """
      service S { // the service
        request { a, b }
      }

      """)
  }

  @Test func commentInsideOneLineConstructMovesBeforeIt() {
    check(
      """
      actor A {
        var x: /* small */ Int(0...3) = 1
        observes B.event, // first
          C.event
      }
      """,
      """
      actor A {
        /* small */
        var x: Int(0...3) = 1
        // first
        observes B.event, C.event
      }

      """)
  }

  @Test func commentsInBlocksForceExpansion() {
    check(
      """
      actor A { initial state B {
        on x -> B { send C.d // why
        }
        entry { /* hello */ send C.e }
      } }
      """,
      """
      actor A {
        initial state B {
          on x -> B {
            send C.d // why
          }
          entry { /* hello */
            send C.e
          }
        }
      }

      """)
  }

  @Test func commentsAroundElseStayInTheBranchBefore() {
    check(
      """
      actor A { initial state B { on x {
        if y { send C.d } // then done
        // about else
        else { send C.e }
      } } }
      """,
      """
      actor A {
        initial state B {
          on x {
            if y {
              send C.d
              // then done
              // about else
            } else {
              send C.e
            }
          }
        }
      }

      """)
  }

  @Test func multiLineBlockCommentIsKeptVerbatim() {
    check(
      """
      /*
       * Header
       */
      system X
      """,
      """
      /*
       * Header
       */
      system X

      """)
  }

  @Test func commentsInSequencesAndFragments() {
    check(
      """
      sequence S {
        A -> B: x // first
        alt "yes" { A -> B: y } // after yes
        else { // no
          A -> B: z
        }
      }
      """,
      """
      sequence S {
        A -> B: x // first
        alt "yes" {
          A -> B: y
          // after yes
        } else { // no
          A -> B: z
        }
      }

      """)
  }

  @Test func trailingCommentBelongsToTheLastNodeOnItsLine() {
    check(
      """
      system X stack S // about S
      actor A { var x: Bool var y: Bool /* about y */ }
      """,
      """
      system X

      stack S // about S

      actor A {
        var x: Bool
        var y: Bool /* about y */
      }

      """)
  }

  @Test func bracesInsideCommentsAndStringsAreNotBodies() {
    check(
      """
      service S /* { */ uri "/a{" { request /* } */ { a } }
      sequence Q { alt "x{" /* { */ { A -> B: m } }
      """,
      """
      /* { */
      service S uri "/a{" {
        /* } */
        request { a }
      }

      sequence Q {
        /* { */
        alt "x{" {
          A -> B: m
        }
      }

      """)
  }

  @Test func carriageReturnsAndTabsAreNormalized() {
    check(
      "system X\r\n\r\n\r\nactor A {\r\n\tvar x: Bool // flag\r\n\r\n\r\n\tvar y: Bool\r\n}\r\n",
      "system X\n\nactor A {\n  var x: Bool // flag\n\n  var y: Bool\n}\n")
  }
}
