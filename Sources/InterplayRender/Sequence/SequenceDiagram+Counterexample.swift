import InterplayRuntime

extension SequenceDiagram {
  /// The diagram of a checker counterexample: every step of the shortest run that
  /// breaks the property, each actor's state on its lifeline, and the last step (where
  /// the property broke) drawn red with the violation's message, unless that step
  /// already shows it as a fault. A liveness lasso draws its repeating part as a loop box.
  ///
  /// The renderer knows runs, not the checker: pass the violation's name (or its check)
  /// as `title` and its message as `message`.
  public init(
    counterexample run: Counterexample, title: String, message: String, system: CompiledSystem
  ) {
    let faulted = !(run.records.last?.faults.isEmpty ?? true)
    self.init(
      trace: run.records, states: run.states, system: system, title: title,
      caption: "counterexample",
      highlight: TraceHighlight(step: run.records.count - 1, note: faulted ? nil : message),
      repeatsFrom: run.loopStart)
  }
}
