import InterplayDiagnostics
import InterplaySyntax

/// State names: transition targets, history defaults and `Actor in State`.
extension ModelBuilder {
  /// Looks up a state path as seen from inside `start`: the first name among the
  /// children (and history pseudostates) of `start`, then of each enclosing state
  /// outward, then among the top-level states; further names descend into children.
  /// Reports unknown names; `start` nil searches the top level only.
  func lookupState(
    _ path: Path, from start: StateID?, actor: ActorID, chart: Statechart
  ) -> TransitionTarget? {
    let first = path.components[0]
    var scope = start
    while true {
      if let found = member(named: first.name, of: scope, actor: actor, chart: chart) {
        bind(stateSymbol(found, of: actor), at: first.range)
        return descend(from: found, path.components.dropFirst(), actor: actor, chart: chart)
      }
      guard let state = scope else { break }
      scope = chart[state].parent
    }
    if resolveActorPathQuietly(first.name, from: actor) != nil {
      error(
        "resolve.target-outside-chart",
        "'\(path.text)' is outside the statechart of '\(model.actors[actor.rawValue].path)'; "
          + "a transition targets states of its own actor",
        at: path.range)
      return nil
    }
    var scopes: [StateID?] = []
    scope = start
    while let state = scope {
      scopes.append(state)
      scope = chart[state].parent
    }
    scopes.append(nil)
    unknown(
      "resolve.unknown-state",
      "unknown state '\(first.name)' in '\(model.actors[actor.rawValue].path)'", name: first,
      candidates: scopes.flatMap { memberNames(of: $0, chart: chart) })
    return nil
  }

  /// A state of another (or the same) actor's chart, by its path from the top level;
  /// a first name that is not top-level may name any state that is unique in the chart.
  func resolveStatePath(_ path: Path, in actor: ActorID, chart: Statechart) -> StateID? {
    let first = path.components[0]
    var start = member(named: first.name, of: nil, actor: actor, chart: chart)
    if start == nil, let unique = nameIndex(actor, chart).uniqueState(named: first.name) {
      start = .state(unique)
    }
    guard let start else {
      unknown(
        "resolve.unknown-state",
        "'\(model.actors[actor.rawValue].path)' has no state '\(first.name)'", name: first,
        candidates: chart.states.map { ($0.name, $0.nameRange) })
      return nil
    }
    bind(stateSymbol(start, of: actor), at: first.range)
    switch descend(from: start, path.components.dropFirst(), actor: actor, chart: chart) {
    case .state(let state)?: return state
    case .history?:
      error(
        "resolve.unknown-state", "'\(path.text)' is a history pseudostate, not a state",
        at: path.range)
      return nil
    case .choice?:
      error(
        "resolve.unknown-state", "'\(path.text)' is a choice or junction, not a state",
        at: path.range)
      return nil
    case nil: return nil
    }
  }

  private func member(
    named name: String, of parent: StateID?, actor: ActorID, chart: Statechart
  ) -> TransitionTarget? {
    nameIndex(actor, chart).member(named: name, of: parent)
  }

  /// The actor's name index, built again whenever its chart has grown since.
  private func nameIndex(_ actor: ActorID, _ chart: Statechart) -> StateNameIndex {
    if let index = stateNameIndexes[actor.rawValue],
      index.shape == StateNameIndex.shape(of: chart)
    {
      return index
    }
    let index = StateNameIndex(chart)
    stateNameIndexes[actor.rawValue] = index
    return index
  }

  private func memberNames(of parent: StateID?, chart: Statechart) -> [(
    name: String, range: SourceRange?
  )] {
    let children = parent.map { chart[$0].children } ?? chart.roots
    let histories = parent.map { chart[$0].histories } ?? []
    return children.map { (chart[$0].name, chart[$0].nameRange) }
      + histories.map {
        (chart.histories[$0.rawValue].name, chart.histories[$0.rawValue].nameRange)
      }
      + chart.choices.filter { $0.parent == parent }.map { ($0.name, $0.nameRange) }
  }

  private func descend(
    from start: TransitionTarget, _ rest: ArraySlice<Identifier>, actor: ActorID,
    chart: Statechart
  ) -> TransitionTarget? {
    var current = start
    for name in rest {
      guard case .state(let state) = current else {
        let pseudostate: String? =
          switch current {
          case .history(let history): "history '\(chart.histories[history.rawValue].name)'"
          case .choice(let choice): "'\(chart.choices[choice.rawValue].name)'"
          case .state: nil
          }
        if let pseudostate {
          error("resolve.unknown-state", "\(pseudostate) has no child states", at: name.range)
        }
        return nil
      }
      guard
        let next = member(named: name.name, of: state, actor: actor, chart: chart)
          ?? throughRegions(name.name, of: state, actor: actor, chart: chart)
      else {
        unknown(
          "resolve.unknown-state", "'\(chart[state].path)' has no child state '\(name.name)'",
          name: name, candidates: memberNames(of: state, chart: chart))
        return nil
      }
      current = next
      bind(stateSymbol(next, of: actor), at: name.range)
    }
    return current
  }

  /// A region name may be left out of a path: `Playing.Running` finds `Running` in the
  /// one region of the parallel state `Playing` that has a child by that name.
  private func throughRegions(
    _ name: String, of state: StateID, actor: ActorID, chart: Statechart
  ) -> TransitionTarget? {
    guard chart[state].kind == .parallel else { return nil }
    let found = chart[state].children.compactMap {
      member(named: name, of: $0, actor: actor, chart: chart)
    }
    return found.count == 1 ? found[0] : nil
  }

  /// The actor a single name denotes from a context, without reporting anything.
  func resolveActorPathQuietly(_ name: String, from context: ActorID?) -> ActorID? {
    var scope = context
    while let actor = scope {
      if let child = model.actors[actor.rawValue].children.first(where: {
        model.actors[$0.rawValue].name == name
      }) {
        return child
      }
      scope = model.actors[actor.rawValue].parent
    }
    if case .actor(let id) = globals[name]?.symbol { return id }
    return nil
  }
}
