import InterplayRuntime

/// A run of the system that shows a violation (or, for a sequence, a witness): the
/// initialization and every step, each with its full record and the state after it.
public struct Counterexample: Sendable {
  /// The records: the initialization first, then one per step. Records are full
  /// (exits, transitions, entries, messages, faults), as the executor writes them.
  public var records: [StepRecord]
  /// The state after each record.
  public var states: [SystemState]
  /// For a run that goes on forever (a liveness violation): the index in ``records`` of
  /// the first step of the cycle that repeats from the last state on.
  public var loopStart: Int?

  /// Creates a counterexample.
  public init(records: [StepRecord], states: [SystemState], loopStart: Int? = nil) {
    self.records = records
    self.states = states
    self.loopStart = loopStart
  }

  /// The steps, without the initialization.
  public var steps: [Step] { records.dropFirst().compactMap(\.step) }

  /// The number of steps (the initialization not counted).
  public var length: Int { records.count - 1 }
}

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
