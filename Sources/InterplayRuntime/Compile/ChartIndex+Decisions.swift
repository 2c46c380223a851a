/// What an active atomic state decides about a notification (``StepRun/select(_:)``),
/// known from the chart alone unless a guard is on the way: the state and its
/// ancestors, innermost first, are asked for their first transition with the
/// notification's trigger, then whether they defer or ignore it. The table answers
/// that walk with one load per active state.
extension ChartIndex {
  /// The state decides nothing (or is not atomic): the walk reaches the root.
  static let decidesNothing: Int32 = -1
  /// The state (or an ancestor) defers the notification.
  static let decidesDeferred: Int32 = -2
  /// The state (or an ancestor) ignores the notification.
  static let decidesIgnored: Int32 = -3
  /// A guarded transition with this trigger is on the way: only the walk can tell.
  static let decidesDynamically: Int32 = -4

  /// The most entries a chart's table may have; a larger chart walks its states.
  static let maxDecisions = 1 << 16

  /// The decision table of a chart: row `state`, column ``key(gid:isReply:)``, for keys
  /// below `keyCount` (the keys of the chart's triggers, defers and ignores; any other
  /// key decides nothing anywhere). Empty when the chart has no such key or the table
  /// would exceed ``maxDecisions``.
  static func decisions(
    states: [ChartTable.StateInfo], transitions: [ChartTable.TransitionInfo]
  ) -> (keyCount: Int, table: [Int32]) {
    var keyCount = 0
    for transition in transitions {
      if case .notification(let gid, let isReply) = transition.trigger {
        keyCount = max(keyCount, key(gid: gid, isReply: isReply) + 1)
      }
    }
    for state in states {
      for key in state.deferKeys + state.ignoreKeys { keyCount = max(keyCount, key + 1) }
    }
    guard keyCount > 0, states.count * keyCount <= maxDecisions else { return (0, []) }
    var table = Array(repeating: decidesNothing, count: states.count * keyCount)
    for atomic in states.indices where states[atomic].isAtomic {
      for key in 0..<keyCount {
        table[atomic * keyCount + key] = decision(
          atomic, key, states: states, transitions: transitions)
      }
    }
    return (keyCount, table)
  }

  /// The walk of ``StepRun/select(_:)`` from one atomic state, without a configuration.
  private static func decision(
    _ atomic: Int, _ key: Int, states: [ChartTable.StateInfo],
    transitions: [ChartTable.TransitionInfo]
  ) -> Int32 {
    let isReply = key & 1 != 0
    let gid = key >> 1
    var state = atomic
    while state >= 0 {
      for index in states[state].transitions {
        guard case .notification(let trigger, let reply) = transitions[index].trigger,
          trigger == gid, reply == isReply
        else { continue }
        // The first transition with this trigger decides, unless its guard may fail.
        let isStatic = transitions[index].guardExpr == nil && !transitions[index].targetsJunction
        return isStatic ? Int32(index) : decidesDynamically
      }
      if states[state].deferKeys.contains(key) { return decidesDeferred }
      if states[state].ignoreKeys.contains(key) { return decidesIgnored }
      state = states[state].parent
    }
    return decidesNothing
  }
}
