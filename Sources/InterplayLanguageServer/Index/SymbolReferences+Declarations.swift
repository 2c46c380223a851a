import InterplayDiagnostics
import InterplaySyntax

/// Top-level declarations other than actors: data models, sequences, properties and
/// topology rules.
extension SymbolReferences {
  mutating func visit(_ decl: DataDecl) {
    dataModel = decl.name.name
    for property in decl.properties { propertyDecl(property) }
    for node in decl.nodes { dataNode(node) }
    for registration in decl.registrations {
      actorPath(registration.owner.components)
      (registration.reads + registration.writes).forEach { dataPath($0) }
      for collector in registration.collectors {
        record("reg:\(decl.name.name).\(collector.name)", collector.range)
      }
    }
  }

  private mutating func propertyDecl(_ decl: VarDecl) {
    type(decl.type)
    if let initial = decl.initial { expression(initial) }
  }

  private mutating func dataNode(_ node: DataNodeDecl) {
    if let type = node.type { self.type(type) }
    if let initial = node.initial { expression(initial) }
    node.properties.forEach { propertyDecl($0) }
    node.nodes.forEach { dataNode($0) }
  }

  mutating func visit(_ decl: SequenceDecl) {
    if let after = decl.after { record("sequence:" + after.name, after.range) }
    decl.participants.forEach { actorPath($0.components) }
    decl.items.forEach { item($0) }
  }

  private mutating func item(_ item: SequenceItem) {
    switch item {
    case .message(let message):
      let from = actorPath(message.from.components)
      let to = actorPath(message.to.components)
      let name = message.name
      if message.isReply {
        if let from { record("case:\(from).request.\(name.name)", name.range) }
      } else if !(to.map { record("case:\($0).request.\(name.name)", name.range) } ?? false),
        let from
      {
        record("case:\(from).event.\(name.name)", name.range)
      }
      message.arguments.forEach { expression($0) }
    case .note(let over, _, _):
      over.forEach { actorPath($0.components) }
    case .sideNote(_, let actor, _, _):
      actorPath(actor.components)
    case .push(let scope, _), .pop(let scope, _):
      record("scope:" + scope.text, scope.last.range)
    case .fragment(_, _, let branches, _):
      for branch in branches { branch.items.forEach { self.item($0) } }
    case .error:
      break
    }
  }

  mutating func visit(_ decl: PropertyDecl) {
    switch decl.pattern {
    case .absence(let p), .existence(let p), .boundedExistence(_, let p): event(p)
    case .universality(let condition): expression(condition)
    case .precedence(let a, let b), .response(let a, let b):
      event(a)
      event(b)
    case .error: break
    }
    switch decl.scope {
    case .before(let p), .after(let p): event(p)
    case .between(let a, let b), .afterUntil(let a, let b):
      event(a)
      event(b)
    case .globally, nil: break
    }
  }

  /// The terms of a property's event: `[Taker takes] [reply] Actor.case(args)`, where a
  /// bare `case` after `takes` is a case of the taker's own notifiers.
  private mutating func event(_ event: EventSyntax) {
    for term in event.terms {
      let taker = term.taker.flatMap { actorPath($0.components) }
      let path = term.notification
      if path.components.count >= 2 {
        notification(path, kinds: ["request", "event"])
      } else if let taker {
        let outer = actor
        actor = taker
        notification(path, kinds: ["request", "event"])
        actor = outer
      }
      term.arguments.forEach { expression($0) }
    }
  }

  mutating func visit(_ decl: TopologyRuleDecl) {
    switch decl {
    case .forbid(let from, let to, _):
      endpoint(from)
      endpoint(to)
    case .allowOnly(let pairs, _):
      for pair in pairs {
        endpoint(pair.from)
        endpoint(pair.to)
      }
    case .hub(let hub, let between, _):
      actorPath(hub.components)
      between.forEach { endpoint($0) }
    }
  }

  private mutating func endpoint(_ endpoint: EndpointSyntax) {
    if case .actor(let path) = endpoint { actorPath(path.components) }
  }
}
