import InterplayDiagnostics
import InterplaySyntax

/// Constant evaluation of initial values.
extension ModelBuilder {
  /// The value of a constant expression of a type; reports and returns `.error` otherwise.
  func constantValue(of expr: Expr, type: TypeID, name: String, in context: ExprContext) -> Value {
    let resolved = coerce(expr, to: type, in: context)
    if containsError(resolved) || isError(type) { return .error }
    guard let value = evaluate(resolved) else {
      // Names that read state were reported while resolving; what is left is `x / 0`.
      error("type.not-constant", "initial value of '\(name)' divides by zero", at: expr.range)
      return .error
    }
    if case .int(let number) = value, let bounds = intBounds(type), !bounds.contains(number) {
      if case .int = resolved.kind { return value }  // reported by coerce
      error(
        "type.int-out-of-range", "value \(number) is out of range for '\(typeName(type))'",
        at: expr.range)
      return .error
    }
    return value
  }

  /// Whether an expression has a part that failed to resolve.
  func containsError(_ expr: ResolvedExpr) -> Bool {
    switch expr.kind {
    case .error: true
    case .enumCase(_, let payload): payload.contains(where: containsError)
    case .unary(_, let operand): containsError(operand)
    case .binary(_, let lhs, let rhs): containsError(lhs) || containsError(rhs)
    default: false
    }
  }

  /// The value of an expression built from literals and enum cases; nil if it reads
  /// state or divides by zero.
  func evaluate(_ expr: ResolvedExpr) -> Value? {
    switch expr.kind {
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    case .enumCase(let index, let payload):
      var values: [Value] = []
      for argument in payload {
        guard let value = evaluate(argument) else { return nil }
        values.append(value)
      }
      return .enumCase(type: expr.type, caseIndex: index, payload: values)
    case .unary(.not, let operand):
      guard case .bool(let value)? = evaluate(operand) else { return nil }
      return .bool(!value)
    case .unary(.negate, let operand):
      guard case .int(let value)? = evaluate(operand) else { return nil }
      return .int(-value)
    case .binary(let op, let lhs, let rhs):
      guard let left = evaluate(lhs), let right = evaluate(rhs) else { return nil }
      return evaluate(op, left, right)
    case .variable, .binding, .property, .inState, .error:
      return nil
    }
  }

  private func evaluate(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Value? {
    switch (op, left, right) {
    case (.and, .bool(let a), .bool(let b)): return .bool(a && b)
    case (.or, .bool(let a), .bool(let b)): return .bool(a || b)
    case (.equal, _, _): return .bool(left == right)
    case (.notEqual, _, _): return .bool(left != right)
    case (.less, .int(let a), .int(let b)): return .bool(a < b)
    case (.lessEqual, .int(let a), .int(let b)): return .bool(a <= b)
    case (.greater, .int(let a), .int(let b)): return .bool(a > b)
    case (.greaterEqual, .int(let a), .int(let b)): return .bool(a >= b)
    case (.add, .int(let a), .int(let b)): return .int(a &+ b)
    case (.subtract, .int(let a), .int(let b)): return .int(a &- b)
    case (.multiply, .int(let a), .int(let b)): return .int(a &* b)
    case (.divide, .int(let a), .int(let b)): return b == 0 ? nil : .int(a / b)
    case (.remainder, .int(let a), .int(let b)): return b == 0 ? nil : .int(a % b)
    default: return nil
    }
  }
}
