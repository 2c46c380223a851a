import InterplayRuntime

/// Follows one path: the executor's deterministic schedule (``Schedule``). From the
/// root its initialization leads to, it takes a ``ScheduleRun``'s prefix, then each
/// time the steps the schedule picks (a script's injection when the schedule is
/// quiescent), expanding each through the explorer's worker
/// (``ExpansionWorker/expand(_:by:into:)``) and committing it through the explorer's
/// commit: faults, invariants, monitors and the observer are the engine's. It stops at
/// quiescence, at the step bound, when the script or a fault of an enabled check stops
/// it, and when the explorer is stopped (a limit, an observer's answer).
///
/// The store numbers a stored state's step among the enabled steps of its parent; the
/// schedule's steps may be none of those (a Swift stub's answer), so the strategy hands
/// each step to the script instead, and a caller keeps the ones it shows.
final class ScheduleStrategy<Script: ScheduleScript>: SearchStrategy {
  let run: ScheduleRun
  /// The schedule, shown every record.
  private(set) var schedule: Schedule
  /// The script, as the run leaves it.
  private(set) var script: Script
  /// Why the run stopped.
  private(set) var stop = ScheduleRun.Stop.quiescent
  /// The steps taken after the prefix.
  private(set) var taken = 0
  /// Whether no step was scheduled where the run stopped.
  private(set) var isQuiescent = false
  /// The step count at which a point of the run repeated (see ``ScheduleRun/Outcome``).
  private(set) var cycle: Int?
  /// By stored state, a hash of the send order it was first reached with since the last
  /// injection (0: not reached): eight bytes a state, beside the store's own.
  private var visits: [UInt64] = []

  init(run: ScheduleRun, script: Script) {
    self.run = run
    schedule = run.schedule
    self.script = script
  }

  func explore(_ explorer: Explorer) {
    defer { explorer.mergeWorkers([explorer.worker]) }
    let system = explorer.system
    let (initial, record) = system.initialState(choices: run.initialChoices, detail: .essential)
    schedule.note(record)
    var state = initial
    guard
      var index = explorer.starts.first(where: {
        explorer.systemWords($0.root) == initial.words
      })?.root
    else { preconditionFailure("the run's initial state is one of the stored roots") }
    let results = ExpansionResults(width: explorer.store.width, budget: explorer.worker.budget)
    var depth = 0
    // One step through the engine; nil when the explorer stopped.
    func take(_ raw: Step) -> (Step, StepRecord, SystemState)? {
      let step = schedule.canonical(raw, in: state)
      let (record, target) = explorer.worker.expand(index, by: step, into: results)
      explorer.noteBudgetStop()
      guard !explorer.isStopped else { return nil }
      explorer.commit(results, depth: depth, storesNew: true)
      guard !explorer.isStopped else { return nil }
      schedule.note(record)
      let source = state
      depth += 1
      explorer.deepest = depth
      if let added = explorer.fresh.first {
        explorer.depthOf.append(UInt32(truncatingIfNeeded: depth))
        index = added
      } else {
        index = stored(results, in: explorer)
      }
      state = target
      return (step, record, source)
    }
    for step in run.prefix {
      guard take(step) != nil else { return stopAnswered() }
    }
    note(index)
    while true {
      guard taken < run.maxSteps else {
        stop = .stepBound
        isQuiescent = schedule.isQuiescent(in: state)
        return
      }
      var injected = false
      let batch: [Step]
      if let next = schedule.next(in: state) {
        batch = next
      } else if let step = script.injection(at: state) {
        batch = [step]
        injected = true
        visits.removeAll(keepingCapacity: true)
      } else {
        stop = .quiescent
        isQuiescent = true
        return
      }
      var stops: ScheduleRun.Stop?
      for raw in batch {
        guard let (step, record, source) = take(raw) else { return stopAnswered() }
        let observed = ScheduledStep(
          position: taken, step: step, record: record, source: source, target: state,
          isInjected: injected, stubProblems: schedule.stubProblems)
        taken += 1
        if script.observe(observed), stops == nil { stops = .stopped }
        if run.stopsAtFaults, stops == nil,
          record.faults.contains(where: { $0.check.map(system.model.isEnabled) ?? true })
        {
          stops = .fault
        }
      }
      note(index)
      if let stops {
        stop = stops
        isQuiescent = schedule.isQuiescent(in: state)
        return
      }
    }
  }

  /// The explorer stopped: its observer answered, or a limit did (which the run
  /// reports from the explorer instead).
  private func stopAnswered() {
    stop = .answered
  }

  /// Notes that the run is at stored state `index` with the schedule's send order, and
  /// whether it was first there with the same order (by a 64-bit hash): without Swift
  /// stubs, the schedule then repeats. A state first reached with another order is not
  /// looked at again, so a cycle through only such states goes unseen.
  private func note(_ index: Int) {
    guard cycle == nil, !schedule.hasBoundStubs else { return }
    var hasher = Hasher()
    hasher.combine(schedule.sendOrder)
    let order = UInt64(bitPattern: Int64(hasher.finalize())) | 1
    if index >= visits.count {
      visits.append(contentsOf: repeatElement(0, count: index + 1 - visits.count))
    }
    if visits[index] == order {
      cycle = taken
    } else if visits[index] == 0 {
      visits[index] = order
    }
  }

  /// The stored number of the one successor in `results`, which the commit found
  /// stored already.
  private func stored(_ results: ExpansionResults, in explorer: Explorer) -> Int {
    let words = results.words(of: 0)
    let head = UnsafeBufferPointer(start: words, count: explorer.monitorBase)
    let tail = UnsafeBufferPointer(
      start: words + explorer.monitorBase, count: explorer.store.width - explorer.monitorBase)
    guard let known = explorer.store.find(head: head, tail: tail, hash: results.successors[0].hash)
    else { preconditionFailure("a successor the commit did not store was stored before") }
    return known
  }
}
