import InterplayDiagnostics

@testable import InterplaySyntax

extension SyntaxDump {
  static func block(_ b: ActionBlock) -> String {
    "{\(list(b.actions.map(action)))}"
  }

  static func action(_ a: ActionSyntax) -> String {
    switch a {
    case .send(let target, let args, _): "send \(target.text)\(arguments(args))"
    case .emit(let name, let args, _): "emit \(name.name)\(arguments(args))"
    case .sendAfter(let target, let args, let delay, _):
      "send \(target.text)\(arguments(args)) after \(delay.text)"
    case .cancel(let target, _): "cancel \(target.text)"
    case .raise(let name, let args, _): "raise \(name.name)\(arguments(args))"
    case .reply(let value, _): "reply" + (value.map { " " + expr($0) } ?? "")
    case .assign(let target, let value, _): "\(target.text) = \(expr(value))"
    case .push(let scope, _): "push \(scope.text)"
    case .pop(let scope, _): "pop \(scope.text)"
    case .assert(let condition, let message, _):
      "assert \(expr(condition))" + (message.map { ", " + quoted($0.value) } ?? "")
    case .ifAction(let condition, let then, let otherwise, _):
      "if \(expr(condition)) \(block(then))" + (otherwise.map { " else " + block($0) } ?? "")
    case .transaction(let body, _): "transaction " + block(body)
    case .choose(let branches, _): "choose " + branches.map(block).joined(separator: " or ")
    case .error: "<error>"
    }
  }

  static func arguments(_ arguments: [Expr]) -> String {
    arguments.isEmpty ? "" : "(\(arguments.map(expr).joined(separator: ", ")))"
  }

  /// Fully parenthesized, so tests see the tree's grouping.
  static func expr(_ e: Expr) -> String {
    switch e.kind {
    case .integer(let value): "\(value)"
    case .boolean(let value): "\(value)"
    case .string(let value): quoted(value)
    case .name(let path): path.text
    case .call(let path, let arguments):
      path.text + "(\(arguments.map(expr).joined(separator: ", ")))"
    case .unary(let op, let operand): "\(op.rawValue)\(expr(operand))"
    case .binary(let op, let lhs, let rhs): "(\(expr(lhs)) \(op.rawValue) \(expr(rhs)))"
    case .inState(let actor, let state): "(\(expr(actor)) in \(state.text))"
    case .parenthesized(let inner): "paren\(expr(inner))"
    case .error: "<error>"
    }
  }

  static func data(_ d: DataDecl) -> String {
    let registrations = d.registrations.map { r in
      var words = [
        (r.isCollector ? "collector(\(r.kind.rawValue))" : r.kind.rawValue)
          + " \(r.name.name) by \(r.owner.text)"
      ]
      if !r.reads.isEmpty { words.append("reads " + r.reads.map(\.text).joined(separator: ", ")) }
      if !r.writes.isEmpty {
        words.append("writes " + r.writes.map(\.text).joined(separator: ", "))
      }
      if !r.collectors.isEmpty {
        words.append("collectors " + r.collectors.map(\.name).joined(separator: ", "))
      }
      if let priority = r.priority { words.append("priority \(priority.value)") }
      return words.joined(separator: " ")
    }
    let members =
      d.properties.map(variable) + d.nodes.map(dataNode) + registrations
      + d.errors.map { _ in "<error>" }
    return "data \(d.name.name) {\(list(members))}"
  }

  static func dataNode(_ n: DataNodeDecl) -> String {
    var header = "node \(n.name.name)"
    if let type = n.type { header += ": " + SyntaxText.type(type) }
    if let initial = n.initial { header += " = " + expr(initial) }
    let members =
      n.properties.map(variable) + n.nodes.map(dataNode) + n.errors.map { _ in "<error>" }
    return header + " {\(list(members))}"
  }

  static func item(_ i: SequenceItem) -> String {
    switch i {
    case .message(let m):
      "\(m.from.text) \(m.isReply ? "-->" : "->") \(m.to.text): \(m.name.name)\(arguments(m.arguments))"
    case .note(let over, let text, _):
      "note over \(over.map(\.text).joined(separator: ", ")): \(quoted(text.value))"
    case .sideNote(let side, let actor, let text, _):
      "note \(side.rawValue) of \(actor.text): \(quoted(text.value))"
    case .push(let scope, _): "push \(scope.text)"
    case .pop(let scope, _): "pop \(scope.text)"
    case .fragment(let kind, let bounds, let branches, _):
      "\(kind.rawValue)\(bounds.map { " \($0.lower.value)...\($0.upper.value)" } ?? "") "
        + branches.map { b in
          (b.label.map { quoted($0.value) + " " } ?? "") + "{\(list(b.items.map(item)))}"
        }.joined(separator: " | ")
    case .error: "<error>"
    }
  }

  static func pattern(_ p: PatternSyntax) -> String {
    switch p {
    case .absence(let e): "never \(e.text)"
    case .existence(let e): "eventually \(e.text)"
    case .boundedExistence(let n, let e): "at most \(n.value) \(e.text)"
    case .universality(let condition): "always \(expr(condition))"
    case .precedence(let p, let s): "\(p.text) precedes \(s.text)"
    case .response(let s, let p): "\(s.text) responds to \(p.text)"
    case .error: "<error>"
    }
  }

  static func scope(_ s: PatternScopeSyntax) -> String {
    switch s {
    case .globally: "globally"
    case .before(let e): "before \(e.text)"
    case .after(let e): "after \(e.text)"
    case .between(let q, let r): "between \(q.text) and \(r.text)"
    case .afterUntil(let q, let r): "after \(q.text) until \(r.text)"
    }
  }

  static func rule(_ r: TopologyRuleDecl) -> String {
    switch r {
    case .forbid(let from, let to, _): "forbid \(endpoint(from)) -> \(endpoint(to))"
    case .allowOnly(let pairs, _):
      "allow only "
        + pairs.map { "\(endpoint($0.from)) -> \(endpoint($0.to))" }
        .joined(separator: ", ")
    case .hub(let hub, let between, _):
      "hub \(hub.text) between " + between.map(endpoint).joined(separator: ", ")
    }
  }

  static func endpoint(_ e: EndpointSyntax) -> String {
    switch e {
    case .actor(let path): path.text
    case .role(let role, _): "role:\(role.rawValue)"
    }
  }
}
