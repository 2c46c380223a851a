import InterplayCheck
import InterplayRuntime

extension SequenceDiagram {
  /// The diagram of a checker counterexample: every step of the shortest run that
  /// breaks the property, each actor's state on its lifeline, and the last step (where
  /// the property broke) drawn red with the violation's message, unless that step
  /// already shows it as a fault. A liveness lasso draws its repeating part as a loop box.
  public init(violation: Violation, system: CompiledSystem) {
    let run = violation.counterexample
    let faulted = !(run.records.last?.faults.isEmpty ?? true)
    self.init(
      trace: run.records, states: run.states, system: system,
      title: violation.name ?? violation.check.rawValue, caption: "counterexample",
      highlight: TraceHighlight(
        step: run.records.count - 1, note: faulted ? nil : violation.message),
      repeatsFrom: run.loopStart)
  }
}
