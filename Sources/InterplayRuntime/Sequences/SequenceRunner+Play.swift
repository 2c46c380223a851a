import InterplayDiagnostics
import InterplayModel

/// Playing one alternative of a claim on the executor's schedule.
extension SequenceRunner {
  /// One play: the executor after it, the items matched, and why it stopped short.
  struct Play {
    var executor: Executor
    var matched: Int
    var failure: PlayFailure?
  }

  /// Why a play stopped before its last item.
  struct PlayFailure {
    var report: SequenceFailure
    var isIncomplete = false
  }

  /// Plays `atoms` from the initial state: steps the schedule until quiescent, then
  /// injects the next item if a scripted stub sends it.
  func play(_ atoms: [SequenceClaim.Atom], _ claim: SequenceClaim) -> Play {
    var play = Play(executor: Executor(system: system, stubs: stubs), matched: 0)
    if let failure = observe(play.executor.trace[0], atoms, claim, &play) {
      play.failure = failure
      return play
    }
    while play.matched < atoms.count {
      if let failure = settle(atoms, claim, &play) {
        play.failure = failure
        return play
      }
      guard play.matched < atoms.count else { break }
      let atom = atoms[play.matched]
      let step: Step
      switch injection(atom, play.executor) {
      case .success(let made): step = made
      case .failure(let problem):
        play.failure = stop(problem.message, atom, play, actual: problem.actual)
        return play
      }
      let before = play.matched
      if let failure = observe(play.executor.apply(step), atoms, claim, &play) {
        play.failure = failure
        return play
      }
      if play.matched == before {
        play.failure = stop(
          "\(atom.text) reached no one: the receiver does not take it", atom, play,
          actual: "not delivered")
        return play
      }
    }
    return play
  }

  /// Takes scheduled steps until the system is quiescent or every item matched.
  private func settle(
    _ atoms: [SequenceClaim.Atom], _ claim: SequenceClaim, _ play: inout Play
  ) -> PlayFailure? {
    while play.matched < atoms.count {
      guard play.executor.stepCount < options.maxSteps else {
        var failure = stop(
          "stopped after \(options.maxSteps) steps: the model never quiesces (raise the bound with --max-steps)",
          atoms[play.matched], play, actual: "steps without end")
        failure.isIncomplete = true
        return failure
      }
      let records = play.executor.advance()
      if records.isEmpty { return nil }
      for record in records {
        if let failure = observe(record, atoms, claim, &play) { return failure }
      }
    }
    return nil
  }

  /// Advances the match by a record; a fault of an enabled check or a Swift stub's
  /// problem stops the play.
  private func observe(
    _ record: StepRecord, _ atoms: [SequenceClaim.Atom], _ claim: SequenceClaim,
    _ play: inout Play
  ) -> PlayFailure? {
    let before = play.matched
    play.matched = claim.advance(play.matched, by: record, in: atoms)
    if play.matched == SequenceClaim.dead {
      play.matched = before
      return stop(
        "an unlisted message among the participants of a strict sequence", atoms[before], play,
        actual: record.events.compactMap { event -> String? in
          guard claim.isParticipant(event), case .delivered(let delivery) = event else {
            return nil
          }
          return system.describeMessage(delivery)
        }.first ?? "a push or pop")
    }
    let expected = play.matched < atoms.count ? atoms[play.matched] : nil
    if let problem = play.executor.stubProblems.first {
      return stop("Swift stub: \(problem)", expected, play, actual: problem)
    }
    for fault in record.faults where fault.check.map(system.model.isEnabled) ?? true {
      let text = system.describe(fault)
      return stop(text, expected, play, actual: text)
    }
    return nil
  }

  /// A failure at the play's current step, expecting `atom`.
  func stop(_ reason: String, _ atom: SequenceClaim.Atom?, _ play: Play, actual: String)
    -> PlayFailure
  {
    PlayFailure(
      report: SequenceFailure(
        reason: reason, expected: atom?.text ?? "the end of the sequence",
        expectedRange: atom?.range, actual: actual,
        stepIndex: play.executor.trace.count - 1,
        actors: system.snapshot(play.executor.state, bound: play.executor.isBound)))
  }
}
