import InterplayDiagnostics
import InterplaySyntax

/// Several targets and several sources: forks (`-> R1.A, R2.B`), written initial
/// transitions (`initial -> ...`), joins (`join A, B -> T`) and history defaults' actions.
extension ModelBuilder {
  /// Resolves a target list as seen from `source`; reports targets that are not in
  /// orthogonal regions (they could not all be active at once). Nil after an error.
  func resolveTargets(
    _ paths: [Path], from source: StateID?, actor: ActorID, chart: Statechart
  ) -> [TransitionTarget]? {
    guard let targets = lookUp(paths, from: source, actor: actor, chart: chart) else {
      return nil
    }
    if paths.count > 1,
      let index = targets.firstIndex(where: { if case .choice = $0 { true } else { false } })
    {
      error(
        "resolve.choice-target",
        "'\(paths[index].text)' is a choice or junction: a transition to one has no other target",
        at: paths[index].range)
      return nil
    }
    guard let clash = firstClash(targets.map { position(of: $0, chart) }, chart) else {
      return targets
    }
    error(
      "resolve.fork-conflict",
      "targets '\(paths[clash.0].text)' and '\(paths[clash.1].text)' are not in orthogonal "
        + "regions of a parallel state, so they cannot be entered together",
      at: paths[clash.1].range,
      notes: [DiagnosticNote("the other target", at: paths[clash.0].range)])
    return nil
  }

  /// Each path looked up; nil (reported) if one is unknown.
  private func lookUp(
    _ paths: [Path], from source: StateID?, actor: ActorID, chart: Statechart
  ) -> [TransitionTarget]? {
    var targets: [TransitionTarget] = []
    for path in paths {
      guard let target = lookupState(path, from: source, actor: actor, chart: chart) else {
        return nil
      }
      targets.append(target)
    }
    return targets
  }

  /// The first pair of states (earlier, later) that are not orthogonal, if any.
  private func firstClash(_ states: [StateID], _ chart: Statechart) -> (Int, Int)? {
    for later in states.indices {
      for earlier in 0..<later where !areOrthogonal(states[earlier], states[later], chart) {
        return (earlier, later)
      }
    }
    return nil
  }

  /// The state a target enters at: itself, or a history's parent.
  private func position(of target: TransitionTarget, _ chart: Statechart) -> StateID {
    switch target {
    case .state(let state): state
    case .history(let history): chart.histories[history.rawValue].parent
    // Never with another target (see `resolveTargets`).
    case .choice(let choice): chart.choices[choice.rawValue].parent ?? StateID(0)
    }
  }

  /// Whether two states lie in different regions of a parallel state (neither contains
  /// the other, and their innermost common ancestor is parallel).
  func areOrthogonal(_ first: StateID, _ second: StateID, _ chart: Statechart) -> Bool {
    if chart.isDescendant(first, of: second) || chart.isDescendant(second, of: first) {
      return false
    }
    let ancestors = chart.ancestors(of: second)
    guard let common = chart.ancestors(of: first).first(where: ancestors.contains) else {
      return false
    }
    return chart[common].kind == .parallel
  }

  /// `initial -> ...` of `owner` (nil: the chart): targets strictly below the owner (or
  /// its history pseudostates), in orthogonal regions; its actions.
  func resolveInitialTransition(
    _ decl: InitialDecl, owner: StateID?, actor: ActorID, chart: Statechart
  ) -> InitialTransition? {
    let ownerName = owner.map { "'\(chart[$0].path)'" } ?? "the statechart"
    if let owner, chart[owner].children.isEmpty || chart[owner].kind == .parallel {
      error(
        "resolve.initial-without-choice",
        chart[owner].kind == .parallel
          ? "parallel state \(ownerName) enters every region; it has no initial transition"
          : "state \(ownerName) has no child states to enter", at: decl.range)
      return nil
    }
    guard let targets = resolveTargets(decl.targets, from: owner, actor: actor, chart: chart)
    else { return nil }
    for (target, path) in zip(targets, decl.targets) {
      let inside: Bool
      switch target {
      case .state(let state):
        inside = owner.map { state != $0 && chart.isDescendant(state, of: $0) } ?? true
      case .history(let history):
        inside =
          owner.map { chart.isDescendant(chart.histories[history.rawValue].parent, of: $0) } ?? true
      case .choice:
        error(
          "resolve.choice-target",
          "'\(path.text)' is a choice or junction: an initial transition goes to states",
          at: path.range)
        return nil
      }
      if !inside {
        error(
          "resolve.initial-target-outside",
          "initial target '\(path.text)' is not inside \(ownerName)", at: path.range)
        return nil
      }
    }
    let context = ActionContext(
      expr: ExprContext(actor: actor), reply: replyContext(for: actor, taking: nil))
    return InitialTransition(
      targets: targets, actions: resolveActions(decl.actions?.actions ?? [], in: context),
      range: decl.range)
  }

  /// The child of `owner` (nil: a top-level state) on the way to an initial target.
  func initialChild(toward target: TransitionTarget, owner: StateID?, chart: Statechart) -> StateID
  {
    var current: StateID
    switch target {
    case .state(let state): current = state
    case .history(let history):
      let parent = chart.histories[history.rawValue].parent
      // A history of the owner itself enters, by default, the owner's marked child.
      if parent == owner, let owner { return chart[owner].children[0] }
      current = parent
    case .choice: return owner.map { chart[$0].children[0] } ?? chart.roots[0]
    }
    while chart[current].parent != owner, let parent = chart[current].parent { current = parent }
    return current
  }

  /// `join A, B ... -> T` declared in `state`: the transition, with its sources checked
  /// (strictly inside the state, in orthogonal regions).
  func resolveJoin(
    _ decl: JoinDecl, in state: StateID, actor: ActorID, chart: Statechart,
    transition: Transition
  ) -> Transition? {
    guard let targets = lookUp(decl.sources, from: state, actor: actor, chart: chart) else {
      return nil
    }
    var sources: [StateID] = []
    for (target, path) in zip(targets, decl.sources) {
      guard case .state(let source) = target, source != state, chart.isDescendant(source, of: state)
      else {
        error(
          "resolve.join-source-outside",
          "join source '\(path.text)' is not a state inside '\(chart[state].path)', where the "
            + "join is declared", at: path.range)
        return nil
      }
      sources.append(source)
    }
    if let clash = firstClash(sources, chart) {
      error(
        "resolve.join-conflict",
        "join sources '\(decl.sources[clash.0].text)' and '\(decl.sources[clash.1].text)' are not "
          + "in orthogonal regions of a parallel state, so they are never active together",
        at: decl.sources[clash.1].range,
        notes: [DiagnosticNote("the other source", at: decl.sources[clash.0].range)])
      return nil
    }
    var joined = transition
    joined.joinSources = sources
    return joined
  }

  /// The actions of each history's default transition.
  func resolveHistoryDefaultActions(actor index: Int) {
    let context = ActionContext(
      expr: ExprContext(actor: ActorID(index)),
      reply: replyContext(for: ActorID(index), taking: nil))
    for (history, decl) in historyDecls[index].enumerated() {
      guard let block = decl.defaultActions else { continue }
      if decl.defaultTarget == nil { continue }
      model.actors[index].chart!.histories[history].defaultActions = resolveActions(
        block.actions, in: context)
    }
  }
}
