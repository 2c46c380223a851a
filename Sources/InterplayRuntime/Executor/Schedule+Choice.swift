/// The schedule's choice: eventless steps first, then the oldest notification.
extension Schedule {
  /// The steps the schedule takes next in `state`, in order, or nil when it is quiescent:
  /// one step, or, when it is a Swift stub's turn, the stub's take (its Swift code runs
  /// now, on a copy the schedule keeps) followed by the sends and emits its code made.
  /// Take each in the state the one before it led to, through ``canonical(_:in:)``, and
  /// show its record to ``note(_:)``.
  public mutating func next(in state: SystemState) -> [Step]? {
    guard let (step, bound) = nextScheduled(in: state) else { return nil }
    guard bound, case .stubTake(let actor, let index, _) = step else { return [step] }
    return stubSteps(actor, index, in: state)
  }

  /// Whether no step is scheduled in `state`: the system is at rest.
  public func isQuiescent(in state: SystemState) -> Bool { nextScheduled(in: state) == nil }

  /// The step the schedule takes next in `state`, or nil when quiescent; `bound` when it
  /// is a Swift stub's turn to take a notification (``next(in:)`` runs its code).
  func nextScheduled(in state: SystemState) -> (step: Step, bound: Bool)? {
    if let cascade = system.cascadeStep(in: state) {
      if case .stubTake(let actor, _, _) = cascade { return (cascade, stubs[actor] != nil) }
      return (cascade, false)
    }
    for actor in 0..<system.actorCount
    where system.actors[actor].chart?.hasEventless == true && system.isAlive(actor, in: state) {
      var run = StepRun(system: system, reading: state.words)
      run.actor = actor
      if !run.selectEventless().isEmpty { return (.eventless(actor: actor), false) }
    }
    var best: (step: Step, bound: Bool, stamp: UInt64)?
    var run = StepRun(system: system, reading: state.words)
    for actor in 0..<system.actorCount where !stamps[actor].isEmpty {
      let candidate: (Step, Bool)?
      var index = -1
      if system.actors[actor].chart != nil {
        run.actor = actor
        if let first = system.firstTakeable(run.queueCount(actor), &run) {
          index = first
          candidate = (.take(actor: actor, index: first), false)
        } else {
          candidate = nil
        }
      } else if stubs[actor] != nil {
        index = 0
        candidate = (.stubTake(actor: actor, index: 0, reply: nil), true)
      } else if let first = firstUnawaited(actor, &run) {
        index = first
        candidate = (.stubTake(actor: actor, index: first, reply: nil), false)
      } else {
        candidate = nil
      }
      guard let candidate, index < stamps[actor].count else { continue }
      let stamp = stamps[actor][index]
      if best == nil || stamp < best!.stamp { best = (candidate.0, candidate.1, stamp) }
    }
    if let best { return (best.step, best.bound) }
    // Nothing else to do on this schedule: time passes when the step function says it
    // may (not while a scripted stub still holds a notification it must take or answer).
    guard system.timers.slots > 0 else { return nil }
    for step in system.enabledSteps(in: state) {
      if case .timeout = step { return (step, false) }
    }
    return nil
  }

  /// The first entry of a scripted stub that does not wait for the script's reply.
  private func firstUnawaited(_ actor: Int, _ run: inout StepRun) -> Int? {
    let count = run.queueCount(actor)
    for index in 0..<(system.model.actors[actor].isOrdered ? min(count, 1) : count) {
      let header = run.header(actor, index)
      if header.isReply || system.cases[header.gid].reply == nil
        || header.sender >= system.actorCount
      {
        return index
      }
    }
    return nil
  }
}
