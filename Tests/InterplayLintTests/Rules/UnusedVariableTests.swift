import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct UnusedVariableTests {
  let rule = UnusedVariable()

  @Test func reportsVariablesAndPropertiesNothingReads() {
    let source = MarkedSource(
      """
      system S
      behaviour Tally {
        var count: Int(0...3) = 0
        var 1️⃣spare: Bool
        var 2️⃣written: Bool
        var guarded: Bool
        var asserted: Bool
        var checked: Int(0...3)
        var argument: Int(0...3)
        request { bump(amount: Int(0...3)) }
        initial state Counting {
          on bump(amount) [guarded] -> Counting {
            count = count + amount
            written = true
            assert asserted, "asserted"
            send Tally.bump(argument)
          }
        }
      }
      behaviour Player {}
      data Queue {
        var tracks: Int(0...3)
        var 3️⃣total: Int(0...3)
        var 4️⃣unused: Bool
        smart sum by Player reads tracks writes total
      }
      invariant Bounded: Tally.checked < 3
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding("1️⃣", "lint.unused-variable", "variable 'spare' of 'Tally' is never used"),
        ExpectedFinding(
          "2️⃣", "lint.unused-variable", "variable 'written' of 'Tally' is written but never read"),
        ExpectedFinding(
          "3️⃣", "lint.unused-variable", "property 'total' of 'Queue' is written but never read"),
        ExpectedFinding("4️⃣", "lint.unused-variable", "property 'unused' of 'Queue' is never used"),
      ])
  }

  @Test func theFixItRemovesTheLineOfADeclarationNothingUses() {
    let source = MarkedSource(
      """
      system S
      behaviour Tally {
        var count: Int(0...3)
      1️⃣  var spare: Bool
      2️⃣  var written: Bool
        var a: Bool 3️⃣var b: Bool4️⃣
        initial state Idle {
          always [count > 0 && a] -> Idle { written = true }
        }
      }
      """)
    let diagnostics = RuleTesting.diagnostics(rule, source.text)
    #expect(
      diagnostics.map(\.message) == [
        "variable 'spare' of 'Tally' is never used",
        "variable 'written' of 'Tally' is written but never read",
        "variable 'b' of 'Tally' is never used",
      ])
    #expect(
      diagnostics.map { $0.fixIts.map(\.message) } == [["remove 'spare'"], [], ["remove 'b'"]])
    let edits = diagnostics.flatMap(\.fixIts).flatMap(\.edits)
    #expect(edits.map(\.range.start) == [source.markers["1️⃣"], source.markers["3️⃣"]])
    #expect(edits.map(\.range.end) == [source.markers["2️⃣"], source.markers["4️⃣"]])
    #expect(edits.allSatisfy { $0.replacement.isEmpty })
  }
}
