import InterplayCheck
import InterplayRuntime
import Testing

/// Walking a counterexample step by step through the step function.
enum CounterexampleRun {
  /// Applies the run's steps from its initial state, expecting each to be enabled where
  /// it is taken and the walk to end in the run's last state; returns that state.
  static func replay(
    _ run: Counterexample, in system: CompiledSystem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SystemState {
    var state = system.initialState(choices: run.initialChoices, detail: .essential).0
    for record in run.records.dropFirst() {
      let step = try #require(record.step, sourceLocation: sourceLocation)
      #expect(system.enabledSteps(in: state).contains(step), sourceLocation: sourceLocation)
      state = system.apply(step, to: state, detail: .essential).0
    }
    #expect(state == run.states.last, sourceLocation: sourceLocation)
    return state
  }
}
