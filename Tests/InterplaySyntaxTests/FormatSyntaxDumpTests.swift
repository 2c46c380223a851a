import InterplaySyntax
import Testing

/// The structural dump that the round-trip tests compare.
@Suite struct FormatSyntaxDumpTests {
  @Test func dumpIsRangeFree() {
    let compact = "system X enum E{a,b(x:Bool)} actor A{initial state S{on E.a[x]->S{send B.c(1)}}}"
    let spread =
      "\n\n  system   X\n\nenum E {\n  a\n  b(x: Bool)\n}\n"
      + "actor A {\n  initial state S {\n    on E.a [x] -> S { send B.c(1) }\n  }\n}\n"
    #expect(FormatHarness.dump(compact) == FormatHarness.dump(spread))
  }

  @Test func dumpShowsTheStructure() {
    let dump = FormatHarness.dump(
      """
      system X // c
      actor A {
        var n: Int(0...3) = (1 + 2) * 3
        initial state S {
          on B.c(x) [x > 1] -> S { send B.d(x) }
        }
      }
      """)
    #expect(
      dump == """
        File
          System X
          Actor actor A
            Var n type=Int(0...3) initial=(* (paren (+ (int 1) (int 2))) (int 3))
            State normal S initial=true region=false body=true
              Transition on=B.c(x) guard=(> (name x) (int 1)) internal=false target=S
                Block
                  Send B.d [(name x)]
          Comment "// c"

        """)
  }

  /// Pairs of sources that differ in one detail each: the dump must tell them apart,
  /// or the round-trip comparison could miss a formatter bug.
  static let differingPairs: [(String, String)] = [
    ("invariant I: a + b", "invariant I: (a + b)"),
    ("invariant I: a - (b - c)", "invariant I: a - b - c"),
    ("invariant I: f()", "invariant I: f"),
    ("invariant I: \"a\"", "invariant I: \"b\""),
    ("invariant I: !a", "invariant I: -a"),
    ("invariant I: 1", "invariant I: 2"),
    ("system X // a", "system X // b"),
    ("system X", "system Y"),
    ("check c", "check c off"),
    ("type T", "type T(2)"),
    ("enum E { a, b }", "enum E { b, a }"),
    ("enum E { a(Bool) }", "enum E { a(x: Bool) }"),
    ("actor A {}", "service A {}"),
    ("actor A uri \"/a\" {}", "actor A {}"),
    ("actor A budget 1 {}", "actor A {}"),
    ("actor A budget 1 per push {}", "actor A budget 1 {}"),
    ("actor A { request { a } }", "actor A { event { a } }"),
    ("actor A { request fifo { a } }", "actor A { request { a } }"),
    ("actor A { request capacity 2 { a } }", "actor A { request { a } }"),
    ("actor A { request { a -> Bool } }", "actor A { request { a } }"),
    ("actor A { observes B.event }", "actor A { requests B.event }"),
    ("actor A { state S }", "actor A { state S {} }"),
    ("actor A { state S }", "actor A { initial state S }"),
    ("actor A { final state S }", "actor A { parallel state S }"),
    ("actor A { region S }", "actor A { state S }"),
    ("actor A { state S { history H } }", "actor A { state S { deep history H } }"),
    ("actor A { state S { history H -> T } }", "actor A { state S { history H } }"),
    ("actor A { state S { on a -> T } }", "actor A { state S { on a internal -> T } }"),
    ("actor A { state S { on a -> T } }", "actor A { state S { on a -> T {} } }"),
    ("actor A { state S { on a } }", "actor A { state S { on reply a } }"),
    ("actor A { state S { on a(x) } }", "actor A { state S { on a(y) } }"),
    ("actor A { state S { on a [x] } }", "actor A { state S { on a } }"),
    ("actor A { state S { always -> T } }", "actor A { state S { on done -> T } }"),
    ("actor A { state S { ignore a } }", "actor A { state S { defer a } }"),
    ("actor A { state S { entry { } } }", "actor A { state S { exit { } } }"),
    ("actor A { state S { entry { reply } } }", "actor A { state S { entry { reply 1 } } }"),
    ("actor A { state S { entry { push P } } }", "actor A { state S { entry { pop P } } }"),
    (
      "actor A { state S { entry { assert x } } }",
      "actor A { state S { entry { assert x, \"m\" } } }"
    ),
    (
      "actor A { state S { entry { if x { } } } }",
      "actor A { state S { entry { if x { } else { } } } }"
    ),
    ("actor A { state S { entry { emit e(1) } } }", "actor A { state S { entry { emit e } } }"),
    ("sequence S { A -> B: m }", "sequence S { A --> B: m }"),
    ("sequence S { A -> B: m }", "forbidden sequence S { A -> B: m }"),
    ("sequence S { opt { } }", "sequence S { loop { } }"),
    ("sequence S { loop 1...2 { } }", "sequence S { loop { } }"),
    ("sequence S { alt \"x\" { } }", "sequence S { alt { } }"),
    ("sequence S { note over A: \"x\" }", "sequence S { note over A, B: \"x\" }"),
    ("property P: never A.b", "property P: eventually A.b"),
    ("property P: never A.b", "property P: never A.b globally"),
    ("property P: never A.b after A.c", "property P: never A.b before A.c"),
    ("forbid A -> B", "forbid B -> A"),
    ("forbid service -> B", "forbid Service -> B"),
    ("data D { smart R by A reads x }", "data D { smart R by A writes x }"),
    ("data D { hard R by A priority 1 }", "data D { hard R by A }"),
    ("scope C on S {}", "scope C on T {}"),
  ]

  @Test(arguments: 0..<differingPairs.count)
  func dumpTellsApart(_ index: Int) {
    let (first, second) = Self.differingPairs[index]
    let firstResult = FormatHarness.parse(first).1
    let secondResult = FormatHarness.parse(second).1
    #expect(firstResult.diagnostics.isEmpty, "\(first)")
    #expect(secondResult.diagnostics.isEmpty, "\(second)")
    #expect(
      InterplaySyntax.SyntaxDump.dump(firstResult.syntax)
        != InterplaySyntax.SyntaxDump.dump(secondResult.syntax))
  }
}
