import InterplayDiagnostics
import InterplayModel

/// Data and expressions: integer and Boolean variables as ECMAScript `<data>` (in a lossy
/// export also enums, tokens and copies of outside values), guards and values as
/// ECMAScript expressions.
extension ScxmlExporter {
  /// `<datamodel>` with one `<data>` per variable, then (a lossy export) one per copy of
  /// a value outside the actor, each after a comment naming what it copies; nil when
  /// there are none.
  mutating func dataModel() -> XMLNode? {
    guard !actor.variables.isEmpty || !mirrorOrder.isEmpty else { return nil }
    var nodes: [XMLNode] = []
    for variable in actor.variables {
      if let node = data(variable, id: variable.name) { nodes.append(node) }
    }
    for value in mirrorOrder {
      let (variable, name) = mirrored(value)
      nodes.append(
        .comment(
          "a copy of \(name): an SCXML session sees only its own data, so only this chart changes it"
        ))
      if let node = data(variable, id: mirrors[value] ?? variable.name) { nodes.append(node) }
    }
    return XMLNode("datamodel", [], nodes)
  }

  /// One `<data id expr>` with the variable's initial value (and, in a lossy export, an
  /// integer's range); nil (reported) for a type SCXML has no value of in a strict one.
  private mutating func data(_ variable: Variable, id: String) -> XMLNode? {
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
      return nil
    }
    return XMLNode("data", [("id", id), ("expr", value), rangeAttribute(variable)])
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
    case .variable(let variable):
      // A copy in the chart's own data model: what a condition or value reads keeps its
      // type and its initial value (`undefined` would read as no value at all).
      let copy = lossy ? mirror(.variable(variable)) : ""
      unsupported(
        "another actor's variable or state: an SCXML session sees only its own", at: expr.range,
        approximation: "read from the chart's own copy '\(copy)', which that actor never changes")
      if lossy { return copy }
    case .inState:
      unsupported(
        "another actor's variable or state: an SCXML session sees only its own", at: expr.range,
        approximation: "written as false")
      if lossy {
        // `false` is not an `In()`: the null data model cannot hold it.
        usesExpressions = true
        return "false"
      }
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
    case .property(let property):
      let copy = lossy ? mirror(.property(property)) : ""
      unsupported(
        "a data-model property: SCXML has no Quantwm data models", at: expr.range,
        approximation: "read from the chart's own copy '\(copy)', which only this chart changes")
      if lossy { return copy }
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
