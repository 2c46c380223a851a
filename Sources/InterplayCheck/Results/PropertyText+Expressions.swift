import InterplayModel

/// Resolved expressions written back as text: `Lights in Normal.On`, `Counter.n < 3`.
extension PropertyText {
  static func expression(_ expr: ResolvedExpr, in model: Model) -> String {
    switch expr.kind {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .enumCase(let index, let payload):
      let cases = model[expr.type].enumCases
      let name = index < cases.count ? cases[index].name : "?"
      guard !payload.isEmpty else { return name }
      return name + "(" + payload.map { expression($0, in: model) }.joined(separator: ", ") + ")"
    case .variable(let ref):
      return model[ref.actor].path + "." + model[ref].name
    case .binding(let index): return "$\(index)"
    case .property(let ref):
      return model[ref.dataModel].name + "." + model[ref].name
    case .inState(let actor, let state):
      let path = model[actor].chart.map { $0.states[state.rawValue].path } ?? "?"
      return model[actor].path + " in " + path
    case .unary(let op, let inner):
      return op.rawValue + operand(inner, model)
    case .binary(let op, let lhs, let rhs):
      return operand(lhs, model) + " " + op.rawValue + " " + operand(rhs, model)
    case .error: return "?"
    }
  }

  /// An operand, parenthesized when it is itself an operation.
  private static func operand(_ expr: ResolvedExpr, _ model: Model) -> String {
    switch expr.kind {
    case .binary, .inState: return "(" + expression(expr, in: model) + ")"
    default: return expression(expr, in: model)
    }
  }
}
