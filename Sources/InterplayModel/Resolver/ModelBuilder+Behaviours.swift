import InterplayDiagnostics
import InterplaySyntax

/// Pass 9: entry and exit actions, transitions, ignores and defers of every state.
extension ModelBuilder {
  func resolveBehaviours() {
    for index in model.actors.indices {
      // The chart is changed in place (a copy of it would make the first change copy every
      // state); resolving reads only its structure, which does not change here. Its states
      // are counted by their declarations (one each, none without a chart): reading
      // `model.actors[index].chart?.states` copies the whole actor.
      let stateCount = stateDecls[index].count
      guard stateCount > 0 else { continue }
      let actor = ActorID(index)
      let plain = ActionContext(
        expr: ExprContext(actor: actor), reply: replyContext(for: actor, taking: nil))
      for state in 0..<stateCount {
        let source = StateID(state)
        let members = stateDecls[index][state].members
        reserveTransitions(for: members, actor: index, state: state)
        for memberIndex in members.indices {
          // Child states and histories belong to the state tree: skipped by their case,
          // unbound, since binding copies a whole child declaration.
          switch members[memberIndex] {
          case .state, .history, .choice, .error: continue
          default: break
          }
          switch members[memberIndex] {
          case .entry(let block):
            let actions = resolveActions(block.actions, in: plain)
            model.actors[index].chart!.states[state].entry += actions
          case .exit(let block):
            let actions = resolveActions(block.actions, in: plain)
            model.actors[index].chart!.states[state].exit += actions
          case .transition(let decl):
            // `on A.x, A.y -> T` and `on A.* -> T` are one transition per trigger, in
            // place, so selection is that of transitions written one by one.
            for single in singleTriggers(decl, actor: actor) {
              let transition = resolveTransition(
                single.decl, from: source, actor: actor, chart: model.actors[index].chart!)
              if var transition {
                transition.isWildcardCase = single.isWildcardCase
                model.actors[index].chart!.states[state].transitions.append(transition)
              }
            }
          case .initial(let decl):
            let chart = model.actors[index].chart!
            guard
              let initial = resolveInitialTransition(
                decl, owner: source, actor: actor, chart: chart)
            else { continue }
            model.actors[index].chart!.states[state].initialTransition = initial
            model.actors[index].chart!.states[state].initial = initialChild(
              toward: initial.targets[0], owner: source, chart: chart)
          case .join(let decl):
            for single in singleTriggers(decl.transition, actor: actor) {
              let chart = model.actors[index].chart!
              guard
                let transition = resolveTransition(
                  single.decl, from: source, actor: actor, chart: chart),
                var joined = resolveJoin(
                  decl, in: source, actor: actor, chart: chart, transition: transition)
              else { continue }
              joined.isWildcardCase = single.isWildcardCase
              model.actors[index].chart!.states[state].transitions.append(joined)
            }
          case .ignore(let triggers, _):
            for syntax in triggers.flatMap({ expandWildcard($0, actor: actor) }) {
              guard let trigger = resolveTrigger(syntax, actor: actor)?.trigger else { continue }
              switch trigger {
              case .notification(let ref, false, _):
                model.actors[index].chart!.states[state].ignores.append(ref)
              case .notification(let ref, true, _):
                model.actors[index].chart!.states[state].ignoredReplies.append(ref)
              case .registration(let ref):
                model.actors[index].chart!.states[state].ignoredRegistrations.append(ref)
              case .always, .done(_), .after(_): break
              }
            }
          case .deferral(let triggers, _):
            for syntax in triggers.flatMap({ expandWildcard($0, actor: actor) }) {
              guard let trigger = resolveTrigger(syntax, actor: actor)?.trigger else { continue }
              switch trigger {
              case .notification(let ref, false, _):
                model.actors[index].chart!.states[state].defers.append(ref)
              case .notification(let ref, true, _):
                model.actors[index].chart!.states[state].deferredReplies.append(ref)
              case .registration(let ref):
                model.actors[index].chart!.states[state].deferredRegistrations.append(ref)
              case .always, .done(_), .after(_): break
              }
            }
          case .state, .history, .choice, .error: break
          }
        }
      }
      if let decl = rootInitialDecls[index] {
        let chart = model.actors[index].chart!
        if let initial = resolveInitialTransition(decl, owner: nil, actor: actor, chart: chart) {
          model.actors[index].chart!.initialTransition = initial
          model.actors[index].chart!.initial = initialChild(
            toward: initial.targets[0], owner: nil, chart: chart)
        }
      }
      resolveHistoryDefaultActions(actor: index)
      resolveChoiceBranches(actor: index)
      // The last pass over this actor's state declarations: they are released now, while in
      // the cache (see `releaseMembers(ofActor:)`).
      stateDecls[index] = []
    }
  }

  /// A transition with one trigger per declaration: itself, or one copy per trigger it
  /// lists and per case a wildcard stands for.
  private func singleTriggers(_ decl: TransitionDecl, actor: ActorID)
    -> [(decl: TransitionDecl, isWildcardCase: Bool)]
  {
    guard case .notification(let first) = decl.trigger else { return [(decl, false)] }
    if decl.moreTriggers.isEmpty, first.name.last.name != "*" { return [(decl, false)] }
    return ([first] + decl.moreTriggers).flatMap { written in
      expandWildcard(written, actor: actor).map { trigger in
        var single = decl
        single.trigger = .notification(trigger)
        single.moreTriggers = []
        return (single, written.name.last.name == "*")
      }
    }
  }

  /// Sizes a state's transition list for its `on` members at once, so that appending them
  /// does not reallocate the list (each state's list is its own allocation).
  private func reserveTransitions(for members: [StateMember], actor: Int, state: Int) {
    var count = 0
    for memberIndex in members.indices {
      // Testing the case without binding it spares a copy of the member.
      if case .transition = members[memberIndex] { count += 1 }
    }
    if count > 1 { model.actors[actor].chart!.states[state].transitions.reserveCapacity(count) }
  }

  private func resolveTransition(
    _ decl: TransitionDecl, from source: StateID, actor: ActorID, chart: Statechart
  ) -> Transition? {
    if chart[source].kind == .final {
      error(
        "resolve.transition-from-final",
        "final state '\(chart[source].path)' cannot have outgoing transitions", at: decl.range)
      return nil
    }
    var trigger = Trigger.always
    var context = ActionContext(expr: ExprContext(actor: actor), reply: .none)
    switch decl.trigger {
    case .notification(let syntax):
      guard let resolved = resolveTrigger(syntax, actor: actor) else { return nil }
      trigger = resolved.trigger
      // `_` binds nothing; without one the list is shared, not copied.
      context.expr.bindings =
        resolved.bindings.contains { $0.name == "_" }
        ? resolved.bindings.filter { $0.name != "_" } : resolved.bindings
      context.reply = replyContext(for: actor, taking: resolved.ownRequest)
      if case .registration(let ref) = resolved.trigger, model[ref].kind == .smart {
        context.smartHandler = ref
      }
    case .always:
      trigger = .always
      context.reply = replyContext(for: actor, taking: nil)
    case .after(let delay, _):
      guard let milliseconds = resolveDelay(delay) else { return nil }
      trigger = .after(milliseconds)
      context.reply = replyContext(for: actor, taking: nil)
    case .done(let path, let range):
      context.reply = replyContext(for: actor, taking: nil)
      var completing = source
      if let path {
        let found = lookupState(path, from: source, actor: actor, chart: chart)
        guard case .state(let state) = found else {
          if found != nil {
            error(
              "resolve.done-of-history",
              "'on done(\(path.text))' names a history pseudostate, which never completes",
              at: path.range)
          }
          return nil
        }
        completing = state
      }
      trigger = .done(completing)
      if !completes(completing, chart: chart) {
        let message =
          path.map {
            "'on done(\($0.text))': '\(chart[completing].path)' has no final state to reach"
          }
          ?? "'on done' in '\(chart[source].path)', which has no final state to reach"
        error("resolve.done-without-final", message, at: range)
      }
    }
    let guardExpr = decl.guardExpr.map { coerce($0, to: Model.boolTypeID, in: context.expr) }
    var targets: [TransitionTarget] = []
    if let path = decl.target {
      let paths = [path] + decl.moreTargets
      guard let resolved = resolveTargets(paths, from: source, actor: actor, chart: chart) else {
        return nil
      }
      targets = resolved
      for (target, written) in zip(targets, paths)
      where decl.isInternal && !isInside(target, source, chart: chart) {
        error(
          "resolve.internal-target-outside",
          "internal transition target '\(written.text)' is not inside '\(chart[source].path)'",
          at: written.range)
      }
    }
    var transition = Transition(
      source: source, trigger: trigger, guardExpr: guardExpr, target: targets.first,
      isInternal: decl.isInternal || decl.target == nil,
      actions: resolveActions(decl.actions?.actions ?? [], in: context), range: decl.range)
    transition.moreTargets = Array(targets.dropFirst())
    if let smart = context.smartHandler { checkReadMap(transition, of: smart) }
    return transition
  }

  /// Whether `on done` can fire: a final child, or a final child in every region.
  private func completes(_ state: StateID, chart: Statechart) -> Bool {
    let hasFinalChild = { (id: StateID) in
      chart[id].children.contains { chart[$0].kind == .final }
    }
    if chart[state].kind == .parallel {
      return !chart[state].children.isEmpty && chart[state].children.allSatisfy(hasFinalChild)
    }
    return hasFinalChild(state)
  }

  /// Whether a target lies strictly inside a state.
  private func isInside(_ target: TransitionTarget, _ state: StateID, chart: Statechart) -> Bool {
    switch target {
    case .state(let id): id != state && chart.isDescendant(id, of: state)
    case .history(let id): chart.isDescendant(chart.histories[id.rawValue].parent, of: state)
    case .choice(let id):
      chart.choices[id.rawValue].parent.map { chart.isDescendant($0, of: state) } ?? false
    }
  }
}
