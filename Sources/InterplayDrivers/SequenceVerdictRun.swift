import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayRuntime

/// A sequence's verdict from the checker, played as a run: the report `interplay run`
/// prints for it.
///
/// - possible: the shortest witness of each resolution is played; the run passes unless
///   a step of a witness has a fault of an enabled built-in check (an unhandled
///   notification, an overflow, a failed assertion, a broken mutation rule), which fails
///   it at that step, as `check` reports the same fault on the same path;
/// - impossible: the run fails at the first item no run gets past, showing the run that
///   matched the most items;
/// - a forbidden sequence passes when no run matches it (and says so), and fails with the
///   run that matches it;
/// - undecided (a limit stopped the search first): the run stops, exit 2.
struct SequenceVerdictRun {
  let result: CheckResult
  /// The most steps taken after a witness while the system settles.
  var maxSteps = 10_000
  var system: CompiledSystem { result.system }

  func outcome(_ verdict: SequenceVerdict) -> SequenceOutcome {
    var outcome = SequenceOutcome(
      name: verdict.name, range: verdict.range, isForbidden: verdict.isForbidden,
      status: .passed, failure: nil, trace: [], states: [], steps: 0)
    outcome.searched = verdict.states
    switch verdict.outcome {
    case .holds where verdict.isForbidden:
      outcome.summary = "forbidden: no run matches it"
    case .holds:
      for (label, witness) in verdict.witnesses {
        let settled = settled(witness)
        let run = settled.run
        play(settled, into: &outcome)
        if settled.stop == .stepBound {
          outcome.status = .incomplete
          outcome.failure = failure(
            reason:
              "stopped \(maxSteps) steps after the witness: the model never quiesces (raise the bound with --max-steps)",
            expected: "the system at rest", range: verdict.range, actual: "steps without end",
            step: run.records.count - 1, run: run)
          return outcome
        }
        if let fault = firstFault(run) {
          outcome.status = .failed
          outcome.failure = failure(
            reason: (label.isEmpty ? "" : "\(label): ") + fault.text,
            expected: "no fault on the way", range: verdict.range, actual: fault.text,
            step: fault.index, run: run)
          return outcome
        }
      }
      let lengths = verdict.witnesses.map { String($0.run.length) }
      outcome.summary =
        "shortest witness\(lengths.count == 1 ? "" : "es"): "
        + lengths.joined(separator: ", ") + " steps"
      if let first = verdict.witnesses.first { play(settled(first.run), into: &outcome) }
    case .violated where verdict.isForbidden:
      outcome.status = .failed
      let run = violation(verdict)?.counterexample
      if let run { play(run, into: &outcome) }
      outcome.failure = failure(
        reason: "the forbidden sequence happens", expected: "no run matching the sequence",
        range: verdict.range, actual: "every item matched", step: outcome.trace.count - 1,
        run: run)
    case .violated:
      outcome.status = .failed
      let divergence = verdict.divergence
      let label = divergence.map { $0.resolution.isEmpty ? "" : " (\($0.resolution))" } ?? ""
      // What the model does instead: the furthest run, settled on the executor's schedule;
      // its first message after the furthest point is shown as the actual one.
      var actual = "no run of the model does this next"
      var step = (verdict.furthest?.run.records.count ?? 1) - 1
      var shown = verdict.furthest?.run
      // The items still to come: the one no run gets past, then the rest.
      var expected = divergence.map { [($0.expected, $0.expectedRange)] + $0.following } ?? []
      var skipped = 0
      if let furthest = verdict.furthest?.run {
        let settled = settled(furthest)
        let run = settled.run
        shown = run
        play(settled, into: &outcome)
        scan: for index in furthest.records.count..<run.records.count {
          // The first message that is not the next expected item: a strict sequence can
          // match the expected item and stop at an unlisted message in the same step,
          // and then the item it fails at is the one after.
          for event in run.records[index].events {
            guard case .delivered(let delivery) = event else { continue }
            let text = system.describeMessage(delivery)
            if let next = expected.first, text == next.0 {
              expected.removeFirst()
              skipped += 1
              continue
            }
            actual = text
            step = index
            break scan
          }
        }
      }
      if expected.isEmpty { skipped = 0 }
      let item = expected.first
      outcome.failure = failure(
        reason:
          "the sequence\(label) cannot happen: no run gets past item \((divergence?.matched ?? 0) + skipped + 1)",
        expected: skipped == 0 ? divergence?.expected ?? "the end" : item?.0 ?? "the end",
        range: skipped == 0 ? divergence?.expectedRange : item?.1,
        actual: actual + budgetHint(skipped == 0 ? divergence?.stub : nil), step: step, run: shown)
    case .undecided:
      outcome.status = .incomplete
      if let run = verdict.furthest?.run { play(run, into: &outcome) }
      let limit = result.limit.map { "\($0)" } ?? "a limit"
      outcome.failure = failure(
        reason: "\(limit) stopped the search before a witness was found",
        expected: "a witness", range: verdict.range, actual: "none found within the bound",
        step: nil, run: verdict.furthest?.run)
    }
    return outcome
  }

  /// A reminder that a stub acts at most its budget's times, when a stub's item is
  /// the one no run gets past.
  private func budgetHint(_ stub: Int?) -> String {
    guard let stub, let budget = system.budget(of: stub) else { return "" }
    return
      "; '\(system.actorName(stub))' is a stub that acts at most \(budget) times (`budget N` on the actor or --budget raises it)"
  }

  /// The witness, then the steps the executor's schedule takes from its end until the
  /// system is at rest or a fault happens: a fault that the sequence's last item sets off
  /// (a notification sent by it and taken later) belongs to the run. Its memory stays
  /// bounded for any ``maxSteps`` (see ``SettledRun``).
  private func settled(_ witness: Counterexample) -> SettledRun {
    SettledRun(witness: witness, system: system, maxSteps: maxSteps) { record in
      record.faults.contains { fault in fault.check.map(system.model.isEnabled) ?? true }
    }
  }

  private func play(_ run: Counterexample, into outcome: inout SequenceOutcome) {
    outcome.trace = run.records
    outcome.states = run.states
    outcome.steps = run.length
    outcome.omittedSteps = nil
  }

  private func play(_ settled: SettledRun, into outcome: inout SequenceOutcome) {
    play(settled.run, into: &outcome)
    if let omitted = settled.omitted {
      outcome.omittedSteps = omitted
      outcome.steps += omitted.count
    }
  }

  private func violation(_ verdict: SequenceVerdict) -> Violation? {
    result.violations.first { $0.check == .sequence && $0.name == verdict.name }
  }

  /// The first fault of an enabled check on a run, with its record's index.
  private func firstFault(_ run: Counterexample) -> (index: Int, text: String)? {
    for (index, record) in run.records.enumerated() {
      for fault in record.faults where fault.check.map(system.model.isEnabled) ?? true {
        return (index, system.describe(fault))
      }
    }
    return nil
  }

  private func failure(
    reason: String, expected: String, range: SourceRange?, actual: String, step: Int?,
    run: Counterexample?
  ) -> SequenceFailure {
    // Every actor as the step shown left it: the run may go on after it.
    var state = run?.states.last ?? system.initialState(detail: .essential).0
    if let run, let step, step >= 0, step < run.states.count { state = run.states[step] }
    return SequenceFailure(
      reason: reason, expected: expected, expectedRange: range, actual: actual,
      stepIndex: step.flatMap { $0 >= 0 ? $0 : nil }, actors: system.snapshot(state))
  }
}
