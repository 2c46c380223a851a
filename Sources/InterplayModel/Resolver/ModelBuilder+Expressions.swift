import InterplayDiagnostics
import InterplaySyntax

/// Expressions: names, enum cases, literals and `in`.
extension ModelBuilder {
  /// Resolves an expression and checks it against a type it must have.
  ///
  /// Reports `type.mismatch` for an incompatible type and `type.int-out-of-range` for an
  /// integer literal outside an integer range.
  func coerce(_ expr: Expr, to type: TypeID, in context: ExprContext) -> ResolvedExpr {
    var resolved = resolveExpr(expr, expected: type, in: context)
    if !isCompatible(resolved.type, type) {
      error(
        "type.mismatch", "expected '\(typeName(type))', found '\(typeName(resolved.type))'",
        at: expr.range)
    } else if case .int(let value) = resolved.kind, let bounds = intBounds(type),
      !bounds.contains(value)
    {
      error(
        "type.int-out-of-range", "value \(value) is out of range for '\(typeName(type))'",
        at: expr.range)
    } else if isInt(type) && isInt(resolved.type), case .int = resolved.kind {
      resolved.type = type
    }
    return resolved
  }

  /// Resolves an expression; `expected` picks enum cases written bare and types literals.
  func resolveExpr(_ expr: Expr, expected: TypeID?, in context: ExprContext) -> ResolvedExpr {
    switch expr.kind {
    case .integer(let value):
      return integer(value, expected: expected, range: expr.range)
    case .boolean(let value):
      return ResolvedExpr(.bool(value), type: Model.boolTypeID, range: expr.range)
    case .string:
      error(
        "type.string-not-allowed", "a string is allowed only as an 'assert' message",
        at: expr.range)
      return invalid(expr.range)
    case .name(let path):
      return resolveName(path, expected: expected, in: context, range: expr.range)
    case .call(let path, let arguments):
      return resolveCaseCall(path, arguments, expected: expected, in: context, range: expr.range)
    case .unary(.negate, let operand):
      if case .integer(let value) = operand.kind {
        return integer(-value, expected: expected, range: expr.range)
      }
      let resolved = resolveExpr(operand, expected: expected, in: context)
      guard let bounds = intOperand(resolved, operator: "-") else { return invalid(expr.range) }
      // No bound is `Int.min` (literals stop at `-Int.max`); clamping keeps it so.
      let negated = Self.negatedClamped(bounds.upperBound)...Self.negatedClamped(bounds.lowerBound)
      return ResolvedExpr(.unary(.negate, resolved), type: intType(negated), range: expr.range)
    case .unary(.not, let operand):
      let resolved = coerce(operand, to: Model.boolTypeID, in: context)
      return ResolvedExpr(.unary(.not, resolved), type: Model.boolTypeID, range: expr.range)
    case .binary(let op, let lhs, let rhs):
      return resolveBinary(
        BinaryOperator(op), lhs, rhs, expected: expected, in: context, range: expr.range)
    case .inState(let actor, let state):
      return resolveInState(actor, state, in: context, range: expr.range)
    case .parenthesized(let inner):
      var resolved = resolveExpr(inner, expected: expected, in: context)
      resolved.range = expr.range
      return resolved
    case .error:
      return invalid(expr.range)
    }
  }

  /// `-value`, with `Int.min` taken to `Int.max` instead of trapping.
  static func negatedClamped(_ value: Int) -> Int { value == Int.min ? Int.max : -value }

  /// An expression that failed to resolve (the failure is already reported).
  func invalid(_ range: SourceRange) -> ResolvedExpr {
    ResolvedExpr(.error, type: errorType(), range: range)
  }

  /// An integer literal: typed as the expected integer range when it fits, else exactly.
  private func integer(_ value: Int, expected: TypeID?, range: SourceRange) -> ResolvedExpr {
    if let expected, let bounds = intBounds(expected), bounds.contains(value) {
      return ResolvedExpr(.int(value), type: expected, range: range)
    }
    return ResolvedExpr(.int(value), type: intType(value...value), range: range)
  }

  /// The bounds of an integer operand, or nil after reporting a non-integer one.
  func intOperand(_ operand: ResolvedExpr, operator op: String) -> ClosedRange<Int>? {
    if isError(operand.type) { return nil }
    guard let bounds = intBounds(operand.type) else {
      error(
        "type.invalid-operand",
        "operator '\(op)' needs integer operands, found '\(typeName(operand.type))'",
        at: operand.range)
      return nil
    }
    return bounds
  }

  /// `Actor in State.Sub`.
  private func resolveInState(
    _ actorExpr: Expr, _ statePath: Path, in context: ExprContext, range: SourceRange
  ) -> ResolvedExpr {
    var actorSyntax = actorExpr
    while case .parenthesized(let inner) = actorSyntax.kind { actorSyntax = inner }
    guard case .name(let actorPath) = actorSyntax.kind else {
      error("resolve.unknown-actor", "expected an actor before 'in'", at: actorExpr.range)
      return invalid(range)
    }
    if context.isConstant {
      error(
        "type.not-constant", "'\(actorPath.text) in \(statePath.text)' is not a constant", at: range
      )
      return invalid(range)
    }
    guard let actor = resolveActorPath(actorPath.components[...], from: context.actor) else {
      return invalid(range)
    }
    guard let chart = model.actors[actor.rawValue].chart else {
      error(
        "resolve.unknown-state",
        "'\(model.actors[actor.rawValue].path)' is a stub and has no states", at: statePath.range)
      return invalid(range)
    }
    guard let state = resolveStatePath(statePath, in: actor, chart: chart) else {
      return invalid(range)
    }
    return ResolvedExpr(.inState(actor, state), type: Model.boolTypeID, range: range)
  }
}
