import InterplaySyntax
import Testing

/// The deepest input the parser accepts formats and round-trips without trouble.
@Suite struct FormatNestingTests {
  /// Just under the parser's nesting cap (256 bodies and parentheses in total).
  static let depth = 240

  func repeated(_ text: String, _ count: Int = depth) -> String {
    String(repeating: text, count: count)
  }

  @Test func deepStates() {
    let formatted = FormatHarness.checkRoundTrip(
      "actor A {" + repeated("state S {") + "on x -> S" + repeated("}") + "}")
    #expect(formatted.contains(String(repeating: " ", count: 2 * (Self.depth + 1)) + "on x -> S\n"))
  }

  @Test func deepParentheses() {
    let formatted = FormatHarness.checkRoundTrip(
      "invariant I: " + repeated("(") + "x" + repeated(")"))
    #expect(formatted == "invariant I: " + repeated("(") + "x" + repeated(")") + "\n")
  }

  @Test func longOperatorChains() {
    let chain = "invariant I: x" + repeated(" || x")
    #expect(FormatHarness.checkRoundTrip(chain) == chain + "\n")
    let prefixes = "invariant J: " + repeated("!", 100) + repeated("-", 100) + "x"
    #expect(
      FormatHarness.checkRoundTrip(prefixes)
        == "invariant J: " + repeated("!", 100) + repeated("- ", 99) + "-x\n")
  }

  @Test func deepElseIfChains() {
    let formatted = FormatHarness.checkRoundTrip(
      "actor A { state S { entry { if x { send B.c }" + repeated(" else { if x { send B.c }")
        + repeated(" }") + " } } }")
    #expect(formatted.components(separatedBy: "} else if x {").count == Self.depth + 1)
  }
}
