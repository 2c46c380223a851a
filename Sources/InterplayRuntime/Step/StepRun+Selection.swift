/// Transition selection: innermost first, then document order; conflicts resolved as in
/// SCXML (a transition from a descendant pre-empts one from its ancestor).
extension StepRun {
  /// The answer of an actor's active configuration to one notification.
  enum Selection {
    /// One transition (the usual case: no list).
    case transition(Int)
    case transitions([Int])
    case deferred
    case ignored
    case unhandled
  }

  /// Selects the transitions a notification fires. Each active atomic state, in document
  /// order, looks at itself then its ancestors; the first state that has an enabled
  /// transition, defers or ignores the notification decides for that state's chain.
  ///
  /// The payload is the one in ``input`` (see ``loadPayload(_:_:)``).
  @inline(__always)
  mutating func select(_ header: EntryHeader) -> Selection {
    let table = layout(actor)

    let key = ChartIndex.key(gid: header.gid, isReply: header.isReply)
    let keys = chart.decisionKeys
    // A key beyond the table is no trigger, defer or ignore of the chart.
    if keys > 0, key >= keys { return .unhandled }
    // Usually one transition is enabled: a list is borrowed only for a second one.
    var first = -1
    var enabled: [Int]? = nil  // nil, not empty: nothing to release in the usual case
    var deferred = false
    var ignored = false
    for word in 0..<table.configWords {
      var bits = words[table.configWord + word]
      while bits != 0 {
        let state = word << 5 + bits.trailingZeroBitCount
        bits &= bits - 1
        // The table answers for every state (nothing for a compound one) unless a
        // guard is on the way, or the chart has no table.
        var decision =
          keys > 0 ? chart.decisions[state &* keys &+ key] : ChartIndex.decidesDynamically
        if decision == ChartIndex.decidesDynamically {
          guard chart.isAtomic[state] else { continue }
          decision = walk(from: state, key)
        }
        switch decision {
        case ChartIndex.decidesNothing: continue
        case ChartIndex.decidesDeferred: deferred = true
        case ChartIndex.decidesIgnored: ignored = true
        default:
          let index = Int(decision)
          if first < 0 {
            first = index
          } else if index != first, enabled?.contains(index) != true {
            if enabled == nil {
              var list = borrowList()
              list.append(first)
              enabled = list
            }
            enabled!.append(index)
          }
        }
      }
    }
    if let enabled { return .transitions(removeConflicts(enabled)) }
    if first >= 0 { return .transition(first) }
    if deferred { return .deferred }
    return ignored ? .ignored : .unhandled
  }

  /// What atomic state `atomic` decides about a notification (a transition index, or one
  /// of ``ChartIndex``'s `decides…` codes): it and its ancestors, innermost first, are
  /// asked for an enabled transition with trigger `key`, then whether they defer or
  /// ignore it; the first that answers decides.
  private mutating func walk(from atomic: Int, _ key: Int) -> Int32 {
    var state = atomic
    while state >= 0 {
      if let index = firstEnabled(state, key) { return Int32(index) }
      if ChartIndex.contains(key, chart.deferStart, chart.deferKeys, state: state) {
        return ChartIndex.decidesDeferred
      }
      if ChartIndex.contains(key, chart.ignoreStart, chart.ignoreKeys, state: state) {
        return ChartIndex.decidesIgnored
      }
      state = chart.parents[state]
    }
    return ChartIndex.decidesNothing
  }

  /// The first transition of `state`, in document order, with trigger `key` whose guard
  /// holds.
  private mutating func firstEnabled(_ state: Int, _ key: Int) -> Int? {
    for position in chart.transitionStart[state]..<chart.transitionStart[state + 1] {
      let index = chart.transitions[position]
      guard chart.triggerKeys[index] == key, !chart.hasGuard[index] || guardHolds(index)
      else { continue }
      return index
    }
    return nil
  }

  /// The enabled eventless (`always`) transitions, selected like notifications.
  mutating func selectEventless() -> [Int] {
    guard chart.hasEventless else { return [] }
    return selectInternal(ChartIndex.alwaysKey)
  }

  /// The enabled transitions with trigger `key` (eventless, or a done event), selected
  /// like notifications: each active atomic state's chain, innermost first, gives its
  /// first enabled one; conflicts are removed.
  mutating func selectInternal(_ key: Int) -> [Int] {
    var enabled = borrowList()
    let table = layout(actor)
    for word in 0..<table.configWords {
      var bits = words[table.configWord + word]
      while bits != 0 {
        let atomic = word << 5 + bits.trailingZeroBitCount
        bits &= bits - 1
        guard chart.isAtomic[atomic] else { continue }
        var state = atomic
        while state >= 0 {
          if let index = firstEnabled(state, key) {
            if !enabled.contains(index) { enabled.append(index) }
            break
          }
          state = chart.parents[state]
        }
      }
    }
    return removeConflicts(enabled)
  }

  /// Whether the guard of transition `index` of the running actor's chart holds (only
  /// transitions that have a guard or a junction get here): evaluated from the chart's
  /// flattened code when it has one, else read from the chart's objects.
  mutating func guardHolds(_ index: Int) -> Bool {
    let code = chart.code
    if code.isOn {
      let root = code.guardRoots[index]
      guard root >= 0 else { return !chart.hasChoicePoints || junctionHasBranch(index) }
      let holds = code.evaluate(root, words, &input) != 0
      noteDivision()
      return holds && (!chart.hasChoicePoints || junctionHasBranch(index))
    }
    guard let condition = chartTable.transitions[index].guardExpr else {
      return !chart.hasChoicePoints || junctionHasBranch(index)
    }
    let holds = condition.evaluate(words.values, &input) != 0
    noteDivision()
    return holds && (!chart.hasChoicePoints || junctionHasBranch(index))
  }

  /// Turns what the last evaluation noted (a division by zero, an overflow) into faults.
  mutating func noteDivision() {
    if input.divisionByZero {
      input.divisionByZero = false
      fault(.divisionByZero(actor: actor))
    }
    if input.overflow {
      input.overflow = false
      fault(.arithmeticOverflow(actor: actor))
    }
  }

  /// Keeps transitions whose exit sets are disjoint; on a clash the one whose source is a
  /// descendant of the other's wins, else the one selected first.
  private mutating func removeConflicts(_ enabled: [Int]) -> [Int] {
    guard enabled.count > 1 else { return enabled }
    var kept: [(index: Int, exits: Set<Int>)] = []

    var exitList = borrowList()
    defer { giveBack(&exitList) }
    for candidate in enabled {
      exitList.removeAll(keepingCapacity: true)
      exitSet(candidate, into: &exitList)
      let exits = Set(exitList)
      var preempted = false
      var losers: [Int] = []
      for (position, other) in kept.enumerated() where !exits.isDisjoint(with: other.exits) {
        if chart.isProperDescendant(chart.sources[candidate], of: chart.sources[other.index]) {
          losers.append(position)
        } else {
          preempted = true
          break
        }
      }
      if !preempted {
        for position in losers.reversed() { kept.remove(at: position) }
        kept.append((candidate, exits))
      }
    }
    return kept.map(\.index)
  }
}
