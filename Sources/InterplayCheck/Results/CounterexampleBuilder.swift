import InterplayRuntime

/// Rebuilds runs from stored parent links by replaying the step function with full records.
struct CounterexampleBuilder {
  let system: CompiledSystem
  let store: StateStore

  /// The step indexes (positions in ``CompiledSystem/enabledSteps(in:)``) that lead from
  /// the initial state to stored state `index`.
  func path(to index: Int) -> [Int] {
    var steps: [Int] = []
    var current = index
    while true {
      let (parent, step) = store.link(current)
      if parent == StateStore.none { break }
      steps.append(Int(step))
      current = Int(parent)
    }
    return steps.reversed()
  }

  /// Replays step indexes from the initial state.
  func replay(_ steps: [Int], loopStart: Int? = nil) -> Counterexample {
    var run = ReplayBuilder(system: system).replay(steps)
    run.loopStart = loopStart
    return run
  }

  /// The run to a finding: the path to its state, then its step if it has one.
  func run(to finding: Finding) -> Counterexample {
    replay(path(to: finding.state) + (finding.step.map { [$0] } ?? []))
  }
}
