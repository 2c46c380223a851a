import InterplayDiagnostics
import InterplayModel

/// Data and expressions: integer and Boolean variables as ECMAScript `<data>`, guards
/// and values as ECMAScript expressions.
extension ScxmlExporter {
  /// `<datamodel>` with one `<data>` per variable; nil when the actor has none.
  mutating func dataModel() -> XMLNode? {
    guard !actor.variables.isEmpty else { return nil }
    var nodes: [XMLNode] = []
    for variable in actor.variables {
      let value: String
      switch variable.initial {
      case .int(let number): value = "\(number)"
      case .bool(let flag): value = flag ? "true" : "false"
      case .enumCase(let type, let caseIndex, _) where lossy:
        value = Self.enumText(enumCaseName(type, caseIndex))
        unsupported(
          "the variable '\(variable.name)' of type '\(model[variable.type].name)': only integers and Booleans are exported",
          at: variable.range,
          approximation:
            "its values written as ECMAScript strings of their case names, payloads left out")
      case .token(_, let index) where lossy:
        value = "\(index)"
        unsupported(
          "the variable '\(variable.name)' of type '\(model[variable.type].name)': only integers and Booleans are exported",
          at: variable.range, approximation: "its tokens written as numbers")
      default:
        unsupported(
          "the variable '\(variable.name)' of type '\(model[variable.type].name)': only integers and Booleans are exported",
          at: variable.range, approximation: "left out")
        continue
      }
      nodes.append(XMLNode("data", [("id", variable.name), ("expr", value)]))
    }
    return XMLNode("datamodel", [], nodes)
  }

  /// An ECMAScript expression: `In('id')`, variables, literals and operators, `===` and
  /// `!==` for equality, and integer division as `(a - a % b) / b` (ECMAScript divides
  /// exactly; Interplay truncates). Anything but a lone `In()` needs the ECMAScript data
  /// model.
  mutating func expression(_ expr: ResolvedExpr, isCondition: Bool) -> String {
    if case .inState = expr.kind {} else { usesExpressions = true }
    return text(expr)
  }

  private mutating func text(_ expr: ResolvedExpr) -> String {
    switch expr.kind {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return number < 0 ? "(\(number))" : "\(number)"
    case .variable(let variable) where variable.actor == actor.id:
      return model[variable].name
    case .inState(let owner, let state) where owner == actor.id:
      return "In('\(stateIDs[state.rawValue])')"
    case .unary(let op, let operand):
      return op.rawValue + wrapped(operand)
    case .binary(.divide, let left, let right):
      let (a, b) = (wrapped(left), wrapped(right))
      return "(\(a) - \(a) % \(b)) / \(b)"
    case .binary(let op, let left, let right):
      let symbol = op == .equal ? "===" : op == .notEqual ? "!==" : op.rawValue
      return operand(left, of: op, isRight: false) + " \(symbol) "
        + operand(right, of: op, isRight: true)
    case .variable, .inState:
      unsupported(
        "another actor's variable or state: an SCXML session sees only its own", at: expr.range,
        approximation: "written as undefined")
    case .enumCase(let caseIndex, let payload):
      let name = enumCaseName(expr.type, caseIndex)
      unsupported(
        "an enum value: only integers and Booleans are exported", at: expr.range,
        approximation: "written as the string " + Self.enumText(name)
          + (payload.isEmpty ? "" : ", its payload left out"))
      if lossy { return Self.enumText(name) }
    case .binding(let index):
      unsupported(
        "a payload value: payloads are not exported", at: expr.range,
        approximation: "read from _event.data")
      if lossy { return "_event.data." + bindingName(index) }
    case .property:
      unsupported(
        "a data-model property: SCXML has no Quantwm data models", at: expr.range,
        approximation: "written as undefined")
    case .error:
      unsupported(
        "an expression that did not resolve", at: expr.range, approximation: "written as undefined")
    }
    return "undefined"
  }

  /// An enum case as a lossy export writes it: an ECMAScript string of its name.
  static func enumText(_ name: String) -> String { "'" + name + "'" }

  /// The name of an enum's case (`?` past its cases, which a resolved model never is).
  func enumCaseName(_ type: TypeID, _ index: Int) -> String {
    let cases = model[type].enumCases
    return cases.indices.contains(index) ? cases[index].name : "?"
  }

  /// The `_event.data` field of the trigger's payload value at `index`: the parameter's
  /// name, `value` for a reply's value.
  func bindingName(_ index: Int) -> String {
    guard let (ref, isReply) = currentTrigger, !isReply else { return "value" }
    return parameterName(ref, index)
  }

  /// The name of a case's payload value in `<param>` and `_event.data`: its label, or
  /// `p` and its index for an unlabelled one.
  func parameterName(_ ref: NotificationRef, _ index: Int) -> String {
    let parameters = model[ref].parameters
    return parameters.indices.contains(index) ? parameters[index].label ?? "p\(index)" : "p\(index)"
  }

  /// An operand in parentheses unless it is a literal, a variable or `In()`.
  private mutating func wrapped(_ expr: ResolvedExpr) -> String {
    switch expr.kind {
    case .bool, .int, .variable, .inState: return text(expr)
    default: return "(" + text(expr) + ")"
    }
  }

  /// A binary operand: in parentheses unless it binds tighter than the operator
  /// (ECMAScript ranks comparisons below and above each other where Interplay ranks them
  /// alike, so a comparison inside a comparison is always in parentheses).
  private mutating func operand(_ expr: ResolvedExpr, of op: BinaryOperator, isRight: Bool)
    -> String
  {
    guard case .binary(let inner, _, _) = expr.kind else { return text(expr) }
    let tighter =
      inner.precedence > op.precedence && !(inner.precedence == 3 && op.precedence == 3)
    return tighter ? text(expr) : "(" + text(expr) + ")"
  }
}
