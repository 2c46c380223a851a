import InterplayDiagnostics

/// Sequence arguments are constants of their parameter's type: a sequence line that can
/// never match (`bump(2 + 2)` for an `Int(0...3)`) is a resolution error, so `run` and
/// `check` never have to decide what such a line means.
extension ModelBuilder {
  /// The argument, checked: it must evaluate without reading state, dividing by zero or
  /// overflowing, and every integer in it (nested payloads included) must lie in its
  /// type's range. Reports `type.not-constant`, `type.arithmetic-overflow` or
  /// `type.int-out-of-range` and returns an error expression otherwise.
  func checkedSequenceArgument(_ argument: ResolvedExpr, type: TypeID, at range: SourceRange)
    -> ResolvedExpr
  {
    if containsError(argument) || isError(type) { return argument }
    if readsState(argument) { return argument }  // reported while resolving
    switch fold(argument) {
    case .value, .notConstant: break
    case .overflow(let place, let text):
      reportOverflow(place, text)
      return ResolvedExpr(.error, type: errorType(), range: argument.range)
    case .divisionByZero:
      error(
        "type.not-constant", "a sequence argument must be a constant; this one divides by zero",
        at: range)
      return ResolvedExpr(.error, type: errorType(), range: argument.range)
    }
    switch firstOutOfRange(argument, type: type) {
    case nil: return argument
    case .literal:  // reported by `coerce`
      return ResolvedExpr(.error, type: errorType(), range: argument.range)
    case .computed(let number, let intType, let place):
      error(
        "type.int-out-of-range",
        "sequence argument value \(number) is out of range for '\(typeName(intType))': no run can match it",
        at: place == argument.range ? range : place)
      return ResolvedExpr(.error, type: errorType(), range: argument.range)
    }
  }

  /// An integer of a sequence argument outside its type's range.
  private enum OutOfRange {
    /// A literal, which `coerce` reported.
    case literal
    /// A computed value (`2 + 2`), with its type and where it is written.
    case computed(Int, TypeID, SourceRange)
  }

  /// Whether an expression reads a variable, a binding, a property or a state.
  private func readsState(_ expr: ResolvedExpr) -> Bool {
    switch expr.kind {
    case .variable, .binding, .property, .inState: true
    case .enumCase(_, let payload): payload.contains(where: readsState)
    case .unary(_, let operand): readsState(operand)
    case .binary(_, let lhs, let rhs): readsState(lhs) || readsState(rhs)
    default: false
    }
  }

  /// The first integer of an argument (nested payloads included) outside the range of the
  /// type it stands for.
  private func firstOutOfRange(_ expr: ResolvedExpr, type: TypeID) -> OutOfRange? {
    if case .enumCase(let caseIndex, let payload) = expr.kind {
      let cases = model.types[expr.type.rawValue].enumCases
      guard caseIndex < cases.count else { return nil }
      for (part, parameter) in zip(payload, cases[caseIndex].parameters) {
        if let found = firstOutOfRange(part, type: parameter.type) { return found }
      }
      return nil
    }
    guard let bounds = intBounds(type), case .int(let number)? = evaluate(expr),
      !bounds.contains(number)
    else { return nil }
    if case .int = expr.kind { return .literal }
    return .computed(number, type, expr.range)
  }
}
