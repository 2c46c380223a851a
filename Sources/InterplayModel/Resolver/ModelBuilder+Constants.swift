import InterplayDiagnostics
import InterplaySyntax

/// Constant evaluation of initial values.
extension ModelBuilder {
  /// The value of a constant expression of a type; reports and returns `.error` otherwise.
  func constantValue(of expr: Expr, type: TypeID, name: String, in context: ExprContext) -> Value {
    let resolved = coerce(expr, to: type, in: context)
    if containsError(resolved) || isError(type) { return .error }
    let value: Value
    switch fold(resolved) {
    case .value(let folded): value = folded
    case .overflow(let place, let text):
      reportOverflow(place, text)
      return .error
    case .divisionByZero, .notConstant:
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

  /// Reports `type.arithmetic-overflow` for an operation whose result does not fit in 64 bits.
  func reportOverflow(_ place: SourceRange, _ text: String) {
    error(
      "type.arithmetic-overflow",
      "\(text) overflows: the result is outside \(Int.min)...\(Int.max)", at: place)
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
  /// state, divides by zero or overflows.
  func evaluate(_ expr: ResolvedExpr) -> Value? {
    if case .value(let value) = fold(expr) { return value }
    return nil
  }
}
