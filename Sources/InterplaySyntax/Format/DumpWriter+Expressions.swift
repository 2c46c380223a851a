import InterplayDiagnostics

/// Expressions as S-expressions, and other one-line parts of dump lines.
extension DumpWriter {
  /// `(+ (name a) (int 1))`: every node explicit, parentheses included as `(paren ...)`.
  static func expr(_ expr: Expr) -> String {
    switch expr.kind {
    case .integer(let value): "(int \(value))"
    case .boolean(let value): "(bool \(value))"
    case .string(let value): "(string " + StringLiteral.quoted(value) + ")"
    case .name(let path): "(name " + path.text + ")"
    case .call(let callee, let arguments):
      "(call " + ([callee.text] + arguments.map { Self.expr($0) }).joined(separator: " ") + ")"
    case .unary(let op, let operand): "(" + op.rawValue + " " + Self.expr(operand) + ")"
    case .binary(let op, let lhs, let rhs):
      "(" + op.rawValue + " " + Self.expr(lhs) + " " + Self.expr(rhs) + ")"
    case .inState(let actor, let state): "(in " + Self.expr(actor) + " " + state.text + ")"
    case .parenthesized(let inner): "(paren " + Self.expr(inner) + ")"
    case .error: "(error)"
    }
  }

  /// `[e1, e2]`: an argument list (empty brackets for none).
  static func arguments(_ arguments: [Expr]) -> String {
    "[" + arguments.map { expr($0) }.joined(separator: ", ") + "]"
  }

  /// `A.b(x, y)` with `reply` marked.
  static func trigger(_ trigger: TriggerSyntax) -> String {
    (trigger.isReply ? "reply:" : "") + trigger.name.text + "("
      + trigger.bindings.map(\.name).joined(separator: ", ") + ")"
  }

  /// `[A.b, C.d]`
  static func paths(_ paths: [Path]) -> String {
    "[" + paths.map(\.text).joined(separator: ", ") + "]"
  }

  /// `actor:A.b` or `role:service`.
  static func endpoint(_ endpoint: EndpointSyntax) -> String {
    switch endpoint {
    case .actor(let path): "actor:" + path.text
    case .role(let role, _): "role:" + role.rawValue
    }
  }
}
