import InterplayDiagnostics

/// Expressions with minimal parentheses.
///
/// Binding strength follows the grammar, loosest first: `||`, `&&`, prefix `!`,
/// comparisons and `in` (not chainable), `+ -`, `* / %`, prefix `-`, primaries.
/// Parentheses are added only where the tree needs them to read back the same;
/// a `.parenthesized` node the user wrote is always kept.
extension SyntaxText {
  /// Binding strength of an expression's outermost operator (higher binds tighter).
  static func strength(_ kind: ExprKind) -> Int {
    switch kind {
    case .binary(let op, _, _): op.precedence * 10
    case .unary(.not, _): 25
    case .inState: 30
    case .unary(.negate, _): 60
    case .integer, .boolean, .string, .name, .call, .parenthesized, .error: 70
    }
  }

  /// The least strength each operand of a binary operator needs to go without parentheses.
  static func operandStrength(_ op: BinaryOperatorSyntax) -> (left: Int, right: Int) {
    switch op.precedence {
    case 1: (10, 20)  // or = and { "||" and }
    case 2: (20, 25)  // and = not { "&&" not }
    case 3: (40, 40)  // cmp = sum [ op sum ]
    case 4: (40, 50)  // sum = term { op term }
    default: (50, 60)  // term = unary { op unary }
    }
  }

  /// The expression as source text.
  static func expr(_ expr: Expr) -> String { exprText(expr.kind, atLeast: 0) }

  /// The expression, parenthesized if it binds looser than `strength`.
  static func exprText(_ kind: ExprKind, atLeast needed: Int) -> String {
    let text = bareText(kind)
    return strength(kind) < needed ? "(" + text + ")" : text
  }

  private static func bareText(_ kind: ExprKind) -> String {
    switch kind {
    case .integer(let value): String(value)
    case .boolean(let value): value ? "true" : "false"
    case .string(let value): StringLiteral.quoted(value)
    case .name(let name): path(name)
    case .call(let callee, let arguments):
      path(callee) + "(" + arguments.map { expr($0) }.joined(separator: ", ") + ")"
    case .unary(let op, let operand):
      unaryText(op, operand.kind)
    case .binary(let op, let lhs, let rhs):
      binaryText(op, lhs.kind, rhs.kind)
    case .inState(let actor, let state):
      exprText(actor.kind, atLeast: 40) + " in " + path(state)
    case .parenthesized(let inner):
      "(" + exprText(inner.kind, atLeast: 0) + ")"
    case .error:
      "<error>"
    }
  }

  private static func unaryText(_ op: UnaryOperatorSyntax, _ operand: ExprKind) -> String {
    switch op {
    case .not:
      return "!" + exprText(operand, atLeast: 25)
    case .negate:
      let text = exprText(operand, atLeast: 60)
      // `- -x` rather than `--x`, which reads like a decrement (and `-->` is an arrow).
      return (text.hasPrefix("-") ? "- " : "-") + text
    }
  }

  private static func binaryText(_ op: BinaryOperatorSyntax, _ lhs: ExprKind, _ rhs: ExprKind)
    -> String
  {
    let needed = operandStrength(op)
    return exprText(lhs, atLeast: needed.left) + " " + op.rawValue + " "
      + exprText(rhs, atLeast: needed.right)
  }
}
