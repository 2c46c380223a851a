/// Expressions and values, printed in source syntax.
extension DumpWriter {
  /// An expression, parenthesized only where precedence requires it.
  func expr(_ expr: ResolvedExpr, bindings: [Binding]) -> String {
    switch expr.kind {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .enumCase(let index, let payload):
      let enumCase = model[expr.type].enumCases[index]
      return "\(model[expr.type].name).\(enumCase.name)\(args(payload, bindings))"
    case .variable(let variable):
      return "\(model[variable.actor].path).\(model[variable].name)"
    case .binding(let index):
      return bindings.first { $0.index == index }?.name ?? "$\(index)"
    case .property(let property): return propertyName(property)
    case .inState(let actor, let state):
      let path = model[actor].chart.map { $0[state].path } ?? "?"
      return "\(model[actor].path) in \(path)"
    case .unary(let op, let operand):
      return op.rawValue + self.operand(operand, above: 6, bindings: bindings)
    case .binary(let op, let lhs, let rhs):
      // Left-associative: the right operand needs parentheses at equal precedence;
      // comparisons do not chain, so a comparison operand of one always gets them.
      let leftAbove = op.precedence == 3 ? 3 : op.precedence - 1
      return operand(lhs, above: leftAbove, bindings: bindings) + " \(op.rawValue) "
        + operand(rhs, above: op.precedence, bindings: bindings)
    case .error: return "<error>"
    }
  }

  /// An operand, parenthesized when it binds no tighter than `above`.
  private func operand(_ operand: ResolvedExpr, above: Int, bindings: [Binding]) -> String {
    let text = expr(operand, bindings: bindings)
    let precedence: Int
    switch operand.kind {
    case .binary(let op, _, _): precedence = op.precedence
    case .inState: precedence = 3
    case .unary: precedence = 6  // `-(-x)`, never `--x`
    case .int(let value) where value < 0: precedence = 6
    default: return text
    }
    return precedence <= above ? "(\(text))" : text
  }

  /// A constant value in source syntax; tokens of opaque types print as `URL#0`.
  func value(_ value: Value) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .enumCase(let type, let index, let payload):
      let name = "\(model[type].name).\(model[type].enumCases[index].name)"
      guard !payload.isEmpty else { return name }
      return name + "(" + payload.map(self.value).joined(separator: ", ") + ")"
    case .token(let type, let index): return "\(model[type].name)#\(index)"
    case .error: return "<error>"
    }
  }
}
