/// Transition selection: innermost first, then document order; conflicts resolved as in
/// SCXML (a transition from a descendant pre-empts one from its ancestor).
extension StepRun {
  /// The answer of an actor's active configuration to one notification.
  enum Selection {
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
  mutating func select(_ header: EntryHeader) -> Selection {
    let table = system.actors[actor]
    let chart = table.chart!
    let key = ChartIndex.key(gid: header.gid, isReply: header.isReply)
    // Usually one transition is enabled: a list is borrowed only for a second one.
    var first = -1
    var enabled: [Int] = []
    var deferred = false
    var ignored = false
    for word in 0..<table.configWords {
      var bits = words[table.configWord + word]
      while bits != 0 {
        let atomic = word << 5 + bits.trailingZeroBitCount
        bits &= bits - 1
        guard chart.index.isAtomic[atomic] else { continue }
        var state = atomic
        chain: while state >= 0 {
          if let index = firstEnabled(chart, state, key) {
            if first < 0 {
              first = index
            } else if index != first, !enabled.contains(index) {
              if enabled.isEmpty {
                enabled = borrowList()
                enabled.append(first)
              }
              enabled.append(index)
            }
            break chain
          }
          if !header.isReply {
            if ChartIndex.contains(
              header.gid, chart.index.deferStart, chart.index.defers, state: state)
            {
              deferred = true
              break chain
            }
            if ChartIndex.contains(
              header.gid, chart.index.ignoreStart, chart.index.ignores, state: state)
            {
              ignored = true
              break chain
            }
          }
          state = chart.index.parents[state]
        }
      }
    }
    if !enabled.isEmpty { return .transitions(removeConflicts(enabled)) }
    if first >= 0 { return .transitions(single(first)) }
    if deferred { return .deferred }
    return ignored ? .ignored : .unhandled
  }

  /// The first transition of `state`, in document order, with trigger `key` whose guard
  /// holds.
  private mutating func firstEnabled(_ chart: ChartTable, _ state: Int, _ key: Int) -> Int? {
    for position in chart.index.transitionStart[state]..<chart.index.transitionStart[state + 1] {
      let index = chart.index.transitions[position]
      guard chart.index.triggerKeys[index] == key,
        !chart.index.hasGuard[index] || guardHolds(chart.transitions[index])
      else { continue }
      return index
    }
    return nil
  }

  /// The enabled eventless (`always`) transitions, selected like notifications.
  mutating func selectEventless() -> [Int] {
    let chart = system.actors[actor].chart!
    guard chart.hasEventless else { return [] }
    var enabled = borrowList()
    let table = system.actors[actor]
    for word in 0..<table.configWords {
      var bits = words[table.configWord + word]
      while bits != 0 {
        let atomic = word << 5 + bits.trailingZeroBitCount
        bits &= bits - 1
        guard chart.index.isAtomic[atomic] else { continue }
        var state = atomic
        while state >= 0 {
          if let index = firstEnabled(chart, state, ChartIndex.alwaysKey) {
            if !enabled.contains(index) { enabled.append(index) }
            break
          }
          state = chart.index.parents[state]
        }
      }
    }
    return removeConflicts(enabled)
  }

  mutating func guardHolds(_ transition: ChartTable.TransitionInfo) -> Bool {
    guard let condition = transition.guardExpr else { return true }
    let holds = condition.evaluate(words.values, &input) != 0
    noteDivision()
    return holds
  }

  mutating func noteDivision() {
    if input.divisionByZero {
      input.divisionByZero = false
      fault(.divisionByZero(actor: actor))
    }
  }

  /// Keeps transitions whose exit sets are disjoint; on a clash the one whose source is a
  /// descendant of the other's wins, else the one selected first.
  private mutating func removeConflicts(_ enabled: [Int]) -> [Int] {
    guard enabled.count > 1 else { return enabled }
    var kept: [(index: Int, exits: Set<Int>)] = []
    let chart = system.actors[actor].chart!
    var exitList = borrowList()
    defer { giveBack(&exitList) }
    for candidate in enabled {
      exitList.removeAll(keepingCapacity: true)
      exitSet(candidate, into: &exitList)
      let exits = Set(exitList)
      var preempted = false
      var losers: [Int] = []
      for (position, other) in kept.enumerated() where !exits.isDisjoint(with: other.exits) {
        if chart.isProperDescendant(
          chart.transitions[candidate].source, of: chart.transitions[other.index].source)
        {
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
