@testable import InterplaySyntax

/// The grammar constructs a tree uses, as tags such as `role:service` or `op:&&`, so a test
/// can check that the fixtures together use every construct of Grammar.md.
struct ConstructTags {
  private(set) var tags: Set<String> = []

  /// Every tag the grammar can produce.
  static let all: Set<String> = {
    var all: Set<String> = [
      "system", "import", "profile", "check", "check-off", "opaque", "opaque-count", "enum",
      "enum-payload", "param-labelled", "param-unlabelled", "type-bool", "type-int",
      "type-named", "uri", "budget", "sub-actor", "var", "var-initial", "capacity",
      "reply-type", "observes", "requests", "state", "initial", "final", "parallel", "region",
      "state-body", "history", "deep-history", "history-default", "entry", "exit", "on",
      "on-reply", "bindings", "guard", "internal", "always", "on-done", "targetless",
      "transition-block", "ignore", "defer", "send", "send-args", "emit", "emit-args", "reply",
      "reply-value", "assign", "push", "pop", "assert", "assert-message", "if", "else",
      "else-if", "transaction", "op:!", "op:neg", "in-state", "call", "paren", "int", "bool",
      "string", "name", "stack", "scope", "data", "data-var", "reads", "writes", "priority",
      "data-node", "collector", "collectors", "subtree",
      "sequence", "forbidden", "sequence-after", "message", "reply-message", "message-args", "note",
      "note-many", "seq-push", "seq-pop", "alt", "alt-label", "alt-else", "opt", "opt-label",
      "loop", "loop-label", "loop-bounds", "par", "par-and", "note-left", "note-right", "group",
      "group-label", "never", "eventually", "at-most",
      "always-pattern",
      "precedes", "responds", "globally", "before", "after", "after-until", "between",
      "invariant", "forbid", "allow-only", "hub", "endpoint-role", "endpoint-path",
    ]
    all.formUnion(RoleKeyword.allCases.map { "role:\($0.rawValue)" })
    all.formUnion(PolicyKeyword.allCases.map { "policy:\($0.rawValue)" })
    all.formUnion(["notifier:request", "notifier:event"])
    all.formUnion(RegistrationKeyword.allCases.map { "registration:\($0.rawValue)" })
    all.formUnion(BinaryOperatorSyntax.allCases.map { "op:\($0.rawValue)" })
    return all
  }()

  init(_ files: [SourceFileSyntax]) {
    for file in files { file.declarations.forEach { declaration($0) } }
  }

  mutating func tag(_ name: String, _ condition: Bool = true) {
    if condition { tags.insert(name) }
  }

  private mutating func declaration(_ declaration: Declaration) {
    switch declaration {
    case .system: tag("system")
    case .importFile: tag("import")
    case .profile: tag("profile")
    case .check(let d):
      tag("check")
      tag("check-off", d.isOff)
    case .opaqueType(let d):
      tag("opaque")
      tag("opaque-count", d.count != nil)
    case .enumeration(let d):
      tag("enum")
      for c in d.cases where !c.parameters.isEmpty {
        tag("enum-payload")
        parameters(c.parameters)
      }
    case .actor(let d): actor(d)
    case .stack: tag("stack")
    case .scope(let d):
      tag("scope")
      d.actors.forEach { actor($0) }
    case .data(let d):
      tag("data")
      for v in d.properties { variable(v, data: true) }
      if !d.nodes.isEmpty { tag("data-node") }
      for r in d.registrations {
        tag("registration:\(r.kind.rawValue)")
        tag("reads", !r.reads.isEmpty)
        tag("writes", !r.writes.isEmpty)
        tag("priority", r.priority != nil)
        tag("collector", r.isCollector)
        tag("collectors", !r.collectors.isEmpty)
        tag("subtree", r.reads.contains { $0.last.name == "*" })
      }
    case .sequence(let d):
      tag("sequence")
      tag("forbidden", d.isForbidden)
      tag("sequence-after", d.after != nil)
      d.items.forEach { item($0) }
    case .property(let d): property(d)
    case .invariant(let d):
      tag("invariant")
      expr(d.condition)
    case .rule(let rule): self.rule(rule)
    case .error: break
    }
  }

  private mutating func parameters(_ parameters: [ParameterSyntax]) {
    for p in parameters {
      tag(p.label == nil ? "param-unlabelled" : "param-labelled")
      type(p.type)
    }
  }

  private mutating func type(_ type: TypeSyntax) {
    switch type {
    case .bool: tag("type-bool")
    case .int: tag("type-int")
    case .named: tag("type-named")
    case .error: break
    }
  }

  private mutating func variable(_ v: VarDecl, data: Bool = false) {
    tag(data ? "data-var" : "var")
    tag("var-initial", v.initial != nil)
    type(v.type)
    if let initial = v.initial { expr(initial) }
  }

  private mutating func actor(_ d: ActorDecl, nested: Bool = false) {
    tag("role:\(d.role.rawValue)")
    tag("sub-actor", nested)
    tag("uri", d.uri != nil)
    tag("budget", d.budget != nil)
    for member in d.members {
      switch member {
      case .variable(let v): variable(v)
      case .notifier(let n):
        tag("notifier:\(n.kind.rawValue)")
        if let policy = n.policy { tag("policy:\(policy.rawValue)") }
        tag("capacity", n.capacity != nil)
        for c in n.cases {
          parameters(c.parameters)
          tag("reply-type", c.replyType != nil)
        }
      case .observes: tag("observes")
      case .requests: tag("requests")
      case .actor(let a): actor(a, nested: true)
      case .state(let s): state(s)
      case .initial(let i): initial(i)
      case .choice(let c): choice(c)
      case .error: break
      }
    }
  }

  private mutating func state(_ s: StateDecl) {
    tag(s.isRegion ? "region" : "state")
    tag("initial", s.isInitial)
    tag("final", s.kind == .final)
    tag("parallel", s.kind == .parallel)
    tag("state-body", s.hasBody)
    for member in s.members {
      switch member {
      case .state(let child): state(child)
      case .history(let h):
        tag(h.isDeep ? "deep-history" : "history")
        tag("history-default", h.defaultTarget != nil)
        if let b = h.defaultActions {
          tag("history-default-block")
          block(b)
        }
      case .initial(let i): initial(i)
      case .join(let j):
        tag("join")
        transition(j.transition)
      case .choice(let c): choice(c)
      case .entry(let b):
        tag("entry")
        block(b)
      case .exit(let b):
        tag("exit")
        block(b)
      case .transition(let t): transition(t)
      case .ignore: tag("ignore")
      case .deferral: tag("defer")
      case .error: break
      }
    }
  }

  private mutating func choice(_ c: ChoiceDecl) {
    tag(c.isJunction ? "junction" : "choice")
    for branch in c.branches {
      tag("choice-else", branch.isElse)
      if let g = branch.guardExpr {
        tag("choice-guard")
        expr(g)
      }
      if let b = branch.actions { block(b) }
    }
  }

  private mutating func initial(_ i: InitialDecl) {
    tag("initial-transition")
    tag("initial-fork", i.targets.count > 1)
    if let b = i.actions {
      tag("initial-block")
      block(b)
    }
  }

  private mutating func transition(_ t: TransitionDecl) {
    tag("fork", !t.moreTargets.isEmpty)
    switch t.trigger {
    case .notification(let trigger):
      tag("on")
      tag("on-reply", trigger.isReply)
      tag("bindings", !trigger.bindings.isEmpty)
    case .always: tag("always")
    case .after: tag("after-timer")
    case .done(let state, _):
      tag("on-done")
      tag("on-done-of", state != nil)
    }
    if let g = t.guardExpr {
      tag("guard")
      expr(g)
    }
    tag("internal", t.isInternal)
    tag("targetless", t.target == nil)
    if let actions = t.actions {
      tag("transition-block")
      block(actions)
    }
  }
}
