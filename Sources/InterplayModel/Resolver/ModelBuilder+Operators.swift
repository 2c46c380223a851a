import InterplayDiagnostics
import InterplaySyntax

/// Binary operators: logic, comparison and bounded-integer arithmetic.
extension ModelBuilder {
  func resolveBinary(
    _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, expected: TypeID?, in context: ExprContext,
    range: SourceRange
  ) -> ResolvedExpr {
    switch op {
    case .and, .or:
      let left = coerce(lhs, to: Model.boolTypeID, in: context)
      let right = coerce(rhs, to: Model.boolTypeID, in: context)
      return ResolvedExpr(.binary(op, left, right), type: Model.boolTypeID, range: range)
    case .equal, .notEqual:
      let (left, right) = resolvePair(lhs, rhs, expected: nil, in: context)
      if !isCompatible(left.type, right.type) {
        error(
          "type.incomparable",
          "cannot compare '\(typeName(left.type))' with '\(typeName(right.type))'", at: range)
      }
      return ResolvedExpr(.binary(op, left, right), type: Model.boolTypeID, range: range)
    case .less, .lessEqual, .greater, .greaterEqual:
      let (left, right) = resolvePair(lhs, rhs, expected: nil, in: context)
      _ = intOperand(left, operator: op.rawValue)
      _ = intOperand(right, operator: op.rawValue)
      return ResolvedExpr(.binary(op, left, right), type: Model.boolTypeID, range: range)
    case .add, .subtract, .multiply, .divide, .remainder:
      let (left, right) = resolvePair(lhs, rhs, expected: expected, in: context)
      let leftBounds = intOperand(left, operator: op.rawValue)
      let rightBounds = intOperand(right, operator: op.rawValue)
      guard let leftBounds, let rightBounds else {
        return ResolvedExpr(.binary(op, left, right), type: errorType(), range: range)
      }
      // Statically an arithmetic result has the hull of its operands' ranges; the exact
      // value is computed at run time and checked when it is stored.
      let type =
        left.type == right.type
        ? left.type
        : intType(
          min(
            leftBounds.lowerBound, rightBounds.lowerBound)...max(
              leftBounds.upperBound, rightBounds.upperBound))
      return ResolvedExpr(.binary(op, left, right), type: type, range: range)
    }
  }

  /// Resolves two operands that must share a type: the one that does not need context
  /// (a literal or a bare enum case needs it) is resolved first and types the other.
  private func resolvePair(
    _ lhs: Expr, _ rhs: Expr, expected: TypeID?, in context: ExprContext
  ) -> (ResolvedExpr, ResolvedExpr) {
    if needsContext(lhs, in: context) && !needsContext(rhs, in: context) {
      let right = resolveExpr(rhs, expected: expected, in: context)
      let left = resolveExpr(lhs, expected: contextType(right, expected), in: context)
      return (left, right)
    }
    let left = resolveExpr(lhs, expected: expected, in: context)
    let right = resolveExpr(rhs, expected: contextType(left, expected), in: context)
    return (left, right)
  }

  /// The type an operand offers its partner: its own, unless it is a bare literal.
  private func contextType(_ operand: ResolvedExpr, _ expected: TypeID?) -> TypeID? {
    if isError(operand.type) { return expected }
    if case .int = operand.kind, let expected, isInt(expected) { return expected }
    return operand.type
  }

  /// Whether an operand's type comes from its partner: literals and bare case names.
  private func needsContext(_ expr: Expr, in context: ExprContext) -> Bool {
    switch expr.kind {
    case .integer: return true
    case .name(let path):
      guard path.components.count == 1 else { return false }
      let name = path.components[0].name
      if context.bindings.contains(where: { $0.name == name }) { return false }
      if let actor = context.actor,
        model.actors[actor.rawValue].variables.contains(where: { $0.name == name })
      {
        return false
      }
      return true
    case .call(let path, _): return path.components.count == 1
    case .parenthesized(let inner), .unary(.negate, let inner):
      return needsContext(inner, in: context)
    default: return false
    }
  }
}
