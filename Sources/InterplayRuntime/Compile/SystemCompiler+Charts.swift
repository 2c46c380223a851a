import InterplayModel

/// Statecharts, flattened into ``ChartTable``s.
extension SystemCompiler {
  mutating func compileCharts() {
    for actor in model.actors {
      guard let chart = actor.chart else { continue }
      tables.actors[actor.id.rawValue].chart = compileChart(chart, actor: actor)
      chart.visitActions { action in
        if case .choose = action.kind { tables.hasChoices = true }
      }
      // Several branches of a choice or junction may be enabled at once.
      if !chart.choices.isEmpty { tables.hasChoices = true }
    }
  }

  private func compileChart(_ chart: Statechart, actor: Actor) -> ChartTable {
    var transitions: [ChartTable.TransitionInfo] = []
    var states: [ChartTable.StateInfo] = []
    for state in chart.states {
      var own: [Int] = []
      for transition in state.transitions {
        let index = transitions.count
        var slot = -1
        if case .after = transition.trigger {
          slot = afterSlots[TransitionKey(actor: actor.id.rawValue, index: index)] ?? -1
        }
        transitions.append(
          compileTransition(transition, index: index, timerSlot: slot, actor: actor.id))
        own.append(index)
      }
      states.append(
        ChartTable.StateInfo(
          name: state.name, path: state.path, parent: state.parent?.rawValue ?? -1,
          kind: state.kind, children: state.children.map(\.rawValue),
          initial: state.kind == .parallel
            ? -1
            : (state.initial ?? state.children.first)?.rawValue
              ?? -1,
          histories: state.histories.map(\.rawValue), entry: compile(state.entry),
          exit: compile(state.exit), transitions: own,
          deferKeys: keys(
            state.defers, replies: state.deferredReplies, state.deferredRegistrations),
          ignoreKeys: keys(
            state.ignores, replies: state.ignoredReplies, state.ignoredRegistrations),
          initialTargets: state.initialTransition?.targets.map(Self.target) ?? [],
          initialActions: compile(state.initialTransition?.actions ?? [])))
    }
    let histories = chart.histories.map {
      ChartTable.HistoryInfo(
        name: $0.name, parent: $0.parent.rawValue, isDeep: $0.isDeep,
        defaultTarget: $0.defaultTarget?.rawValue ?? -1, defaultActions: compile($0.defaultActions))
    }
    return ChartTable(
      states: states, transitions: transitions, histories: histories,
      roots: chart.roots.map(\.rawValue),
      initial: (chart.initial ?? chart.roots.first)?.rawValue ?? -1,
      hasEventless: transitions.contains { $0.trigger == .always },
      hasFinal: states.contains { $0.kind == .final }, options: options,
      rootInitialTargets: chart.initialTransition?.targets.map(Self.target) ?? [],
      rootInitialActions: compile(chart.initialTransition?.actions ?? []),
      choices: chart.choices.map { choice in
        ChartTable.ChoiceInfo(
          name: choice.name, isJunction: choice.isJunction, parent: choice.parent?.rawValue ?? -1,
          proxy: (choice.parent.map { chart[$0].children.first } ?? chart.roots.first)??.rawValue
            ?? choice.parent?.rawValue ?? 0,
          branches: choice.branches.map {
            ChartTable.ChoiceInfo.Branch(
              guardExpr: $0.guardExpr.map { compile($0) }, isElse: $0.isElse,
              target: Self.target($0.target), actions: compile($0.actions))
          })
      })
  }

  private static func target(_ target: TransitionTarget) -> ChartTable.TransitionInfo.Target {
    switch target {
    case .state(let state): .state(state.rawValue)
    case .history(let history): .history(history.rawValue)
    case .choice(let choice): .choice(choice.rawValue)
    }
  }

  /// The trigger keys (``ChartIndex/key(gid:isReply:)``) of an `ignore` or `defer` list.
  private func keys(
    _ notifications: [NotificationRef], replies: [NotificationRef],
    _ registrations: [RegistrationRef]
  ) -> [Int] {
    notifications.map { ChartIndex.key(gid: gid($0), isReply: false) }
      + replies.map { ChartIndex.key(gid: gid($0), isReply: true) }
      + registrations.map { ChartIndex.key(gid: gid($0), isReply: false) }
  }

  private func compileTransition(
    _ transition: Transition, index: Int, timerSlot: Int = -1, actor: ActorID
  ) -> ChartTable.TransitionInfo {
    let trigger: ChartTable.TransitionInfo.Trigger =
      switch transition.trigger {
      case .notification(let ref, let isReply, _): .notification(gid: gid(ref), isReply: isReply)
      case .registration(let ref): .notification(gid: gid(ref), isReply: false)
      case .always: .always
      case .done(let state): .done(state.rawValue)
      case .after(let milliseconds): .after(milliseconds)
      }
    let target = transition.target.map(Self.target) ?? .none
    var targetsJunction = false
    if case .choice(let choice) = transition.target {
      targetsJunction = model[actor].chart?.choices[choice.rawValue].isJunction ?? false
    }
    var replyType: TypeID?
    if case .notification(let ref, false, _) = transition.trigger {
      replyType = model[ref].replyType
    }
    return ChartTable.TransitionInfo(
      index: index, source: transition.source.rawValue, trigger: trigger,
      guardExpr: transition.enablingCondition(actor: actor).map { compile($0) }, target: target,
      isInternal: transition.isInternal, actions: compile(transition.actions, reply: replyType),
      timerSlot: timerSlot, moreTargets: transition.moreTargets.map(Self.target),
      targetsJunction: targetsJunction)
  }
}
