/// One microstep: exit (innermost first, then reverse document order), transition actions
/// (in selection order), entry (outermost first, then document order), as in SCXML.
extension StepRun {
  /// Sentinel domain of a targetless transition: nothing is exited or entered.
  static let noDomain = ChartIndex.noDomain

  /// The states a transition's targets stand for: each state, or a history's memory
  /// (else its default).
  mutating func effectiveTargets(_ index: Int) -> [Int] {
    var states: [Int] = []
    for target in resolvedTargets(index) {
      switch target {
      case .none: break
      case .state(let state): states.append(state)
      case .history(let history): states += historyTargets(history)
      // A choice continues after this microstep's entries: for now it stands for a state
      // just inside its parent, which is what a transition to it exits.
      case .choice(let choice): states.append(chartTable.choices[choice].proxy)
      }
    }
    return states
  }

  /// What a history stands for now: its memory, else its default.
  mutating func historyTargets(_ history: Int) -> [Int] {
    let remembered = memory(actor, history)
    return remembered.isEmpty ? historyDefaults(history) : remembered
  }

  /// The states a history's default stands for, for its transition's domain (any state
  /// below the parent gives the same domain).
  mutating func historyDefaults(_ history: Int) -> [Int] {
    let info = chartTable.histories[history]
    if info.defaultTarget >= 0 { return [info.defaultTarget] }
    if chart.isParallel[info.parent] { return Array(chart.children(of: info.parent)) }
    let initial = chart.initials[info.parent]
    return initial >= 0 ? [initial] : []
  }

  /// The compound state (or the chart root, -1) whose active descendants a transition
  /// exits; ``noDomain`` for a targetless transition. Known from the chart unless the
  /// target is a history, whose states depend on its memory.
  mutating func domain(_ index: Int) -> Int {
    let known = chart.domains[index]
    if known != ChartIndex.dynamicDomain { return known }
    let targets = effectiveTargets(index)
    return chart.domain(
      source: chart.sources[index], targets: targets, isInternal: chart.isInternal[index])
  }

  /// Fires transitions together: one microstep. Generic so that the usual single
  /// transition is passed as `CollectionOfOne` rather than in an array.
  mutating func microstep<Transitions: Collection<Int>>(_ transitions: Transitions) {
    // A junction's branch is decided before anything is exited.
    if chart.hasChoicePoints { decideJunctions(transitions) }
    // History is recorded from the configuration before anything is exited; states
    // exit innermost first, then in reverse document order (descending state ids).
    if transitions.count == 1, chart.usesMasks {
      // The common case keeps its exit set in a bitmask rather than a list.
      let exits = exitMask(transitions.first!)
      var bits = chart.hasHistory ? exits : 0  // most charts have no history to record
      while bits != 0 {
        let state = 63 - bits.leadingZeroBitCount
        bits &= ~(1 &<< UInt64(state))
        if chart.hasHistories[state] { rememberHistories(of: state) }
      }
      bits = exits
      while bits != 0 {
        let state = 63 - bits.leadingZeroBitCount
        bits &= ~(1 &<< UInt64(state))
        exit(state)
      }
    } else {
      var ordered = borrowList()
      var exits = borrowList()
      for index in transitions {
        Self.empty(&exits)
        exitSet(index, into: &exits)
        for state in exits where !ordered.contains(state) { ordered.append(state) }
      }
      giveBack(&exits)
      ordered.sort(by: >)
      for state in ordered where chart.hasHistories[state] { rememberHistories(of: state) }
      for state in ordered { exit(state) }
      giveBack(&ordered)
    }
    for index in transitions {
      if detailed { record.events.append(.transition(actor: actor, transition: index)) }
      if recordsEvents { record.transitions.append(TransitionRef(actor: actor, index: index)) }
      if chart.hasActions[index] { perform(chart.actions, from: chart.actionStart, index) }
      if chart.hasChoicePoints { performJunctionBranch(of: index) }
    }
    // An actor that popped its own scope is gone: nothing more to enter.
    guard isAlive(actor) else { return }
    if transitions.count == 1, chart.usesEntryMasks, chart.targetStates[transitions.first!] >= 0 {
      // The usual case: what one transition with a target state enters is the chart's.
      var entering = EntrySet(count: chart.stateCount)
      entering.low = chart.entryMasks[transitions.first!]
      return enter(entering)
    }
    var entering = EntrySet(count: chart.stateCount, extras: chart.hasEntryExtras)
    for index in transitions {
      let domain = domain(index)
      if domain == Self.noDomain { continue }
      let target = chart.targetStates[index]
      if target >= 0 {
        add(target: target, domain: domain, to: &entering)
        continue
      }
      // A history, several targets (a fork) or a pseudostate: read from the chart's
      // objects. As in SCXML, every target's descendants are added before any target's
      // ancestors, so a region another target enters is not also entered by default.
      let targets = resolvedTargets(index)
      for target in targets {
        switch target {
        case .none, .choice: break
        case .state(let state):
          if state == domain {
            chart.addDefaultChildren(of: state, to: &entering)
          } else {
            chart.addDescendants(state, to: &entering)
          }
        case .history(let history): addDescendants(history: history, to: &entering)
        }
      }
      for target in targets {
        switch target {
        case .none, .choice: break
        case .state(let state) where state != domain:
          chart.addAncestors(of: state, upTo: domain, to: &entering)
        case .state: break
        case .history(let history):
          for state in historyTargets(history) where state != domain {
            chart.addAncestors(of: state, upTo: domain, to: &entering)
          }
        }
      }
    }
    enter(entering)
    if chart.hasChoicePoints { continueChoices(transitions) }
  }

  /// Adds a target state, the default entry below it and its ancestors below `domain`;
  /// an internal self-transition's target (the domain itself) re-enters its children.
  private mutating func add(target: Int, domain: Int, to entering: inout EntrySet) {
    if target == domain {
      chart.addDefaultChildren(of: target, to: &entering)
    } else {
      chart.addDescendants(target, to: &entering)
      chart.addAncestors(of: target, upTo: domain, to: &entering)
    }
  }

  /// Enters the states in document order, raising completion events.
  mutating func enter(_ entering: EntrySet) {
    var entering = entering
    if entering.extras != nil { return enterWithExtras(&entering) }
    // In document order: the set bits of the inline word first, then the rest.
    var low = entering.low
    while low != 0 {
      let state = low.trailingZeroBitCount
      low &= low - 1
      if !isActive(actor, state), !enter(state) { return }
    }
    for state in 64..<max(chart.stateCount, 64) where entering.contains(state) {
      if !isActive(actor, state), !enter(state) { return }
    }
  }

  /// Enters one state; false when the actor is gone (it popped its own scope).
  @inline(__always)
  mutating func enter(_ state: Int) -> Bool {
    setActive(actor, state, true)
    if detailed { record.events.append(.entry(actor: actor, state: state)) }
    if chart.hasAfter { armTimers(of: state) }
    if chart.hasEntry[state] { perform(chart.actions, from: chart.entryStart, state) }
    guard isAlive(actor) else { return false }
    if chart.isFinal[state] {
      let parent = chart.parents[state]
      guard parent >= 0 else {
        // The actor has finished: what is still queued for it is never taken, so it is
        // reported (the oldest entry) and dropped, like what reaches it later.
        if queueCount(actor) > 0 {
          fault(.sentToFinished(receiver: actor, entry: entry(actor, 0)))
          while queueCount(actor) > 0 { removeEntry(actor, 0) }
        }
        return true
      }
      if chart.isDoneObserved[parent] { internalQueue.append(.done(state: parent)) }
      let grandparent = chart.parents[parent]
      // Regions enter in document order, so only the last region's final entry
      // finds every region final.
      if grandparent >= 0, chart.isParallel[grandparent],
        isInFinalState(actor, grandparent)
      {
        if chart.isDoneObserved[grandparent] { internalQueue.append(.done(state: grandparent)) }
      }
    }
    return true
  }

  /// Enters the actor's initial configuration (system start and scope push).
  mutating func enterInitial() {
    guard chart.initial >= 0 else { return }
    var entering = EntrySet(count: chart.stateCount, extras: chart.hasEntryExtras)
    let root = chart.stateCount
    if chart.initialTargetStart[root] < chart.initialTargetStart[root + 1] {
      // The chart's own initial transition: its actions run before anything is entered.
      if chart.hasInitialActions[root] { perform(chartTable.rootInitialActions) }
      guard isAlive(actor) else { return }
      chart.addWrittenInitial(of: root, to: &entering)
      entering.extras?.initialActions.removeAll { $0 == root }
    } else {
      chart.addDescendants(chart.initial, to: &entering)
    }
    enter(entering)
  }
}
