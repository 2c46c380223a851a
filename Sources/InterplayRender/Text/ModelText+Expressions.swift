import InterplayModel
import InterplaySyntax

extension ModelText {
  /// An expression in source syntax, parenthesised only where precedence requires.
  func expr(_ expr: ResolvedExpr) -> String {
    switch expr.kind {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .enumCase(let index, let payload):
      let cases = model[expr.type].enumCases
      let name = cases.indices.contains(index) ? cases[index].name : "?"
      return payload.isEmpty
        ? name : name + "(" + payload.map(self.expr).joined(separator: ", ") + ")"
    case .variable(let ref):
      return ref.actor == actor ? model[ref].name : model[ref.actor].path + "." + model[ref].name
    case .binding(let index):
      return bindings.first { $0.index == index }?.name ?? "_"
    case .property(let ref): return model[ref.dataModel].name + "." + model[ref].name
    case .inState(let other, let state):
      let path = model[other].chart.map { $0[state].path } ?? "?"
      return model[other].path + " in " + path
    case .unary(let op, let operand):
      return op.rawValue + self.operand(operand, above: 6)
    case .binary(let op, let lhs, let rhs):
      // Left-associative; comparisons do not chain, so their operands always group.
      let leftAbove = op.precedence == 3 ? 3 : op.precedence - 1
      return operand(lhs, above: leftAbove) + " " + op.rawValue + " "
        + operand(rhs, above: op.precedence)
    case .error: return "?"
    }
  }

  private func operand(_ operand: ResolvedExpr, above: Int) -> String {
    let text = expr(operand)
    let precedence: Int
    switch operand.kind {
    case .binary(let op, _, _): precedence = op.precedence
    case .inState: precedence = 3
    case .unary: precedence = 6
    case .int(let value) where value < 0: precedence = 6
    default: return text
    }
    return precedence <= above ? "(" + text + ")" : text
  }

  /// A constant value: `true`, `3`, `oneTime(SessionKey#0)`.
  func value(_ value: Value) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .enumCase(let type, let index, let payload):
      let name = model[type].enumCases[index].name
      return payload.isEmpty
        ? name : name + "(" + payload.map(self.value).joined(separator: ", ") + ")"
    case .token(let type, let index): return model[type].name + "#" + String(index)
    case .error: return "?"
    }
  }
}
