import InterplayRuntime

/// A run of the explored graph as the search stores it: the way the initialization went
/// (its options at the choices met while the system started, one of
/// ``CompiledSystem/initialWays()``) and the index of each step after it among the
/// enabled steps (``CompiledSystem/enabledSteps(in:)``) of the state it leaves.
struct RunPath: Hashable, Sendable {
  /// The options of the initialization: `[]` for the first initial state.
  var start: [UInt32]
  /// The step indexes, from the initial state.
  var steps: [Int]

  /// The path of `steps` from the initial state that `start` names.
  init(start: [UInt32] = [], steps: [Int]) {
    self.start = start
    self.steps = steps
  }

  /// The same start, these steps.
  func with(steps: [Int]) -> RunPath { RunPath(start: start, steps: steps) }

  /// This path, then `more` steps.
  static func + (path: RunPath, more: [Int]) -> RunPath {
    RunPath(start: path.start, steps: path.steps + more)
  }
}
