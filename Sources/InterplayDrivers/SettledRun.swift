import InterplayCheck
import InterplayRuntime

/// A witness followed by the steps the executor's schedule takes from its end until the
/// system is at rest, a fault of an enabled check happens, or the step bound is reached:
/// a run of the exploration engine's schedule strategy (``ScheduleRun``) with the
/// witness as its prefix.
///
/// Its records are bounded whatever the bound: the witness and the first ``keptHead``
/// settling steps are kept, then only the last ``keptTail``; the steps between are
/// counted in ``omitted``. Settling stops at the first fault, so a fault is always kept.
/// The engine keeps essential records; each kept step is applied again to the state it
/// was taken in, for its full record.
struct SettledRun {
  /// How a settling ended.
  enum Stop: Equatable {
    /// No step is scheduled.
    case quiescent
    /// A step had a fault of an enabled check (it is the last kept record).
    case fault
    /// The step bound was reached with steps still scheduled.
    case stepBound
  }

  /// Settling steps kept from the start.
  static let keptHead = 1_000
  /// Settling steps kept from the end, after the gap.
  static let keptTail = 100

  /// The kept records and states.
  private(set) var run: Counterexample
  /// How the settling ended.
  private(set) var stop: Stop
  /// The settling steps not kept; nil when every step is kept.
  private(set) var omitted: OmittedSteps?

  /// Keeps the settling steps to show, up to the first fault of an enabled check.
  private struct Keeper: ScheduleScript {
    let isFault: (StepRecord) -> Bool
    var head: [ScheduledStep] = []
    var tail = RingBuffer<ScheduledStep>(capacity: SettledRun.keptTail)
    var faulted = false

    mutating func observe(_ step: ScheduledStep) -> Bool {
      // The steps a Swift stub's answer makes after a fault are not part of the run.
      guard !faulted else { return true }
      if head.count < SettledRun.keptHead {
        head.append(step)
      } else {
        tail.append(step)
      }
      faulted = isFault(step.record)
      return faulted
    }

    mutating func injection(at state: SystemState) -> Step? { nil }
  }

  /// Plays `witness`, then settles for at most `maxSteps` steps; `isFault` says whether
  /// a record has a fault of an enabled check.
  init(
    witness: Counterexample, system: CompiledSystem, maxSteps: Int,
    isFault: @escaping (StepRecord) -> Bool
  ) {
    var executor = Executor(system: system, initialChoices: witness.initialChoices)
    for step in witness.steps { executor.apply(step) }
    var records = executor.trace
    var states = executor.traceStates
    let witnessEnd = records.count
    let settling = ScheduleRun(
      system: system, schedule: Schedule(system: system),
      initialChoices: witness.initialChoices, prefix: witness.steps, maxSteps: maxSteps
    ).run(Keeper(isFault: isFault))
    let kept = settling.script
    for step in kept.head + kept.tail.elements {
      // The full record: the engine's is essential.
      let (state, record) = system.apply(step.step, to: step.source, detail: .full)
      records.append(record)
      states.append(state)
    }
    if kept.tail.dropped > 0 {
      omitted = OmittedSteps(before: witnessEnd + kept.head.count, count: kept.tail.dropped)
    }
    self.run = Counterexample(
      records: records, states: states, initialChoices: witness.initialChoices)
    switch settling.stop {
    case .stopped: stop = .fault
    case .quiescent: stop = .quiescent
    case .stepBound: stop = settling.isQuiescent ? .quiescent : .stepBound
    // A limit of the engine (memory, time) stopped it with steps still scheduled.
    case .fault, .answered, .limit: stop = .stepBound
    }
  }
}
