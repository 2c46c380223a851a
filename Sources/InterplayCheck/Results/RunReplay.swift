import InterplayRuntime

/// The one replay of a run with the step function: from the initial state the
/// initialization's options lead to, each next step is chosen among the steps enabled
/// where the run is, applied, and its record and the state it reached kept.
///
/// Every replay goes through it: the stored runs of counterexamples, witnesses and
/// `gen tests` (``ReplayBuilder``, by step index), trace files (``TraceReplay``, by the
/// step itself, which must be enabled) and the shortener (by a step matched among the
/// enabled ones). A step that is not enabled is not taken, and the run stays where it
/// was.
public struct RunReplay: Sendable {
  /// The system replayed.
  public let system: CompiledSystem
  /// What each record holds.
  public let detail: StepDetail
  /// The run so far: the initialization and every step taken.
  public private(set) var run: Counterexample
  /// The steps enabled where the run is, in the step function's order.
  public private(set) var enabled: [Step]

  /// A replay at the initial state that `initialChoices` (the initialization's options)
  /// lead to, with records of `detail`.
  public init(system: CompiledSystem, initialChoices: [UInt32] = [], detail: StepDetail = .full) {
    self.system = system
    self.detail = detail
    let (state, record) = system.initialState(choices: initialChoices, detail: detail)
    run = Counterexample(records: [record], states: [state], initialChoices: initialChoices)
    enabled = system.enabledSteps(in: state)
  }

  /// The state the run is in.
  public var state: SystemState { run.states[run.states.count - 1] }

  /// Takes the enabled step at `index`; returns its record, or nil (and takes nothing)
  /// when fewer steps are enabled.
  @discardableResult
  public mutating func take(index: Int) -> StepRecord? {
    guard index >= 0, index < enabled.count else { return nil }
    let (state, record) = system.apply(enabled[index], to: state, detail: detail)
    run.records.append(record)
    run.states.append(state)
    enabled = system.enabledSteps(in: state)
    return record
  }

  /// Takes `step` if it is enabled; returns its record, or nil when it is not.
  @discardableResult
  public mutating func take(_ step: Step) -> StepRecord? {
    guard let index = enabled.firstIndex(of: step) else { return nil }
    return take(index: index)
  }
}
