import InterplayDiagnostics

/// Constant folding with checked arithmetic: an operation that overflows is an answer
/// (``ConstantFold/overflow(_:_:)``), never a trap, whatever the operands.
extension ModelBuilder {
  /// Evaluates an expression built from literals and enum cases.
  func fold(_ expr: ResolvedExpr) -> ConstantFold {
    switch expr.kind {
    case .bool(let value): return .value(.bool(value))
    case .int(let value): return .value(.int(value))
    case .enumCase(let index, let payload):
      var values: [Value] = []
      for argument in payload {
        let folded = fold(argument)
        guard case .value(let value) = folded else { return folded }
        values.append(value)
      }
      return .value(.enumCase(type: expr.type, caseIndex: index, payload: values))
    case .unary(.not, let operand):
      let folded = fold(operand)
      guard case .value(let value) = folded else { return folded }
      guard case .bool(let flag) = value else { return .notConstant }
      return .value(.bool(!flag))
    case .unary(.negate, let operand):
      let folded = fold(operand)
      guard case .value(let value) = folded else { return folded }
      guard case .int(let number) = value else { return .notConstant }
      let (negated, overflow) = 0.subtractingReportingOverflow(number)
      return overflow ? .overflow(expr.range, "-(\(number))") : .value(.int(negated))
    case .binary(let op, let lhs, let rhs):
      let left = fold(lhs)
      guard case .value(let a) = left else { return left }
      let right = fold(rhs)
      guard case .value(let b) = right else { return right }
      return fold(op, a, b, at: expr.range)
    case .variable, .binding, .property, .inState, .error:
      return .notConstant
    }
  }

  private func fold(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange)
    -> ConstantFold
  {
    switch (op, left, right) {
    case (.and, .bool(let a), .bool(let b)): return .value(.bool(a && b))
    case (.or, .bool(let a), .bool(let b)): return .value(.bool(a || b))
    case (.equal, _, _): return .value(.bool(left == right))
    case (.notEqual, _, _): return .value(.bool(left != right))
    case (.less, .int(let a), .int(let b)): return .value(.bool(a < b))
    case (.lessEqual, .int(let a), .int(let b)): return .value(.bool(a <= b))
    case (.greater, .int(let a), .int(let b)): return .value(.bool(a > b))
    case (.greaterEqual, .int(let a), .int(let b)): return .value(.bool(a >= b))
    case (.divide, .int, .int(0)), (.remainder, .int, .int(0)): return .divisionByZero(range)
    case (_, .int(let a), .int(let b)):
      guard let (result, overflow) = Self.arithmetic(op, a, b) else { return .notConstant }
      return overflow ? .overflow(range, "\(a) \(op.rawValue) \(b)") : .value(.int(result))
    default: return .notConstant
    }
  }

  /// `a op b` for an arithmetic operator, reporting overflow; nil for other operators.
  /// Dividing by zero must be ruled out first.
  static func arithmetic(_ op: BinaryOperator, _ a: Int, _ b: Int) -> (Int, Bool)? {
    switch op {
    case .add: a.addingReportingOverflow(b)
    case .subtract: a.subtractingReportingOverflow(b)
    case .multiply: a.multipliedReportingOverflow(by: b)
    case .divide: a.dividedReportingOverflow(by: b)
    case .remainder: a.remainderReportingOverflow(dividingBy: b)
    default: nil
    }
  }
}
