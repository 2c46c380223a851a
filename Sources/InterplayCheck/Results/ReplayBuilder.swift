import InterplayRuntime

/// Replays step indexes from the initial state with full records.
public struct ReplayBuilder: Sendable {
  /// The system replayed.
  public let system: CompiledSystem

  /// A builder for `system`.
  public init(system: CompiledSystem) { self.system = system }

  /// The run that takes, from the initial state the initialization's options
  /// `initialChoices` lead to, the enabled step at each index, with records of `detail`.
  public func replay(
    _ steps: [Int], initialChoices: [UInt32] = [], detail: StepDetail = .full
  ) -> Counterexample {
    var (state, record) = system.initialState(choices: initialChoices, detail: detail)
    var records = [record]
    var states = [state]
    for index in steps {
      let enabled = system.enabledSteps(in: state)
      guard index < enabled.count else { break }
      (state, record) = system.apply(enabled[index], to: state, detail: detail)
      records.append(record)
      states.append(state)
    }
    return Counterexample(records: records, states: states, initialChoices: initialChoices)
  }

  /// The run a stored path names.
  func replay(_ path: RunPath, detail: StepDetail = .full) -> Counterexample {
    replay(path.steps, initialChoices: path.start, detail: detail)
  }
}
