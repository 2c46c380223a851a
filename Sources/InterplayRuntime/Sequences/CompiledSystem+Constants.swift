import InterplayModel

/// Constant expressions of sequences (message arguments), evaluated without a state.
extension CompiledSystem {
  /// The payload ordinals of the constant arguments written for a notification case (for
  /// a reply, its value), in the order of its parameters; nil where an argument is not a
  /// constant of its type (the resolver rules that out, and nil never matches).
  public func payloadOrdinals(
    _ arguments: [ResolvedExpr], of ref: NotificationRef, isReply: Bool
  ) -> [UInt32?] {
    let types = payloadTypes(of: ref, isReply: isReply)
    return arguments.enumerated().map { index, expr in
      index < types.count ? constantOrdinal(expr, type: types[index].rawValue) : nil
    }
  }

  /// The types of a case's payload (for a reply: its reply type).
  func payloadTypes(of ref: NotificationRef, isReply: Bool) -> [TypeID] {
    let notification = model[ref]
    return isReply
      ? (notification.replyType.map { [$0] } ?? []) : notification.parameters.map(\.type)
  }

  /// The ordinal of a constant expression in a type's domain; nil if the expression
  /// reads state or its value is outside the type.
  func constantOrdinal(_ expr: ResolvedExpr, type: Int) -> UInt32? {
    guard let value = constantValue(expr) else { return nil }
    let domain = domains[type]
    let (difference, overflow) = value.subtractingReportingOverflow(domain.lower)
    guard !overflow else { return nil }
    let ordinal = domain.isInt ? difference : value
    return ordinal >= 0 && ordinal < domain.cardinality ? UInt32(ordinal) : nil
  }

  /// The value of a constant expression as the step function computes it (integers by
  /// value, everything else by ordinal).
  func constantValue(_ expr: ResolvedExpr) -> Int? {
    switch expr.kind {
    case .bool(let flag): return flag ? 1 : 0
    case .int(let number): return number
    case .enumCase(let caseIndex, let payload):
      let domain = domains[expr.type.rawValue]
      guard caseIndex < domain.caseOffsets.count,
        payload.count == domain.payloadTypes[caseIndex].count
      else { return nil }
      var number = 0
      for (part, type) in zip(payload, domain.payloadTypes[caseIndex]) {
        guard let inner = constantOrdinal(part, type: type.rawValue) else { return nil }
        number = number * domains[type.rawValue].cardinality + Int(inner)
      }
      return domain.caseOffsets[caseIndex] + number
    case .unary(let op, let operand):
      guard let value = constantValue(operand) else { return nil }
      if op == .not { return value == 0 ? 1 : 0 }
      let (negated, overflow) = 0.subtractingReportingOverflow(value)
      return overflow ? nil : negated
    case .binary(let op, let lhs, let rhs):
      guard let left = constantValue(lhs), let right = constantValue(rhs) else { return nil }
      var input = EvaluationInput()
      let value = CompiledExpr.binary(op, .constant(left), .constant(right)).evaluate([], &input)
      return input.divisionByZero || input.overflow ? nil : value
    case .variable, .binding, .property, .inState, .error: return nil
    }
  }
}
