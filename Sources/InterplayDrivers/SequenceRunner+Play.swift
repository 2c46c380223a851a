import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayRuntime

/// Playing one alternative of a claim on the schedule: a run of the exploration engine's
/// schedule strategy (`ScheduleRun`) with the play as its script.
extension SequenceRunner {
  /// One play: its run (records of full detail), the items matched, and why it stopped
  /// short.
  struct Play {
    var trace: [StepRecord]
    var states: [SystemState]
    var matched: Int
    var failure: PlayFailure?
    /// Whether an actor is a stub bound to Swift code.
    var isBound: (Int) -> Bool

    /// The number of steps taken (initialization not counted).
    var steps: Int { trace.count - 1 }
    /// The state the play ended in.
    var state: SystemState { states[states.count - 1] }
  }

  /// Why a play stopped before its last item.
  struct PlayFailure {
    var report: SequenceFailure
    var isIncomplete = false
  }

  /// Plays `atoms` from the initial state: steps the schedule until quiescent, then
  /// injects the next item if a scripted stub sends it.
  func play(_ atoms: [SequenceClaim.Atom], _ claim: SequenceClaim) -> Play {
    let schedule = Schedule(system: system, stubs: stubs)
    let (initial, record) = system.initialState(detail: .full)
    var matcher = Matcher(system: system, claim: claim, atoms: atoms, isBound: schedule.isBound)
    matcher.observe(record, stubProblems: [], injected: false)
    var play = Play(
      trace: [record], states: [initial], matched: matcher.matched, failure: nil,
      isBound: schedule.isBound)
    guard matcher.failure == nil, matcher.matched < atoms.count else {
      play.failure = matcher.failure.map { finish($0, play) }
      return play
    }
    let run = ScheduleRun(system: system, schedule: schedule, maxSteps: options.maxSteps).run(
      matcher)
    matcher = run.script
    for step in matcher.steps {
      // The full record: the engine's is essential.
      let (state, record) = system.apply(step.step, to: step.source, detail: .full)
      play.trace.append(record)
      play.states.append(state)
    }
    play.matched = matcher.matched
    if let failure = matcher.failure {
      play.failure = finish(failure, play)
    } else if run.stop != .stopped, matcher.matched < atoms.count {
      // Stopped short of a failure: the step bound (or a limit of the engine).
      var failure = finish(
        Failing(
          reason:
            "stopped after \(options.maxSteps) steps: the model never quiesces (raise the bound with --max-steps)",
          atom: atoms[matcher.matched], actual: "steps without end"), play)
      failure.isIncomplete = true
      play.failure = failure
    }
    return play
  }

  /// A failure at the play's last step, with every actor as it left them.
  func finish(_ failing: Failing, _ play: Play) -> PlayFailure {
    PlayFailure(
      report: SequenceFailure(
        reason: failing.reason, expected: failing.atom?.text ?? "the end of the sequence",
        expectedRange: failing.atom?.range, actual: failing.actual, stepIndex: play.steps,
        actors: system.snapshot(play.state, bound: play.isBound)))
  }

  /// Why a play fails, before it is placed at its last step: a Swift stub's answer is
  /// taken whole, so a failure within it is shown after it.
  struct Failing {
    var reason: String
    var atom: SequenceClaim.Atom?
    var actual: String
  }

  /// The play's script: matches each step against the claim, fails at an unlisted
  /// message of a strict sequence, a Swift stub's problem or a fault of an enabled check,
  /// and injects the next item when the system is quiescent.
  struct Matcher: ScheduleScript {
    let system: CompiledSystem
    let claim: SequenceClaim
    let atoms: [SequenceClaim.Atom]
    let isBound: (Int) -> Bool
    var matched = 0
    var failure: Failing?
    /// Every step taken, for the full records.
    var steps: [ScheduledStep] = []

    mutating func observe(_ step: ScheduledStep) -> Bool {
      steps.append(step)
      // After a failure, the rest of a Swift stub's answer is taken and not looked at.
      guard failure == nil else { return true }
      let before = matched
      observe(step.record, stubProblems: step.stubProblems, injected: step.isInjected)
      if failure == nil, step.isInjected, matched == before {
        failure = Failing(
          reason: "\(atoms[before].text) reached no one: the receiver does not take it",
          atom: atoms[before], actual: "not delivered")
      }
      return failure != nil || matched == atoms.count
    }

    mutating func injection(at state: SystemState) -> Step? {
      guard failure == nil, matched < atoms.count else { return nil }
      let atom = atoms[matched]
      switch SequenceClaim.injection(atom, in: state, of: system, isBound: isBound) {
      case .success(let step): return step
      case .failure(let problem):
        failure = Failing(reason: problem.message, atom: atom, actual: problem.actual)
        return nil
      }
    }

    /// Advances the match by a record; a fault of an enabled check or a Swift stub's
    /// problem fails the play.
    mutating func observe(_ record: StepRecord, stubProblems: [String], injected: Bool) {
      let before = matched
      matched = claim.advance(matched, by: record, in: atoms)
      if matched == SequenceClaim.dead {
        matched = before
        failure = Failing(
          reason: "an unlisted message among the participants of a strict sequence",
          atom: atoms[before],
          actual: record.events.compactMap { event -> String? in
            guard claim.isParticipant(event), case .delivered(let delivery) = event else {
              return nil
            }
            return system.describeMessage(delivery)
          }.first ?? "a push or pop")
        return
      }
      let expected = matched < atoms.count ? atoms[matched] : nil
      if let problem = stubProblems.first {
        failure = Failing(reason: "Swift stub: \(problem)", atom: expected, actual: problem)
        return
      }
      for fault in record.faults where fault.check.map(system.model.isEnabled) ?? true {
        let text = system.describe(fault)
        failure = Failing(reason: text, atom: expected, actual: text)
        return
      }
    }
  }
}
