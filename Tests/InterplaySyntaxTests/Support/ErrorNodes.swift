import InterplayDiagnostics

@testable import InterplaySyntax

/// Collects the ranges of every error node and every missing (empty) name of a tree, so
/// tests can check that each one touches a diagnostic.
struct ErrorNodes {
  private(set) var ranges: [SourceRange] = []

  init(_ syntax: SourceFileSyntax) {
    for declaration in syntax.declarations { visit(declaration) }
  }

  /// The error ranges that no diagnostic overlaps or touches.
  func uncovered(by diagnostics: [Diagnostic]) -> [SourceRange] {
    ranges.filter { range in
      !diagnostics.contains { $0.range.start <= range.end && range.start <= $0.range.end }
    }
  }

  private mutating func name(_ identifier: Identifier) {
    if identifier.name.isEmpty { ranges.append(identifier.range) }
  }

  private mutating func visit(_ declaration: Declaration) {
    switch declaration {
    case .system(let d): name(d.name)
    case .profile(let d): name(d.name)
    case .check(let d): name(d.name)
    case .opaqueType(let d): name(d.name)
    case .stack(let d): name(d.name)
    case .importFile: break
    case .enumeration(let d):
      name(d.name)
      ranges += d.errors.map(\.range)
      for c in d.cases {
        name(c.name)
        c.parameters.forEach { visit($0.type) }
      }
    case .actor(let d): visit(d)
    case .scope(let d):
      name(d.name)
      ranges += d.errors.map(\.range)
      d.actors.forEach { visit($0) }
    case .data(let d):
      name(d.name)
      ranges += d.errors.map(\.range)
      d.properties.forEach { visit($0) }
      d.nodes.forEach { visit($0) }
      d.registrations.forEach {
        name($0.name)
        $0.collectors.forEach { name($0) }
      }
    case .sequence(let d):
      name(d.name)
      d.after.map { name($0) }
      d.items.forEach { visit($0) }
    case .property(let d):
      name(d.name)
      visit(d.pattern)
    case .invariant(let d):
      name(d.name)
      visit(d.condition)
    case .rule: break
    case .error(let e): ranges.append(e.range)
    }
  }

  private mutating func visit(_ actor: ActorDecl) {
    name(actor.name)
    for member in actor.members {
      switch member {
      case .variable(let v): visit(v)
      case .notifier(let n):
        ranges += n.errors.map(\.range)
        for c in n.cases {
          name(c.name)
          c.parameters.forEach { visit($0.type) }
          if let reply = c.replyType { visit(reply) }
        }
      case .observes, .requests: break
      case .actor(let a): visit(a)
      case .state(let s): visit(s)
      case .initial(let i): if let b = i.actions { visit(b) }
      case .choice(let c): visit(c)
      case .error(let e): ranges.append(e.range)
      }
    }
  }

  private mutating func visit(_ node: DataNodeDecl) {
    name(node.name)
    ranges += node.errors.map(\.range)
    node.properties.forEach { visit($0) }
    node.nodes.forEach { visit($0) }
  }

  private mutating func visit(_ variable: VarDecl) {
    name(variable.name)
    visit(variable.type)
    if let initial = variable.initial { visit(initial) }
  }

  private mutating func visit(_ type: TypeSyntax) {
    if case .error(let range) = type { ranges.append(range) }
  }

  private mutating func visit(_ choice: ChoiceDecl) {
    name(choice.name)
    for branch in choice.branches {
      if let g = branch.guardExpr { visit(g) }
      if let b = branch.actions { visit(b) }
    }
  }

  private mutating func visit(_ state: StateDecl) {
    name(state.name)
    for member in state.members {
      switch member {
      case .state(let s): visit(s)
      case .history(let h):
        name(h.name)
        if let b = h.defaultActions { visit(b) }
      case .initial(let i): if let b = i.actions { visit(b) }
      case .choice(let c): visit(c)
      case .entry(let b), .exit(let b): visit(b)
      case .transition(let t):
        if let g = t.guardExpr { visit(g) }
        if let b = t.actions { visit(b) }
      case .join(let j):
        if let g = j.transition.guardExpr { visit(g) }
        if let b = j.transition.actions { visit(b) }
      case .ignore, .deferral: break
      case .error(let e): ranges.append(e.range)
      }
    }
  }

  private mutating func visit(_ block: ActionBlock) {
    for action in block.actions {
      switch action {
      case .send(_, let arguments, _), .emit(_, let arguments, _), .raise(_, let arguments, _),
        .sendAfter(_, let arguments, _, _):
        arguments.forEach { visit($0) }
      case .reply(let value, _): if let value { visit(value) }
      case .assign(_, let value, _): visit(value)
      case .push, .pop, .cancel: break
      case .assert(let condition, _, _): visit(condition)
      case .ifAction(let condition, let then, let otherwise, _):
        visit(condition)
        visit(then)
        if let otherwise { visit(otherwise) }
      case .transaction(let body, _): visit(body)
      case .choose(let branches, _): branches.forEach { visit($0) }
      case .error(let e): ranges.append(e.range)
      }
    }
  }

  private mutating func visit(_ expr: Expr) {
    switch expr.kind {
    case .integer, .boolean, .string, .name: break
    case .call(_, let arguments): arguments.forEach { visit($0) }
    case .unary(_, let operand): visit(operand)
    case .binary(_, let lhs, let rhs):
      visit(lhs)
      visit(rhs)
    case .inState(let actor, _): visit(actor)
    case .parenthesized(let inner): visit(inner)
    case .error: ranges.append(expr.range)
    }
  }

  private mutating func visit(_ item: SequenceItem) {
    switch item {
    case .message(let m):
      name(m.name)
      m.arguments.forEach { visit($0) }
    case .note, .sideNote, .push, .pop: break
    case .fragment(_, _, let branches, _):
      branches.forEach { $0.items.forEach { visit($0) } }
    case .error(let e): ranges.append(e.range)
    }
  }

  private mutating func visit(_ pattern: PatternSyntax) {
    switch pattern {
    case .universality(let condition): visit(condition)
    case .error(let range): ranges.append(range)
    default: break
    }
  }
}
