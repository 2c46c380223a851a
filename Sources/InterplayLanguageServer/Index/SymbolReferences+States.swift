import InterplayDiagnostics
import InterplaySyntax

/// States: their members, transitions, triggers and targets.
extension SymbolReferences {
  mutating func visit(_ decl: StateDecl, parent: String?) {
    let path = parent.map { $0 + "." + decl.name.name } ?? decl.name.name
    for member in decl.members {
      state = path
      switch member {
      case .state(let child): visit(child, parent: path)
      case .history(let h):
        if let target = h.defaultTarget { stateTarget(target) }
        if let actions = h.defaultActions { block(actions) }
      case .initial(let i): initial(i)
      case .join(let j):
        j.sources.forEach { stateTarget($0) }
        transition(j.transition)
      case .choice(let c): choice(c)
      case .entry(let actions), .exit(let actions): block(actions)
      case .transition(let t): transition(t)
      case .ignore(let triggers, _), .deferral(let triggers, _): triggers.forEach { trigger($0) }
      case .error: break
      }
    }
  }

  mutating func initial(_ decl: InitialDecl) {
    decl.targets.forEach { stateTarget($0) }
    if let actions = decl.actions { block(actions) }
  }

  mutating func choice(_ decl: ChoiceDecl) {
    for branch in decl.branches {
      if let condition = branch.guardExpr { expression(condition) }
      if let target = branch.target { stateTarget(target) }
      if let actions = branch.actions { block(actions) }
    }
  }

  private mutating func transition(_ decl: TransitionDecl) {
    switch decl.trigger {
    case .notification(let t): trigger(t)
    case .done(let target?, _): stateTarget(target)
    case .done(nil, _), .always, .after: break
    }
    decl.moreTriggers.forEach { trigger($0) }
    if let condition = decl.guardExpr { expression(condition) }
    if let target = decl.target { stateTarget(target) }
    decl.moreTargets.forEach { stateTarget($0) }
    if let actions = decl.actions { block(actions) }
  }

  /// `Actor.case(x)`, `reply Actor.case(x)`, `case` (own request), `Data.registration`.
  mutating func trigger(_ decl: TriggerSyntax) {
    let components = decl.name.components
    guard let last = components.last, last.name != "*" else {
      if components.count > 1 { actorPath(Array(components.dropLast())) }
      return
    }
    if decl.isReply {
      notification(decl.name, kinds: ["request"])
    } else if components.count == 2, tree.dataModels.contains(components[0].name),
      record("reg:\(components[0].name).\(last.name)", last.range)
    {
      record("data:" + components[0].name, components[0].range)
    } else if components.count == 1 {
      notification(decl.name, kinds: ["request", "event"])
    } else {
      notification(decl.name, kinds: ["event", "request"])
    }
  }

  /// A state written as a transition target (or a join source, or `done(S)`).
  mutating func stateTarget(_ path: Path) {
    guard let actor, let found = tree.state(path.text, of: actor, near: state) else { return }
    // Each written component names the state at that depth of the path found.
    let names = found.split(separator: ".").map(String.init)
    let offset = names.count - path.components.count
    for (position, component) in path.components.enumerated() {
      let prefix = names[0...(offset + position)].joined(separator: ".")
      record("state:\(actor)/\(prefix)", component.range)
    }
  }
}
