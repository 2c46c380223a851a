import InterplayDiagnostics

/// Canonical one-line text of small syntax pieces, shared by ``Formatter`` and ``SyntaxDump``.
///
/// Everything here is range-free: the same tree always gives the same text.
enum SyntaxText {
  /// `A.b.c`
  static func path(_ path: Path) -> String { path.text }

  /// `A.x or B takes reply C.y(1)`: an event of a property, as written.
  static func event(_ event: EventSyntax) -> String {
    event.terms.map { term in
      var text = term.taker.map { $0.text + " takes " } ?? ""
      if term.isReply { text += "reply " }
      text += term.notification.text
      if !term.arguments.isEmpty {
        text += "(" + term.arguments.map(expr).joined(separator: ", ") + ")"
      }
      return text
    }.joined(separator: " or ")
  }

  /// `Bool`, `Int(0...3)` or a type name.
  static func type(_ type: TypeSyntax) -> String {
    switch type {
    case .bool: "Bool"
    case .int(let lower, let upper, _): "Int(\(lower.value)...\(upper.value))"
    case .named(let name): name.name
    case .error: "<error>"
    }
  }

  /// `(place: Place, Bool)`, or nothing for an empty payload.
  static func parameters(_ parameters: [ParameterSyntax]) -> String {
    guard !parameters.isEmpty else { return "" }
    let items = parameters.map { parameter in
      if let label = parameter.label {
        "\(label.name): \(type(parameter.type))"
      } else {
        type(parameter.type)
      }
    }
    return "(" + items.joined(separator: ", ") + ")"
  }

  /// `(a, b + 1)`, or nothing when there are no arguments.
  static func arguments(_ arguments: [Expr]) -> String {
    guard !arguments.isEmpty else { return "" }
    return "(" + arguments.map { expr($0) }.joined(separator: ", ") + ")"
  }

  /// `reply Service.fetch(ok)`
  static func trigger(_ trigger: TriggerSyntax) -> String {
    var text = trigger.isReply ? "reply " : ""
    text += path(trigger.name)
    if !trigger.bindings.isEmpty {
      text += "(" + trigger.bindings.map(\.name).joined(separator: ", ") + ")"
    }
    return text
  }

  /// An actor path or a role keyword.
  static func endpoint(_ endpoint: EndpointSyntax) -> String {
    switch endpoint {
    case .actor(let actor): path(actor)
    case .role(let role, _): role.rawValue
    }
  }

  /// `located(place: Place)` or `fetch(url: URL) -> Bool`.
  static func notificationCase(_ notification: NotificationCaseSyntax) -> String {
    var text = notification.name.name + parameters(notification.parameters)
    if let display = notification.display { text += " " + StringLiteral.quoted(display.value) }
    if let reply = notification.replyType { text += " -> " + type(reply) }
    return text
  }

  /// `home` or `located(place: Place)`.
  static func enumCase(_ enumCase: EnumCaseSyntax) -> String {
    enumCase.name.name + parameters(enumCase.parameters)
  }
}
