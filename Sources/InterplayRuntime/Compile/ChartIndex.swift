/// The facts of a chart that every step reads (transition selection, ancestor walks), as
/// flat integer arrays: reading them costs no reference counting, where reading the
/// per-state and per-transition objects of ``ChartTable`` retains and releases each one.
///
/// Lists per state are stored compressed: state `s`'s entries are
/// `values[start[s]..<start[s + 1]]`.
struct ChartIndex: Sendable {
  /// Per state: its parent, -1 at top level.
  let parents: [Int]
  /// Per state: whether it has no children; whether it is compound, parallel, final.
  let isAtomic: [Bool]
  let isCompound: [Bool]
  let isParallel: [Bool]
  let isFinal: [Bool]
  /// Per state: its initial child, -1 when none.
  let initials: [Int]
  /// Per state: whether it has entry actions, exit actions, history pseudostates.
  let hasEntry: [Bool]
  let hasExit: [Bool]
  let hasHistories: [Bool]
  /// Per transition: its source; its target state (-1 for none or a history); whether
  /// it is internal; whether it has actions.
  let sources: [Int]
  let targetStates: [Int]
  let isInternal: [Bool]
  let hasActions: [Bool]
  /// Per state: its transitions (indexes into ``ChartTable/transitions``), document order.
  let transitionStart: [Int]
  let transitions: [Int]
  /// Per transition: ``key(gid:isReply:)`` of its notification trigger, ``alwaysKey`` or
  /// ``doneKey``.
  let triggerKeys: [Int]
  /// Per transition: whether it has a guard.
  let hasGuard: [Bool]
  /// Per state: the global case ids it defers and ignores.
  let deferStart: [Int]
  let defers: [Int]
  let ignoreStart: [Int]
  let ignores: [Int]
  /// A bitset over states, laid out like the configuration words: the states that defer
  /// something or have an ancestor that does. A configuration without any of them
  /// defers nothing.
  let deferMask: [UInt32]

  static let alwaysKey = -1
  static let doneKey = -2

  /// The trigger key of a notification.
  @inline(__always)
  static func key(gid: Int, isReply: Bool) -> Int { gid << 1 | (isReply ? 1 : 0) }

  init(states: [ChartTable.StateInfo], transitions: [ChartTable.TransitionInfo]) {
    parents = states.map(\.parent)
    isAtomic = states.map(\.isAtomic)
    isCompound = states.map(\.isCompound)
    isParallel = states.map { $0.kind == .parallel }
    isFinal = states.map { $0.kind == .final }
    initials = states.map(\.initial)
    hasEntry = states.map { !$0.entry.isEmpty }
    hasExit = states.map { !$0.exit.isEmpty }
    hasHistories = states.map { !$0.histories.isEmpty }
    sources = transitions.map(\.source)
    targetStates = transitions.map { if case .state(let state) = $0.target { state } else { -1 } }
    isInternal = transitions.map(\.isInternal)
    hasActions = transitions.map { !$0.actions.isEmpty }
    (transitionStart, self.transitions) = Self.compress(states.map(\.transitions))
    triggerKeys = transitions.map { transition in
      switch transition.trigger {
      case .notification(let gid, let isReply): Self.key(gid: gid, isReply: isReply)
      case .always: Self.alwaysKey
      case .done: Self.doneKey
      }
    }
    hasGuard = transitions.map { $0.guardExpr != nil }
    (deferStart, defers) = Self.compress(states.map(\.defers))
    (ignoreStart, ignores) = Self.compress(states.map(\.ignores))
    var mask = Array(repeating: UInt32(0), count: (states.count + 31) / 32)
    for state in states.indices {
      var current = state
      while current >= 0, states[current].defers.isEmpty { current = states[current].parent }
      if current >= 0 { mask[state >> 5] |= 1 << UInt32(state & 31) }
    }
    deferMask = mask
  }

  private static func compress(_ lists: [[Int]]) -> (start: [Int], values: [Int]) {
    var start = [0]
    var values: [Int] = []
    for list in lists {
      values += list
      start.append(values.count)
    }
    return (start, values)
  }

  /// Whether state `state`'s list in `values` (compressed by `start`) holds `value`.
  @inline(__always)
  static func contains(_ value: Int, _ start: [Int], _ values: [Int], state: Int) -> Bool {
    for position in start[state]..<start[state + 1] where values[position] == value {
      return true
    }
    return false
  }
}
