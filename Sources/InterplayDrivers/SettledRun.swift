import InterplayRuntime

/// A witness followed by the steps the executor's schedule takes from its end until the
/// system is at rest, a fault of an enabled check happens, or the step bound is reached.
///
/// Its memory is bounded whatever the bound: the witness and the first ``keptHead``
/// settling steps are kept, then only the last ``keptTail``; the steps between are
/// counted in ``omitted``. Settling stops at the first fault, so a fault is always kept.
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

  /// Plays `witness`, then settles for at most `maxSteps` steps; `isFault` says whether
  /// a record has a fault of an enabled check.
  init(
    witness: Counterexample, system: CompiledSystem, maxSteps: Int,
    isFault: (StepRecord) -> Bool
  ) {
    var executor = Executor(system: system, initialChoices: witness.initialChoices)
    for step in witness.steps { executor.apply(step) }
    var records = executor.trace
    var states = executor.traceStates
    executor.keepsTrace = false
    let headEnd = records.count + Self.keptHead
    var tail = RingBuffer<(StepRecord, SystemState)>(capacity: Self.keptTail)
    var stop = Stop.stepBound
    var taken = 0
    settling: while stop != .fault, taken < maxSteps {
      let next = executor.advance()
      if next.isEmpty {
        stop = .quiescent
        break
      }
      for record in next {
        taken += 1
        if records.count < headEnd {
          records.append(record)
          states.append(executor.state)
        } else {
          tail.append((record, executor.state))
        }
        if isFault(record) {
          stop = .fault
          continue settling
        }
      }
    }
    if stop == .stepBound, executor.isQuiescent { stop = .quiescent }
    if tail.dropped > 0 { omitted = OmittedSteps(before: records.count, count: tail.dropped) }
    for (record, state) in tail.elements {
      records.append(record)
      states.append(state)
    }
    self.run = Counterexample(
      records: records, states: states, initialChoices: witness.initialChoices)
    self.stop = stop
  }
}
