import InterplayDiagnostics

@testable import InterplaySyntax

/// A compact, one-line rendering of syntax trees, so shape tests compare readable text.
///
/// Ranges are left out (range tests check them separately); error nodes print as `<error>`.
enum SyntaxDump {
  static func file(_ syntax: SourceFileSyntax) -> [String] {
    syntax.declarations.map(declaration)
  }

  static func declaration(_ declaration: Declaration) -> String {
    switch declaration {
    case .system(let d): "system \(d.name.name)"
    case .importFile(let d): "import \(quoted(d.path.value))"
    case .profile(let d): "profile \(d.name.name)"
    case .check(let d): "check \(d.name.name)\(d.isOff ? " off" : "")"
    case .opaqueType(let d): "type \(d.name.name)\(d.count.map { "(\($0.value))" } ?? "")"
    case .enumeration(let d):
      "enum \(d.name.name) {\(list(d.cases.map(enumCase) + d.errors.map { _ in "<error>" }))}"
    case .actor(let d): actor(d)
    case .stack(let d): "stack \(d.name.name)"
    case .scope(let d):
      "scope \(d.name.name) on \(d.stack?.name ?? "?") {\(list(d.actors.map(actor) + d.errors.map { _ in "<error>" }))}"
    case .data(let d): data(d)
    case .sequence(let d):
      "\(d.isForbidden ? "forbidden " : "")sequence \(d.name.name)\(d.after.map { " after " + $0.name } ?? "") {\(list(d.items.map(item)))}"
    case .property(let d):
      "property \(d.name.name): \(pattern(d.pattern))\(d.scope.map { " " + scope($0) } ?? "")"
    case .invariant(let d): "invariant \(d.name.name): \(expr(d.condition))"
    case .rule(let d): rule(d)
    case .error: "<error>"
    }
  }

  static func actor(_ d: ActorDecl) -> String {
    var head = "\(d.role.rawValue) \(d.name.name)"
    if let uri = d.uri { head += " uri \(quoted(uri.value))" }
    if let budget = d.budget {
      head += " budget \(budget.value)" + (d.budgetPerPushRange == nil ? "" : " per push")
    }
    return head + " {\(list(d.members.map(actorMember)))}"
  }

  static func actorMember(_ member: ActorMember) -> String {
    switch member {
    case .variable(let v): variable(v)
    case .notifier(let n):
      [
        n.kind.rawValue, n.policy?.rawValue, n.capacity.map { "capacity \($0.value)" },
        "{\(list(n.cases.map(notificationCase) + n.errors.map { _ in "<error>" }))}",
      ].compactMap { $0 }.joined(separator: " ")
    case .observes(let p): "observes \(p.notifiers.map(\.text).joined(separator: ", "))"
    case .requests(let p): "requests \(p.notifiers.map(\.text).joined(separator: ", "))"
    case .actor(let a): actor(a)
    case .state(let s): state(s)
    case .initial(let i): initial(i)
    case .choice(let c): choice(c)
    case .error: "<error>"
    }
  }

  static func choice(_ c: ChoiceDecl) -> String {
    (c.isJunction ? "junction " : "choice ") + c.name.name + " {"
      + list(
        c.branches.map { b in
          (b.isElse ? "else " : b.guardExpr.map { "[\(expr($0))] " } ?? "") + "-> "
            + (b.target?.text ?? "") + (b.actions.map { " " + block($0) } ?? "")
        }) + "}"
  }

  static func initial(_ i: InitialDecl) -> String {
    "initial -> " + i.targets.map(\.text).joined(separator: ", ")
      + (i.actions.map { " " + block($0) } ?? "")
  }

  static func variable(_ v: VarDecl) -> String {
    "var \(v.name.name): \(type(v.type))\(v.initial.map { " = " + expr($0) } ?? "")"
  }

  static func notificationCase(_ c: NotificationCaseSyntax) -> String {
    c.name.name + parameters(c.parameters) + (c.replyType.map { " -> " + type($0) } ?? "")
  }

  static func enumCase(_ c: EnumCaseSyntax) -> String {
    c.name.name + parameters(c.parameters)
  }

  static func parameters(_ parameters: [ParameterSyntax]) -> String {
    if parameters.isEmpty { return "" }
    return "("
      + parameters.map { ($0.label.map { $0.name + ": " } ?? "") + type($0.type) }
      .joined(separator: ", ") + ")"
  }

  static func type(_ t: TypeSyntax) -> String {
    switch t {
    case .bool: "Bool"
    case .int(let lower, let upper, _): "Int(\(lower.value)...\(upper.value))"
    case .named(let name): name.name
    case .error: "<error>"
    }
  }

  static func state(_ s: StateDecl) -> String {
    var words: [String] = []
    if s.isInitial { words.append("initial") }
    switch s.kind {
    case .final: words.append("final")
    case .parallel: words.append("parallel")
    case .normal: break
    }
    words.append(s.isRegion ? "region" : "state")
    words.append(s.name.name)
    if s.hasBody { words.append("{\(list(s.members.map(stateMember)))}") }
    return words.joined(separator: " ")
  }

  static func stateMember(_ member: StateMember) -> String {
    switch member {
    case .state(let s): state(s)
    case .history(let h):
      "\(h.isDeep ? "deep " : "")history \(h.name.name)\(h.defaultTarget.map { " -> " + $0.text } ?? "")"
        + (h.defaultActions.map { " " + block($0) } ?? "")
    case .initial(let i): initial(i)
    case .choice(let c): choice(c)
    case .join(let j):
      "join " + j.sources.map(\.text).joined(separator: ", ") + " " + transition(j.transition)
    case .entry(let b): "entry " + block(b)
    case .exit(let b): "exit " + block(b)
    case .transition(let t): transition(t)
    case .ignore(let triggers, _): "ignore " + triggers.map(trigger).joined(separator: ", ")
    case .deferral(let triggers, _): "defer " + triggers.map(trigger).joined(separator: ", ")
    case .error: "<error>"
    }
  }

  static func transition(_ t: TransitionDecl) -> String {
    var words: [String] = []
    switch t.trigger {
    case .notification(let n): words.append("on " + trigger(n))
    case .always: words.append("always")
    case .after(let delay, _): words.append("after " + delay.text)
    case .done(let state, _): words.append("on done" + (state.map { "(\($0.text))" } ?? ""))
    }
    if let g = t.guardExpr { words.append("[\(expr(g))]") }
    if t.isInternal { words.append("internal") }
    if let target = t.target {
      words.append("-> " + ([target] + t.moreTargets).map(\.text).joined(separator: ", "))
    }
    if let actions = t.actions { words.append(block(actions)) }
    return words.joined(separator: " ")
  }

  static func trigger(_ t: TriggerSyntax) -> String {
    (t.isReply ? "reply " : "") + t.name.text
      + (t.bindings.isEmpty ? "" : "(\(t.bindings.map(\.name).joined(separator: ", ")))")
  }

  static func list(_ items: [String]) -> String {
    items.isEmpty ? "" : " " + items.joined(separator: "; ") + " "
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
