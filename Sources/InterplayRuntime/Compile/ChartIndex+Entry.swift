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
    } else if initials[state] >= 0 {
      let initial = initials[state]
      addDescendants(initial, to: &entering)
      addAncestors(of: initial, upTo: state, to: &entering)
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
