import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

/// Input nested far deeper than the cap: one diagnostic, no crash, no deep recursion.
@Suite struct NestingTests {
  static let depth = 10_000

  /// Parses `text`, expecting exactly one `parse.nesting-too-deep` and nothing else.
  func expectOneNestingDiagnostic(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let result = parse(text)
    #expect(
      result.diagnostics.map(\.id.rawValue) == ["parse.nesting-too-deep"],
      sourceLocation: sourceLocation)
    #expect(
      ErrorNodes(result.syntax).uncovered(by: result.diagnostics).isEmpty,
      sourceLocation: sourceLocation)
  }

  func repeated(_ text: String, _ count: Int = depth) -> String {
    String(repeating: text, count: count)
  }

  @Test func deepStates() {
    expectOneNestingDiagnostic(
      "actor A {" + repeated("state S {") + repeated("}") + "}\nsystem After")
  }

  @Test func deepSubActors() {
    expectOneNestingDiagnostic(repeated("actor A {") + repeated("}"))
  }

  @Test func deepParentheses() {
    expectOneNestingDiagnostic("invariant I: " + repeated("(") + "x" + repeated(")"))
  }

  @Test func deepArguments() {
    expectOneNestingDiagnostic("invariant I: " + repeated("f(") + "x" + repeated(")"))
  }

  @Test func longNegationRun() {
    expectOneNestingDiagnostic("invariant I: " + repeated("!") + "x")
  }

  @Test func longMinusRun() {
    expectOneNestingDiagnostic("invariant I: " + repeated("-") + "x")
  }

  @Test func longOperatorChain() {
    expectOneNestingDiagnostic("invariant I: x" + repeated(" || x"))
  }

  @Test func deepIfBlocks() {
    expectOneNestingDiagnostic(
      "actor A { state S { entry {" + repeated("if x {") + repeated("}") + "} } }")
  }

  @Test func longElseIfChain() {
    expectOneNestingDiagnostic(
      "actor A { state S { entry { if x {}" + repeated(" else if x { y = 1 }") + " else {} } } }")
  }

  @Test func elseIfChainBelowTheCapIsFine() {
    let result = parse(
      "actor A { state S { entry { if x {}" + repeated(" else if x {}", 200) + " } } }")
    #expect(result.diagnostics.isEmpty)
  }

  @Test func deepFragments() {
    expectOneNestingDiagnostic("sequence Q {" + repeated("opt {") + repeated("}") + "}")
  }

  @Test func deepBracesAtTopLevelAreSkipped() {
    let result = parse(repeated("{") + repeated("}") + "\nsystem X")
    #expect(result.diagnostics.count <= 2)
    #expect(result.syntax.declarations.contains { if case .system = $0 { true } else { false } })
  }

  @Test func unbalancedDeepBraces() {
    let result = parse("actor A {" + repeated("state S {"))
    #expect(result.diagnostics.contains { $0.id == "parse.nesting-too-deep" })
    #expect(ErrorNodes(result.syntax).uncovered(by: result.diagnostics).isEmpty)
  }

  @Test func nestingJustBelowTheCapIsFine() {
    let levels = Parser.maximumDepth - 2
    let result = parse("actor A {" + repeated("state S {", levels) + repeated("}", levels) + "}")
    #expect(result.diagnostics.isEmpty)
  }
}
