import InterplayDiagnostics
import InterplaySyntax
import Testing

/// Expressions print with the fewest parentheses that read back as the same tree.
///
/// Parsed trees keep the user's parentheses as `.parenthesized` nodes, so minimality
/// is tested on trees built by hand, which have none.
@Suite struct FormatExpressionTests {
  static let nowhere = SourceRange.point(FileID(0), 0)

  static func name(_ text: String) -> Expr {
    Expr(.name(Path([Identifier(text, range: nowhere)], range: nowhere)), range: nowhere)
  }
  static func int(_ value: Int) -> Expr { Expr(.integer(value), range: nowhere) }
  static func bin(_ op: BinaryOperatorSyntax, _ lhs: Expr, _ rhs: Expr) -> Expr {
    Expr(.binary(op, lhs, rhs), range: nowhere)
  }
  static func not(_ operand: Expr) -> Expr { Expr(.unary(.not, operand), range: nowhere) }
  static func neg(_ operand: Expr) -> Expr { Expr(.unary(.negate, operand), range: nowhere) }
  static func inState(_ actor: Expr, _ state: String) -> Expr {
    Expr(
      .inState(actor: actor, state: Path([Identifier(state, range: nowhere)], range: nowhere)),
      range: nowhere)
  }

  /// Formats `invariant I: <expr>` built by hand and returns the expression text.
  static func text(_ expr: Expr) -> String {
    let decl = InvariantDecl(name: Identifier("I", range: nowhere), condition: expr, range: nowhere)
    let syntax = SourceFileSyntax(file: FileID(0), declarations: [.invariant(decl)])
    let output = Formatter.format(syntax, source: SourceFile(path: "built.ipl", text: ""))
    return String(output.dropFirst("invariant I: ".count).dropLast())
  }

  /// The tree with every `.parenthesized` node replaced by its content.
  static func stripped(_ expr: Expr) -> ExprKind {
    func strip(_ expr: Expr) -> Expr { Expr(stripped(expr), range: nowhere) }
    switch expr.kind {
    case .parenthesized(let inner): return stripped(inner)
    case .unary(let op, let operand): return .unary(op, strip(operand))
    case .binary(let op, let lhs, let rhs): return .binary(op, strip(lhs), strip(rhs))
    case .inState(let actor, let state):
      return .inState(
        actor: strip(actor),
        state: Path(state.components.map { Identifier($0.name, range: nowhere) }, range: nowhere))
    case .call(let callee, let arguments): return .call(callee, arguments.map(strip))
    case .name(let path):
      return .name(
        Path(path.components.map { Identifier($0.name, range: nowhere) }, range: nowhere))
    default: return expr.kind
    }
  }

  static let a = name("a")
  static let b = name("b")
  static let c = name("c")

  static let cases: [(Expr, String)] = [
    (bin(.multiply, bin(.add, a, b), c), "(a + b) * c"),
    (bin(.add, a, bin(.multiply, b, c)), "a + b * c"),
    (bin(.subtract, bin(.subtract, a, b), c), "a - b - c"),
    (bin(.subtract, a, bin(.subtract, b, c)), "a - (b - c)"),
    (bin(.divide, a, bin(.remainder, b, c)), "a / (b % c)"),
    (bin(.or, bin(.and, a, b), c), "a && b || c"),
    (bin(.and, bin(.or, a, b), c), "(a || b) && c"),
    (bin(.and, a, bin(.and, b, c)), "a && (b && c)"),
    (bin(.equal, bin(.less, a, b), c), "(a < b) == c"),
    (bin(.equal, a, bin(.add, b, int(1))), "a == b + 1"),
    (not(bin(.equal, a, b)), "!a == b"),
    (bin(.equal, not(a), b), "(!a) == b"),
    (not(bin(.and, a, b)), "!(a && b)"),
    (bin(.and, not(a), not(b)), "!a && !b"),
    (not(not(a)), "!!a"),
    (neg(bin(.add, a, b)), "-(a + b)"),
    (neg(neg(a)), "- -a"),
    (neg(int(5)), "-5"),
    (bin(.subtract, a, neg(b)), "a - -b"),
    (bin(.multiply, neg(a), b), "-a * b"),
    (neg(not(a)), "-(!a)"),
    (bin(.or, inState(a, "S"), not(inState(b, "T"))), "a in S || !b in T"),
    (inState(bin(.add, a, b), "S"), "a + b in S"),
    (inState(bin(.equal, a, b), "S"), "(a == b) in S"),
  ]

  @Test(arguments: 0..<cases.count)
  func minimalParentheses(_ index: Int) {
    let (expr, expected) = Self.cases[index]
    let printed = Self.text(expr)
    #expect(printed == expected)
    let (_, result) = FormatHarness.parse("invariant I: " + printed)
    #expect(result.diagnostics.isEmpty, "\(printed)")
    guard case .invariant(let reparsed)? = result.syntax.declarations.first else {
      Issue.record("\(printed) did not parse as an invariant")
      return
    }
    #expect(Self.stripped(reparsed.condition) == Self.stripped(expr), "\(printed)")
  }

  @Test func stringsAreReEscaped() {
    let value = "quote \" backslash \\ newline \n tab \t é"
    #expect(
      Self.text(Expr(.string(value), range: Self.nowhere))
        == #""quote \" backslash \\ newline \n tab \t é""#)
  }
}
