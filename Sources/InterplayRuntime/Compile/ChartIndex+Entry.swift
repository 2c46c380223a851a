/// The states a transition enters below a known target (SCXML's
/// `addDescendantStatesToEnter` and `addAncestorStatesToEnter`), with default entry and
/// parallel regions: a function of the chart alone. For charts with ``usesMasks`` the
/// set of each transition with a target state is computed once (``entryMasks``).
extension ChartIndex {
  /// Adds a state and the default entry below it.
  func addDescendants(_ state: Int, to entering: inout EntrySet) {
    entering.insert(state)
    addDefaultChildren(of: state, to: &entering)
  }

  /// Adds what entering `state` by default enters below it: the initial child of a
  /// compound state, every region of a parallel state not already being entered.
  func addDefaultChildren(of state: Int, to entering: inout EntrySet) {
    if isParallel[state] {
      for child in children(of: state) where !entersBelow(child, entering) {
        addDescendants(child, to: &entering)
      }
    } else if initialTargetStart[state] < initialTargetStart[state + 1] {
      addWrittenInitial(of: state, to: &entering)
    } else if initials[state] >= 0 {
      let initial = initials[state]
      addDescendants(initial, to: &entering)
      addAncestors(of: initial, upTo: state, to: &entering)
    }
  }

  /// Adds what a written `initial -> ...` of `owner` enters (`owner` ``stateCount``: the
  /// chart's own): each target state and its default entry, the states between it and
  /// the owner; a history target is left in ``EntrySet/extras`` for the step, which knows
  /// the history's memory. Notes the owner's initial actions there too.
  func addWrittenInitial(of owner: Int, to entering: inout EntrySet) {
    if hasInitialActions[owner] { entering.extras?.initialActions.append(owner) }
    let upTo = owner == stateCount ? -1 : owner
    let targets = initialTargetStart[owner]..<initialTargetStart[owner + 1]
    // Every target's descendants before any target's ancestors (see
    // ``StepRun/microstep(_:)``).
    for position in targets {
      let target = initialTargets[position]
      if target >= 0 {
        addDescendants(target, to: &entering)
      } else {
        // The history's parent is entered (unless it is the owner); what lies below it
        // is the step's to add.
        let history = -2 - target
        if historyParents[history] != upTo { entering.insert(historyParents[history]) }
        entering.extras?.pendingHistories.append(history)
      }
    }
    for position in targets {
      let target = initialTargets[position]
      let state = target >= 0 ? target : historyParents[-2 - target]
      if state != upTo { addAncestors(of: state, upTo: upTo, to: &entering) }
    }
  }

  /// Adds the proper ancestors of `state` below `ancestor` (-1: the root), and the
  /// regions of any parallel ancestor that nothing else enters.
  func addAncestors(of state: Int, upTo ancestor: Int, to entering: inout EntrySet) {
    var current = parents[state]
    while current >= 0, current != ancestor {
      entering.insert(current)
      if isParallel[current] {
        for child in children(of: current) where !entersBelow(child, entering) {
          addDescendants(child, to: &entering)
        }
      }
      current = parents[current]
    }
  }

  /// Whether `state` or one of its descendants is being entered.
  private func entersBelow(_ state: Int, _ entering: EntrySet) -> Bool {
    for index in 0..<entering.count
    where entering.contains(index) && isDescendantOrSelf(index, of: state) {
      return true
    }
    return false
  }

  /// What a transition with a target state enters when it fires alone (its target and
  /// the default entry below it, its ancestors below the domain; the default children of
  /// an internal self-transition's target), as a bitmask over at most 64 states; 0 for
  /// a transition without a target state.
  func entryMask(_ transition: Int) -> UInt64 {
    let target = targetStates[transition]
    guard target >= 0 else { return 0 }
    let domain = domains[transition]
    var entering = EntrySet(count: stateCount)
    if target == domain {
      addDefaultChildren(of: target, to: &entering)
    } else {
      addDescendants(target, to: &entering)
      addAncestors(of: target, upTo: domain, to: &entering)
    }
    return entering.low
  }
}
