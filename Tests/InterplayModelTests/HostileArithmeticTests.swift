import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplayTestSupport
import Testing

/// Issue #18: arithmetic the resolver does (constant folding, range widths) is checked,
/// so a value one step past the 64-bit limits is a diagnostic with a location, never a
/// trap; each case resolves within a second.
@Suite(.timeLimit(.minutes(1))) struct HostileArithmeticTests {
  /// The errors of resolving a `Tests/Fixtures/Hostile/` file, as `id@line:column`,
  /// after checking it took less than a second.
  static func errors(ofFixture name: String) throws -> [String] {
    let url = TestPaths.fixtures.appendingPathComponent("Hostile/\(name)")
    let clock = ContinuousClock()
    var resolved: (result: ResolveResult, parse: [Diagnostic], sources: SourceSet)?
    let elapsed = try clock.measure { resolved = try resolveFile(at: url) }
    #expect(elapsed < .seconds(1), "\(name) took \(elapsed)")
    guard let resolved else { return [] }
    return (resolved.parse + resolved.result.diagnostics).filter { $0.severity == .error }.map {
      let location = resolved.sources[$0.range.file].location(of: $0.range.start)
      return "\($0.id.rawValue)@\(location.line):\(location.column)"
    }
  }

  @Test func aRangeAsWideAsIntIsPastTheTypeLimit() throws {
    #expect(try Self.errors(ofFixture: "arith-range-max.ipl") == ["limit.type-values@5:10"])
  }

  @Test func aRangeWiderThanAStateWordIsPastTheTypeLimit() throws {
    #expect(try Self.errors(ofFixture: "bound-range-width.ipl") == ["limit.type-values@5:10"])
  }

  @Test func foldingTheMinimumDividedByMinusOneOverflows() throws {
    #expect(
      try Self.errors(ofFixture: "arith-fold-divide.ipl") == ["type.arithmetic-overflow@5:23"])
  }

  @Test func foldingTheRemainderOfTheMinimumByMinusOneOverflows() throws {
    #expect(
      try Self.errors(ofFixture: "arith-fold-remainder.ipl") == ["type.arithmetic-overflow@5:23"])
  }

  @Test func foldingTheNegatedMinimumOverflows() throws {
    #expect(
      try Self.errors(ofFixture: "arith-fold-negate.ipl") == ["type.arithmetic-overflow@5:23"])
  }

  @Test func foldingAProductPastTheMaximumOverflows() throws {
    #expect(
      try Self.errors(ofFixture: "arith-fold-multiply.ipl") == ["type.arithmetic-overflow@5:23"])
  }

  /// The message names the operation and the bounds it left.
  @Test func anOverflowSaysWhatOverflowed() {
    expectFindings(
      """
      actor A { var n: Int(0...3) = 1️⃣(-9223372036854775807 - 1) / -1 }
      """,
      [
        ExpectedFinding(
          "1️⃣", "type.arithmetic-overflow",
          "-9223372036854775808 / -1 overflows: the result is outside -9223372036854775808...9223372036854775807"
        )
      ])
  }

  /// Sequence arguments are folded too: an overflow there is the same error.
  @Test func aSequenceArgumentThatOverflowsIsTheSameError() {
    expectFindings(
      """
      actor Knob { event { up(n: Int(0...3)) } }
      actor Amp {
        observes Knob.event
        initial state On { ignore Knob.up }
      }
      sequence S { Knob -> Amp: up(1️⃣9223372036854775807 + 1) }
      """,
      [
        ExpectedFinding(
          "1️⃣", "type.arithmetic-overflow",
          "9223372036854775807 + 1 overflows: the result is outside -9223372036854775808...9223372036854775807"
        )
      ])
  }

  /// Folding that stays inside the 64-bit integers is exact at both ends.
  @Test func foldingAtTheLimitsIsExact() {
    let model = expectClean(
      """
      actor A {
        var low: Int(-9223372036854775807...-9223372036854775800) = -9223372036854775807
        var high: Int(9223372036854775800...9223372036854775807) = 9223372036854775806 + 1
      }
      """)
    #expect(model.actors[0].variables.map(\.initial) == [.int(-Int.max), .int(Int.max)])
  }

  /// Negating a range near the minimum types without a trap.
  @Test func negatingARangeNearTheMinimumTypes() {
    expectClean(
      """
      actor Knob { event { up } }
      actor A {
        observes Knob.event
        var x: Int(-9223372036854775807...-9223372036854775800) = -9223372036854775807
        var y: Int(0...1) = 0
        initial state On { on Knob.up [-x > 0] { y = 1 } }
      }
      """)
  }
}
