import InterplayModel
import InterplaySyntax

/// One actor's statechart as flat integer tables, indexed by ``StateID`` raw values.
struct ChartTable: Sendable {
  /// One state.
  struct StateInfo: Sendable {
    var name: String
    var path: String
    var parent: Int  // -1 at top level
    var kind: StateKind
    var children: [Int]
    var initial: Int  // -1 when none
    var histories: [Int]
    var entry: [CompiledAction]
    var exit: [CompiledAction]
    var transitions: [Int]  // indexes into `transitions`, document order
    var defers: [Int]  // global case ids
    var ignores: [Int]
    var doneTransitions: [Int]

    var isAtomic: Bool { children.isEmpty }
    var isCompound: Bool { !children.isEmpty && kind != .parallel }
  }

  /// One transition.
  struct TransitionInfo: Sendable {
    enum Trigger: Sendable, Equatable {
      case notification(gid: Int, isReply: Bool)
      case always
      case done
    }
    enum Target: Sendable, Equatable {
      case none
      case state(Int)
      case history(Int)
    }
    var index: Int
    var source: Int
    var trigger: Trigger
    var guardExpr: CompiledExpr?
    var target: Target
    var isInternal: Bool
    var actions: [CompiledAction]
  }

  /// One history pseudostate.
  struct HistoryInfo: Sendable {
    var name: String
    var parent: Int
    var isDeep: Bool
    var defaultTarget: Int  // -1: the parent's default entry
  }

  var states: [StateInfo]
  var transitions: [TransitionInfo]
  var histories: [HistoryInfo]
  var roots: [Int]
  var initial: Int
  /// Whether any `always` transition exists (eventless steps are possible).
  var hasEventless: Bool
  /// Whether any state of the chart is final (so done events may occur).
  var hasFinal: Bool

  /// Whether `state` is `ancestor` or below it.
  func isDescendantOrSelf(_ state: Int, of ancestor: Int) -> Bool {
    var current = state
    while current >= 0 {
      if current == ancestor { return true }
      current = states[current].parent
    }
    return false
  }

  /// Whether `state` is strictly below `ancestor` (-1 is the chart's root).
  func isProperDescendant(_ state: Int, of ancestor: Int) -> Bool {
    if ancestor < 0 { return true }
    return state != ancestor && isDescendantOrSelf(state, of: ancestor)
  }
}
