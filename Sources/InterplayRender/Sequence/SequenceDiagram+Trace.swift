import InterplayModel
import InterplayRuntime

extension SequenceDiagram {
  /// The step to look at in a trace: drawn red, with an explanation under it.
  public struct TraceHighlight: Hashable, Sendable {
    /// The index of the record in the trace (0 is the initialization).
    public var step: Int
    /// What went wrong there, shown in a red note; nil for none.
    public var note: String?

    /// Creates a highlight.
    public init(step: Int, note: String? = nil) {
      self.step = step
      self.note = note
    }
  }

  /// The diagram of a run: an executor trace or a checker counterexample (the same step
  /// records, from the same step function).
  ///
  /// Lifelines are the actors that send, receive or move, in order of first appearance
  /// (a data model that notifies registrations gets one too), the participants of one
  /// scope next to each other. Every delivery is an arrow
  /// (queue outcomes other than `queued` are said in the label), pushes and pops are scope
  /// marks, faults are red notes. The state of each modelled actor is drawn on its
  /// lifeline after the initialization and after every step that changes it. The
  /// highlighted step's arrows and state are red and its note follows it.
  ///
  /// A checker counterexample (`records`, `states`, `loopStart`) maps onto this directly:
  /// the violating step is the last record, and a liveness lasso's cycle is `repeatsFrom`.
  ///
  /// - Parameters:
  ///   - trace: The records, initialization first.
  ///   - states: The state after each record (same length as `trace`).
  ///   - repeatsFrom: For a run that goes on forever, the index of the first record of the
  ///     cycle: the records from there on are drawn in a `loop` box, "repeats forever".
  public init(
    trace: [StepRecord], states: [SystemState], system: CompiledSystem, title: String,
    caption: String = "trace", highlight: TraceHighlight? = nil, repeatsFrom: Int? = nil
  ) {
    var builder = TraceDiagramBuilder(system: system)
    // Twice: the first pass finds every participant, so a scope pushed before one of its
    // companions first appears still draws that companion's activation bar.
    for _ in 0..<2 {
      builder.restart()
      var cycleStart: Int?
      for (index, record) in trace.enumerated() {
        if index == repeatsFrom { cycleStart = builder.items.count }
        let state = index < states.count ? states[index] : nil
        builder.add(record, after: state, highlight: highlight?.step == index ? highlight : nil)
      }
      if let cycleStart {
        let cycle = Array(builder.items[cycleStart...])
        builder.items.removeSubrange(cycleStart...)
        builder.items.append(
          .fragment(
            Fragment(kind: "loop", branches: [.init(guardText: "repeats forever", items: cycle)])))
      }
    }
    self.init(
      title: title, caption: caption, participants: builder.participants, items: builder.items)
    self = groupedByScope()
  }

  /// The diagram of one `interplay run` of a sequence: its trace, the step where the run
  /// diverged (or, for a forbidden sequence, matched) highlighted with expected and
  /// actual.
  public init(outcome: SequenceOutcome, system: CompiledSystem) {
    var highlight: TraceHighlight?
    if let failure = outcome.failure {
      let note = failure.reason + "\nexpected: " + failure.expected + "\nactual: " + failure.actual
      highlight = TraceHighlight(
        step: failure.stepIndex ?? max(outcome.trace.count - 1, 0), note: note)
    }
    let caption: String
    switch outcome.status {
    case .passed: caption = outcome.isForbidden ? "run of forbidden sequence" : "run of sequence"
    case .failed:
      caption = outcome.isForbidden ? "forbidden sequence happened" : "run diverged from"
    case .incomplete: caption = "incomplete run of"
    }
    // A run too long to keep shows its first and last steps; the title says so.
    let title =
      outcome.omittedSteps.map { "\(outcome.name) (\($0.count) middle steps not shown)" }
      ?? outcome.name
    self.init(
      trace: outcome.trace, states: outcome.states, system: system, title: title,
      caption: caption, highlight: highlight)
  }
}
