import InterplayDiagnostics

/// Expressions with minimal parentheses, by ``OperatorStrength`` (the grammar's binding
/// strengths). Parentheses are added only where the tree needs them to read back the
/// same; a `.parenthesized` node the user wrote is always kept.
extension SyntaxText {
  /// Binding strength of an expression's outermost operator (higher binds tighter).
  static func strength(_ kind: ExprKind) -> Int {
    switch kind {
    case .binary(let op, _, _): OperatorStrength.binary(precedence: op.precedence)
    case .unary(.not, _): OperatorStrength.not
    case .inState: OperatorStrength.inState
    case .unary(.negate, _): OperatorStrength.negate
    case .integer, .boolean, .string, .name, .call, .parenthesized, .error:
      OperatorStrength.primary
    }
  }

  /// The expression as source text.
  static func expr(_ expr: Expr) -> String { exprText(expr.kind, atLeast: 0) }

  /// The expression, parenthesized if it binds looser than `strength`.
  static func exprText(_ kind: ExprKind, atLeast needed: Int) -> String {
    OperatorStrength.grouped(bareText(kind), strength: strength(kind), needed: needed)
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
      exprText(actor.kind, atLeast: OperatorStrength.inStateOperand) + " in " + path(state)
    case .parenthesized(let inner):
      "(" + exprText(inner.kind, atLeast: 0) + ")"
    case .error:
      "<error>"
    }
  }

  private static func unaryText(_ op: UnaryOperatorSyntax, _ operand: ExprKind) -> String {
    switch op {
    case .not: "!" + exprText(operand, atLeast: OperatorStrength.notOperand)
    case .negate:
      OperatorStrength.negated(exprText(operand, atLeast: OperatorStrength.negateOperand))
    }
  }

  private static func binaryText(_ op: BinaryOperatorSyntax, _ lhs: ExprKind, _ rhs: ExprKind)
    -> String
  {
    let needed = OperatorStrength.operands(precedence: op.precedence)
    return exprText(lhs, atLeast: needed.left) + " " + op.rawValue + " "
      + exprText(rhs, atLeast: needed.right)
  }
}
