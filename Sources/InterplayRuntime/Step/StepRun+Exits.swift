/// The states a microstep exits, and exiting them: histories are recorded first, then
/// each state runs its exit actions and becomes inactive.
extension StepRun {
  /// Appends the active states a transition exits to `result`, in document order.
  mutating func exitSet(_ index: Int, into result: inout [Int]) {
    let domain = domain(index)
    if domain == Self.noDomain { return }

    let table = layout(actor)
    for word in 0..<table.configWords {
      var bits = words[table.configWord + word]
      while bits != 0 {
        let state = word << 5 + bits.trailingZeroBitCount
        bits &= bits - 1
        if chart.isProperDescendant(state, of: domain) { result.append(state) }
      }
    }
  }

  /// The active states a transition exits, as a bitmask (charts with
  /// ``ChartIndex/usesMasks``): the active ones among the domain's proper descendants.
  @inline(__always)
  mutating func exitMask(_ index: Int) -> UInt64 {
    let domain = domain(index)
    if domain == Self.noDomain { return 0 }

    let table = layout(actor)
    // At most 64 states: one or two configuration words.
    var active = UInt64(words[table.configWord])
    if table.configWords > 1 { active |= UInt64(words[table.configWord &+ 1]) &<< 32 }
    return active & chart.descendantMasks[domain &+ 1]
  }

  /// Records the histories of a state about to be exited.
  mutating func rememberHistories(of state: Int) {
    let chart = chartTable
    for history in chart.states[state].histories {
      let info = chart.histories[history]
      let remembered = activeStates(actor).filter {
        info.isDeep
          ? chart.states[$0].isAtomic && chart.isProperDescendant($0, of: state)
          : chart.states[$0].parent == state
      }
      remember(actor, history, remembered)
    }
  }

  /// Exits one state: its exit actions, then it is inactive.
  mutating func exit(_ state: Int) {
    if detailed { record.events.append(.exit(actor: actor, state: state)) }
    if chart.hasExit[state] { perform(chart.actions, from: chart.exitStart, state) }
    if chart.hasAfter { disarmTimers(of: state) }
    setActive(actor, state, false)
  }
}
