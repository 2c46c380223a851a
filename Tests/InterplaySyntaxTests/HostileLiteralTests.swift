import Foundation
import InterplayDiagnostics
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Issue #18, the literal bug: `-9223372036854775807` was read as `-9223372036854775808`,
/// so `fmt` changed the value and its output no longer lexed. A literal keeps its value
/// through a round trip, and one too large is a diagnostic, never a trap.
@Suite struct HostileLiteralTests {
  @Test func theMostNegativeLiteralKeepsItsValueThroughFmt() throws {
    let url = TestPaths.fixtures.appendingPathComponent("Hostile/literal-min.ipl")
    let text = try String(contentsOf: url, encoding: .utf8)
    let formatted = FormatHarness.checkRoundTrip(text)
    #expect(
      formatted.contains(
        "var n: Int(-9223372036854775807...-9223372036854775800) = -9223372036854775807"))
    #expect(!formatted.contains("9223372036854775808"))
  }

  /// A negated count keeps its value too (the resolver then reports it as negative).
  @Test func aNegatedCountKeepsItsValue() {
    let dump = FormatHarness.dump("actor A budget -9223372036854775807 {}")
    #expect(dump.contains("budget=-9223372036854775807"), "\(dump)")
  }

  /// The minimum has no literal: its digits are past the maximum, whatever the sign.
  @Test func theMinimumHasNoLiteral() {
    let (_, result) = FormatHarness.parse("actor A { var n: Int(-9223372036854775808...0) }")
    #expect(result.diagnostics.map(\.id.rawValue) == ["lex.integer-overflow"])
  }

  @Test func aLiteralPastTheMaximumIsADiagnostic() throws {
    let url = TestPaths.fixtures.appendingPathComponent("Hostile/literal-too-big.ipl")
    let text = try String(contentsOf: url, encoding: .utf8)
    let (_, result) = FormatHarness.parse(text)
    #expect(result.diagnostics.map(\.id.rawValue) == ["lex.integer-overflow"])
    #expect(
      result.diagnostics.first?.message
        == "integer literal '99999999999999999999999' is too large")
  }
}
