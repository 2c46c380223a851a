import InterplayDiagnostics

/// Statecharts and actions in the dump.
extension DumpWriter {
  /// `State kind name initial=... region=... body=...` and its members.
  mutating func state(_ decl: StateDecl) {
    let header =
      "State \(decl.kind.rawValue) \(decl.name.name) initial=\(decl.isInitial)"
      + " region=\(decl.isRegion) body=\(decl.hasBody)"
    node(header) { writer in
      for member in decl.members { writer.stateMember(member) }
    }
  }

  /// One state member.
  mutating func stateMember(_ member: StateMember) {
    switch member {
    case .state(let decl): state(decl)
    case .history(let decl):
      node(
        Self.fields(
          "History " + decl.name.name + " deep=\(decl.isDeep)",
          [("default", decl.defaultTarget?.text)])
      ) { writer in
        if let actions = decl.defaultActions { writer.block("Block", actions) }
      }
    case .initial(let decl): initialTransition(decl)
    case .choice(let decl): choice(decl)
    case .join(let decl):
      node("Join " + decl.sources.map(\.text).joined(separator: ",")) { writer in
        writer.transition(decl.transition)
      }
    case .entry(let block): self.block("Entry", block)
    case .exit(let block): self.block("Exit", block)
    case .transition(let decl): transition(decl)
    case .ignore(let triggers, _):
      node("Ignore " + triggers.map(Self.trigger).joined(separator: " "))
    case .deferral(let triggers, _):
      node("Defer " + triggers.map(Self.trigger).joined(separator: " "))
    case .error(let error): self.error(error)
    }
  }

  /// `Transition trigger=... guard=... internal=... target=...` and its block.
  mutating func transition(_ decl: TransitionDecl) {
    let trigger: String
    switch decl.trigger {
    case .notification(let syntax):
      trigger = ([syntax] + decl.moreTriggers).map(Self.trigger).joined(separator: ",")
    case .always: trigger = "always"
    case .after(let delay, _): trigger = "after(" + delay.text + ")"
    case .done(let state, _): trigger = "done" + (state.map { "(" + $0.text + ")" } ?? "")
    }
    let header = Self.fields(
      "Transition on=" + trigger,
      [
        ("guard", decl.guardExpr.map { Self.expr($0) }), ("internal", "\(decl.isInternal)"),
        (
          "target", decl.target.map { ([$0] + decl.moreTargets).map(\.text).joined(separator: ",") }
        ),
      ])
    node(header) { writer in
      if let actions = decl.actions { writer.block("Block", actions) }
    }
  }

  /// `Choice name junction=...` and a node per branch.
  mutating func choice(_ decl: ChoiceDecl) {
    node("Choice \(decl.name.name) junction=\(decl.isJunction)") { writer in
      for branch in decl.branches {
        let header = Self.fields(
          "Branch",
          [
            ("else", branch.isElse ? "true" : nil),
            ("guard", branch.guardExpr.map { Self.expr($0) }),
            ("target", branch.target?.text),
          ])
        writer.node(header) { inner in
          if let actions = branch.actions { inner.block("Block", actions) }
        }
      }
    }
  }

  /// `Initial targets=A,B` and its block.
  mutating func initialTransition(_ decl: InitialDecl) {
    node("Initial targets=" + decl.targets.map(\.text).joined(separator: ",")) { writer in
      if let actions = decl.actions { writer.block("Block", actions) }
    }
  }

  /// A block and its actions.
  mutating func block(_ label: String, _ block: ActionBlock) {
    node(label) { writer in
      for action in block.actions { writer.action(action) }
    }
  }

  /// One action.
  mutating func action(_ action: ActionSyntax) {
    switch action {
    case .send(let target, let arguments, _):
      node("Send " + target.text + " " + Self.arguments(arguments))
    case .emit(let name, let arguments, _):
      node("Emit " + name.name + " " + Self.arguments(arguments))
    case .sendAfter(let target, let arguments, let delay, _):
      node("SendAfter " + target.text + " " + Self.arguments(arguments) + " " + delay.text)
    case .cancel(let target, _):
      node("Cancel " + target.text)
    case .raise(let name, let arguments, _):
      node("Raise " + name.name + " " + Self.arguments(arguments))
    case .reply(let value, _): node(Self.fields("Reply", [("value", value.map { Self.expr($0) })]))
    case .assign(let target, let value, _): node("Assign " + target.text + " " + Self.expr(value))
    case .push(let scope, _): node("Push " + scope.text)
    case .pop(let scope, _): node("Pop " + scope.text)
    case .assert(let condition, let message, _):
      node(
        Self.fields(
          "Assert " + Self.expr(condition),
          [("message", message.map { StringLiteral.quoted($0.value) })]))
    case .ifAction(let condition, let then, let otherwise, _):
      node("If " + Self.expr(condition)) { writer in
        writer.block("Then", then)
        if let otherwise { writer.block("Else", otherwise) }
      }
    case .transaction(let body, _): block("Transaction", body)
    case .choose(let branches, _):
      node("Choose") { writer in
        for branch in branches { writer.block("Branch", branch) }
      }
    case .error(let error): self.error(error)
    }
  }
}
