@testable import InterplaySyntax

extension ConstructTags {
  mutating func block(_ b: ActionBlock) {
    for action in b.actions { self.action(action) }
  }

  private mutating func action(_ action: ActionSyntax) {
    switch action {
    case .send(_, let arguments, _):
      tag("send")
      tag("send-args", !arguments.isEmpty)
      arguments.forEach { expr($0) }
    case .sendAfter(_, let arguments, _, _):
      tag("send-after")
      arguments.forEach { expr($0) }
    case .cancel: tag("cancel")
    case .raise(_, let arguments, _):
      tag("raise")
      tag("raise-args", !arguments.isEmpty)
      arguments.forEach { expr($0) }
    case .emit(_, let arguments, _):
      tag("emit")
      tag("emit-args", !arguments.isEmpty)
      arguments.forEach { expr($0) }
    case .reply(let value, _):
      tag("reply")
      if let value {
        tag("reply-value")
        expr(value)
      }
    case .assign(_, let value, _):
      tag("assign")
      expr(value)
    case .push: tag("push")
    case .pop: tag("pop")
    case .assert(let condition, let message, _):
      tag("assert")
      tag("assert-message", message != nil)
      expr(condition)
    case .ifAction(let condition, let then, let otherwise, _):
      tag("if")
      expr(condition)
      block(then)
      if let otherwise {
        tag("else")
        if otherwise.actions.count == 1, case .ifAction = otherwise.actions[0] { tag("else-if") }
        block(otherwise)
      }
    case .transaction(let body, _):
      tag("transaction")
      block(body)
    case .choose(let branches, _):
      tag("choose")
      branches.forEach { block($0) }
    case .error: break
    }
  }

  mutating func expr(_ e: Expr) {
    switch e.kind {
    case .integer: tag("int")
    case .boolean: tag("bool")
    case .string: tag("string")
    case .name: tag("name")
    case .call(_, let arguments):
      tag("call")
      arguments.forEach { expr($0) }
    case .unary(let op, let operand):
      tag(op == .not ? "op:!" : "op:neg")
      expr(operand)
    case .binary(let op, let lhs, let rhs):
      tag("op:\(op.rawValue)")
      expr(lhs)
      expr(rhs)
    case .inState(let actor, _):
      tag("in-state")
      expr(actor)
    case .parenthesized(let inner):
      tag("paren")
      expr(inner)
    case .error: break
    }
  }

  mutating func item(_ item: SequenceItem) {
    switch item {
    case .message(let m):
      tag(m.isReply ? "reply-message" : "message")
      tag("message-args", !m.arguments.isEmpty)
    case .note(let over, _, _):
      tag("note")
      tag("note-many", over.count > 1)
    case .sideNote(let side, _, _, _):
      tag("note-" + side.rawValue)
    case .push: tag("seq-push")
    case .pop: tag("seq-pop")
    case .fragment(let kind, let bounds, let branches, _):
      tag(kind.rawValue)
      tag("\(kind.rawValue)-label", branches.first?.label != nil)
      tag("loop-bounds", bounds != nil)
      tag("alt-else", kind == .alt && branches.count > 1)
      tag("par-and", kind == .par && branches.count > 1)
      for branch in branches {
        for child in branch.items { self.item(child) }
      }
    case .error: break
    }
  }

  mutating func property(_ d: PropertyDecl) {
    switch d.pattern {
    case .absence: tag("never")
    case .existence: tag("eventually")
    case .boundedExistence: tag("at-most")
    case .universality(let condition):
      tag("always-pattern")
      expr(condition)
    case .precedence: tag("precedes")
    case .response: tag("responds")
    case .error: break
    }
    switch d.scope {
    case .globally: tag("globally")
    case .before: tag("before")
    case .after: tag("after")
    case .afterUntil: tag("after-until")
    case .between: tag("between")
    case nil: break
    }
  }

  mutating func rule(_ rule: TopologyRuleDecl) {
    var endpoints: [EndpointSyntax] = []
    switch rule {
    case .forbid(let from, let to, _):
      tag("forbid")
      endpoints = [from, to]
    case .allowOnly(let pairs, _):
      tag("allow-only")
      endpoints = pairs.flatMap { [$0.from, $0.to] }
    case .hub(_, let between, _):
      tag("hub")
      endpoints = between
    }
    for endpoint in endpoints {
      switch endpoint {
      case .actor: tag("endpoint-path")
      case .role: tag("endpoint-role")
      }
    }
  }
}
