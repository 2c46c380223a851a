/// Applies steps to a compiled system by hand, keeping the trace and the deterministic
/// schedule's bookkeeping (``Schedule``) in line: the steps of a witness before its
/// settling, or a test's own steps.
///
/// The executor owns a ``SystemState`` and applies steps of the shared step function to
/// it; it takes no step of its own accord. Runs on the schedule (`interplay run` with
/// Swift stubs, the settling after a witness) are the exploration engine's: its schedule
/// strategy (InterplayCheck's `ScheduleRun`) asks a ``Schedule`` for each next step and
/// takes it through the engine, so faults, invariants, monitors and observers are the
/// checker's.
///
/// `Executor` is a value: copying it snapshots the run.
public struct Executor: Sendable {
  /// The system being run.
  public let system: CompiledSystem
  /// The current state.
  public private(set) var state: SystemState
  /// The number of steps applied so far (initialization not counted).
  public private(set) var stepCount = 0
  /// Every record so far, the initialization first.
  public private(set) var trace: [StepRecord] = []
  /// The state after each record of ``trace``.
  public private(set) var traceStates: [SystemState] = []
  /// Whether to keep the trace (off for throughput runs).
  public var keepsTrace: Bool
  /// How much each record tells.
  public var detail: StepDetail
  /// The schedule, shown every record: where a run on it would go from ``state``.
  public private(set) var schedule: Schedule

  /// Starts a system in an initial state: the first, or the one the initialization's
  /// options `initialChoices` lead to (see ``CompiledSystem/initialWays()``).
  ///
  /// - Parameters:
  ///   - stubs: Swift implementations by actor path; other stubs are scripted.
  public init(
    system: CompiledSystem, stubs: [String: any StubActor] = [:], detail: StepDetail = .full,
    keepsTrace: Bool = true, initialChoices: [UInt32] = []
  ) {
    self.system = system
    self.detail = detail
    self.keepsTrace = keepsTrace
    schedule = Schedule(system: system, stubs: stubs)
    let (initial, record) = system.initialState(choices: initialChoices, detail: detail)
    state = initial
    note(record)
  }

  /// Whether an actor is a stub bound to Swift code.
  public func isBound(_ actor: Int) -> Bool { schedule.isBound(actor) }

  /// Problems with Swift stubs: unknown case names, values of the wrong type.
  public var stubProblems: [String] { schedule.stubProblems }

  /// Whether no step is scheduled: the system is at rest.
  public var isQuiescent: Bool { schedule.isQuiescent(in: state) }

  /// The steps the schedule takes next from ``state`` (``Schedule/next(in:)``), not
  /// taken: a caller that interleaves steps of its own with the schedule's applies them.
  public mutating func scheduled() -> [Step]? { schedule.next(in: state) }

  /// Applies one step and keeps the schedule's bookkeeping in line.
  @discardableResult
  public mutating func apply(_ step: Step) -> StepRecord {
    let step = schedule.canonical(step, in: state)
    let (next, record) = system.apply(step, to: state, detail: detail)
    state = next
    stepCount += 1
    note(record)
    return record
  }

  private mutating func note(_ record: StepRecord) {
    schedule.note(record)
    if keepsTrace {
      trace.append(record)
      traceStates.append(state)
    }
  }
}
