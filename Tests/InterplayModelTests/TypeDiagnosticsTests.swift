import InterplayModel
import InterplayTestSupport
import Testing

/// Types, literals, operators and constants.
@Suite struct TypeDiagnosticsTests {
  @Test func unknownTypesSuggestDeclaredOnes() {
    expectFindings(
      """
      enum Place { home }
      service Service {}
      actor A {
        var p: 1️⃣Plac
        var q: 2️⃣Service
        var r: 3️⃣Colour
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-type", "unknown type 'Plac'"),
        ExpectedFinding("2️⃣", "resolve.unknown-type", "'Service' is an actor, not a type"),
        ExpectedFinding("3️⃣", "resolve.unknown-type", "unknown type 'Colour'"),
      ])
    let result = resolveMarked(MarkedSource("enum Place { home }\nactor A { var p: Plac }"))
    #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean 'Place'?"])
    #expect(
      result.diagnostics.first?.fixIts.map(\.message) == ["replace 'Plac' with 'Place'"])
  }

  @Test func invalidRangesEmptyAndRecursiveEnums() {
    expectFindings(
      """
      enum 1️⃣Empty {}
      enum 2️⃣Tree { leaf, node(Branch) }
      enum Branch { left(Tree), right }
      actor A { var x: 3️⃣Int(5...3) }
      """,
      [
        ExpectedFinding("1️⃣", "type.empty-enum", "enum 'Empty' has no cases"),
        ExpectedFinding("2️⃣", "type.recursive", "enum 'Tree' contains itself through its payload"),
        ExpectedFinding(
          "3️⃣", "type.invalid-range", "invalid range 5...3: lower bound exceeds upper bound"),
      ])
  }

  @Test func nestedEnumsAreFine() {
    let model = expectClean(
      """
      enum Item { a, b }
      enum Msg { add(item: Item), clear }
      enum Outer { wrap(Msg), none }
      actor A { var m: Outer = wrap(add(b)) }
      """)
    #expect(
      model.actors[0].variables[0].initial
        == .enumCase(
          type: TypeID(3), caseIndex: 0,
          payload: [
            .enumCase(
              type: TypeID(2), caseIndex: 0,
              payload: [.enumCase(type: TypeID(1), caseIndex: 1, payload: [])])
          ]))
  }

  @Test func mismatchesAndRanges() {
    expectFindings(
      """
      enum Place { home, work }
      behaviour A {
        var n: Int(0...3) = 1️⃣4
        var b: Bool = 2️⃣1
        var p: Place = 3️⃣true
        var m: Int(-2...2) = -2
        request { go }
        initial state S {
          on go [4️⃣n] -> S { n = 5️⃣-1  b = 6️⃣p }
        }
      }
      """,
      [
        ExpectedFinding("1️⃣", "type.int-out-of-range", "value 4 is out of range for 'Int(0...3)'"),
        ExpectedFinding("2️⃣", "type.mismatch", "expected 'Bool', found 'Int(1...1)'"),
        ExpectedFinding("3️⃣", "type.mismatch", "expected 'Place', found 'Bool'"),
        ExpectedFinding("4️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
        ExpectedFinding("5️⃣", "type.int-out-of-range", "value -1 is out of range for 'Int(0...3)'"),
        ExpectedFinding("6️⃣", "type.mismatch", "expected 'Bool', found 'Place'"),
      ])
  }

  @Test func operatorsNeedTheRightOperands() {
    expectFindings(
      """
      enum Place { home, work }
      type URL
      behaviour A {
        var n: Int(0...3)
        var p: Place
        var u: URL
        var b: Bool
        request { go }
        initial state S {
          on go [1️⃣p < n] -> S
          on go [2️⃣b + 1 == 2] -> S
          on go [3️⃣p == n] -> S
          on go [!4️⃣n] -> S
          on go [5️⃣n && b] -> S
          on go [u != 6️⃣u + 1] -> S
          on go [b == (p == home) && u == u && -7️⃣b == 1] -> S
          on go [8️⃣"x" == 9️⃣"x"] -> S
        }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "type.invalid-operand", "operator '<' needs integer operands, found 'Place'"),
        ExpectedFinding(
          "2️⃣", "type.invalid-operand", "operator '+' needs integer operands, found 'Bool'"),
        ExpectedFinding("3️⃣", "type.incomparable", "cannot compare 'Place' with 'Int(0...3)'"),
        ExpectedFinding("4️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
        ExpectedFinding("5️⃣", "type.mismatch", "expected 'Bool', found 'Int(0...3)'"),
        ExpectedFinding(
          "6️⃣", "type.invalid-operand", "operator '+' needs integer operands, found 'URL'"),
        ExpectedFinding(
          "7️⃣", "type.invalid-operand", "operator '-' needs integer operands, found 'Bool'"),
        ExpectedFinding(
          "8️⃣", "type.string-not-allowed", "a string is allowed only as an 'assert' message"),
        ExpectedFinding(
          "9️⃣", "type.string-not-allowed", "a string is allowed only as an 'assert' message"),
      ])
  }

  @Test func initialValuesMustBeConstant() {
    expectFindings(
      """
      data D { var flag: Bool }
      actor A {
        var a: Int(0...3) = 1 + 1
        var b: Int(0...3) = 1️⃣a
        var c: Bool = 2️⃣D.flag
        var d: Int(0...3) = 3️⃣2 + 2
        var e: Int(0...3) = 4️⃣1 / 0
      }
      """,
      [
        ExpectedFinding("1️⃣", "type.not-constant", "'a' is not a constant"),
        ExpectedFinding("2️⃣", "type.not-constant", "'D.flag' is not a constant"),
        ExpectedFinding("3️⃣", "type.int-out-of-range", "value 4 is out of range for 'Int(0...3)'"),
        ExpectedFinding("4️⃣", "type.not-constant", "initial value of 'e' divides by zero"),
      ])
  }

  @Test func enumCasesResolveByExpectedType() {
    expectFindings(
      """
      enum Place { home, work }
      enum Site { home, lab }
      enum Mode { quiet, loud(level: Int(0...3)) }
      actor A {
        var p: Place = home
        var s: Site = home
        var l: Site = lab
        var m: Mode = loud(2)
        var q: Mode = 1️⃣loud
        var r: Mode = 2️⃣Mode.loud(1, 2)
        var t: Mode = 3️⃣louder(1)
        var u: Place = Place.4️⃣hme
        var v: Bool = 5️⃣home == 6️⃣home
        var w: Mode = Mode.quiet
      }
      """,
      [
        ExpectedFinding("1️⃣", "type.arity", "'loud' takes 1 payload value, found 0"),
        ExpectedFinding("2️⃣", "type.arity", "'loud' takes 1 payload value, found 2"),
        ExpectedFinding("3️⃣", "resolve.unknown-case", "unknown enum case 'louder'"),
        ExpectedFinding("4️⃣", "resolve.unknown-case", "enum 'Place' has no case 'hme'"),
        ExpectedFinding(
          "5️⃣", "resolve.ambiguous-case", "'home' is a case of 'Place', 'Site'; write 'Place.home'"),
        ExpectedFinding(
          "6️⃣", "resolve.ambiguous-case", "'home' is a case of 'Place', 'Site'; write 'Place.home'"),
      ])
  }

  @Test func unknownNamesSuggestVariablesAndBindings() {
    expectFindings(
      """
      service S { event { moved(place: Int(0...3)) } }
      behaviour A {
        var count: Int(0...3)
        observes S.event
        initial state Idle {
          on S.moved(place) [1️⃣plac > 0 || 2️⃣cont > 0 || 3️⃣S > 0] -> Idle
        }
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-name", "unknown name 'plac'"),
        ExpectedFinding("2️⃣", "resolve.unknown-name", "unknown name 'cont'"),
        ExpectedFinding("3️⃣", "resolve.unknown-name", "'S' is an actor, not a value"),
      ])
    let result = resolveMarked(
      MarkedSource(
        """
        service S { event { moved(place: Int(0...3)) } }
        behaviour A {
          var count: Int(0...3)
          observes S.event
          initial state Idle { on S.moved(place) [plac > 0 || cont > 0] -> Idle }
        }
        """))
    #expect(
      result.diagnostics.map { $0.notes.map(\.message) } == [
        ["did you mean 'place'?"], ["did you mean 'count'?"],
      ])
  }
}
