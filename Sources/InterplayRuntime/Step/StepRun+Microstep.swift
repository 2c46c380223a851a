/// One microstep: exit (innermost first, then reverse document order), transition actions
/// (in selection order), entry (outermost first, then document order), as in SCXML.
extension StepRun {
  /// Sentinel domain of a targetless transition: nothing is exited or entered.
  static let noDomain = -2

  /// The states a transition's target stands for: the state, or a history's memory
  /// (else its default).
  mutating func effectiveTargets(_ index: Int) -> [Int] {
    let chart = system.actors[actor].chart!
    switch chart.transitions[index].target {
    case .none: return []
    case .state(let state): return [state]
    case .history(let history):
      let remembered = memory(actor, history)
      return remembered.isEmpty ? historyDefaults(history) : remembered
    }
  }

  mutating func historyDefaults(_ history: Int) -> [Int] {
    let chart = system.actors[actor].chart!
    let info = chart.histories[history]
    if info.defaultTarget >= 0 { return [info.defaultTarget] }
    let parent = chart.states[info.parent]
    if parent.kind == .parallel { return parent.children }
    return parent.initial >= 0 ? [parent.initial] : []
  }

  /// The compound state (or the chart root, -1) whose active descendants a transition
  /// exits; ``noDomain`` for a targetless transition.
  mutating func domain(_ index: Int) -> Int {
    let chart = system.actors[actor].chart!
    let source = chart.index.sources[index]
    // The common case, an external transition to a state, needs no target list.
    let target = chart.index.targetStates[index]
    if target >= 0, !chart.index.isInternal[index] {
      var ancestor = chart.index.parents[source]
      while ancestor >= 0 {
        if chart.index.isCompound[ancestor], chart.isProperDescendant(target, of: ancestor) {
          return ancestor
        }
        ancestor = chart.index.parents[ancestor]
      }
      return -1
    }
    let transition = chart.transitions[index]
    let targets = effectiveTargets(index)
    if targets.isEmpty { return Self.noDomain }
    if transition.isInternal,
      targets.allSatisfy({ chart.isDescendantOrSelf($0, of: source) }),
      !chart.states[source].isAtomic || targets == [source]
    {
      return source
    }
    var ancestor = chart.states[source].parent
    while ancestor >= 0 {
      if chart.states[ancestor].isCompound,
        targets.allSatisfy({ chart.isProperDescendant($0, of: ancestor) })
      {
        return ancestor
      }
      ancestor = chart.states[ancestor].parent
    }
    return -1
  }

  /// Fires transitions together: one microstep.
  mutating func microstep(_ transitions: [Int]) {
    let chart = system.actors[actor].chart!
    // History is recorded from the configuration before anything is exited; states
    // exit innermost first, then in reverse document order (descending state ids).
    if transitions.count == 1, chart.states.count <= 64 {
      // The common case keeps its exit set in a bitmask rather than a list.
      let exits = exitMask(transitions[0])
      var bits = exits
      while bits != 0 {
        let state = 63 - bits.leadingZeroBitCount
        bits &= ~(1 << UInt64(state))
        if chart.index.hasHistories[state] { rememberHistories(of: state, chart) }
      }
      bits = exits
      while bits != 0 {
        let state = 63 - bits.leadingZeroBitCount
        bits &= ~(1 << UInt64(state))
        exit(state, chart)
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
      for state in ordered where chart.index.hasHistories[state] {
        rememberHistories(of: state, chart)
      }
      for state in ordered { exit(state, chart) }
      giveBack(&ordered)
    }
    for index in transitions {
      if detailed { record.events.append(.transition(actor: actor, transition: index)) }
      record.transitions.append(TransitionRef(actor: actor, index: index))
      if chart.index.hasActions[index] { perform(chart.transitions[index].actions) }
    }
    // An actor that popped its own scope is gone: nothing more to enter.
    guard isAlive(actor) else { return }
    var entering = EntrySet(count: chart.states.count)
    for index in transitions {
      let domain = domain(index)
      if domain == Self.noDomain { continue }
      let target = chart.index.targetStates[index]
      if target >= 0 {
        if target == domain {
          addDefaultChildren(of: target, to: &entering)  // internal self: re-enter children
        } else {
          addDescendants(target, to: &entering)
          addAncestors(of: target, upTo: domain, to: &entering)
        }
        continue
      }
      if case .history(let history) = chart.transitions[index].target {
        addDescendants(history: history, to: &entering)
      }
      for target in effectiveTargets(index) where target != domain {
        addAncestors(of: target, upTo: domain, to: &entering)
      }
    }
    enter(entering)
  }

  /// Enters the states in document order, raising completion events.
  mutating func enter(_ entering: EntrySet) {
    let chart = system.actors[actor].chart!
    // In document order: the set bits of the inline word first, then the rest.
    var low = entering.low
    while low != 0 {
      let state = low.trailingZeroBitCount
      low &= low - 1
      if !isActive(actor, state), !enter(state, chart) { return }
    }
    for state in 64..<max(chart.states.count, 64) where entering.contains(state) {
      if !isActive(actor, state), !enter(state, chart) { return }
    }
  }

  /// Enters one state; false when the actor is gone (it popped its own scope).
  private mutating func enter(_ state: Int, _ chart: ChartTable) -> Bool {
    setActive(actor, state, true)
    if detailed { record.events.append(.entry(actor: actor, state: state)) }
    if chart.index.hasEntry[state] { perform(chart.states[state].entry) }
    guard isAlive(actor) else { return false }
    if chart.index.isFinal[state] {
      let info = chart.states[state]
      let parent = info.parent
      guard parent >= 0 else { return true }
      completions.append(parent)
      let grandparent = chart.states[parent].parent
      // Regions enter in document order, so only the last region's final entry
      // finds every region final.
      if grandparent >= 0, chart.states[grandparent].kind == .parallel,
        isInFinalState(actor, grandparent)
      {
        completions.append(grandparent)
      }
    }
    return true
  }

  /// Enters the actor's initial configuration (system start and scope push).
  mutating func enterInitial() {
    let chart = system.actors[actor].chart!
    guard chart.initial >= 0 else { return }
    var entering = EntrySet(count: chart.states.count)
    addDescendants(chart.initial, to: &entering)
    enter(entering)
  }
}
