import InterplayDiagnostics
import InterplayModel

/// Matching one atom of a sequence against the run.
extension SequenceSearch {
  func perform(_ atom: SequenceCursor.Atom, _ attempt: inout Attempt) -> Result<Void, Failure> {
    switch atom {
    case .end, .prefixEnd:
      // A prefix ends as it would alone; then the next sequence checks its participants.
      if let failure = settle(&attempt, expecting: "the end of the sequence", range: nil) {
        return .failure(failure)
      }
      if let first = attempt.buffer.first {
        return .failure(
          divergence(
            attempt, "the system went on after the end of the sequence",
            expected: "the end of the sequence", range: phases[attempt.phase].sequence.range,
            actual: first))
      }
      if case .prefixEnd = atom { attempt.phase += 1 }
      return .success(())
    case .push(let scope, let range):
      return expect(&attempt, "push \(system.model[scope].name)", range.range) {
        if case .push(let pushed) = $0.kind { return pushed == scope.rawValue }
        return false
      }
    case .pop(let scope, let range):
      return expect(&attempt, "pop \(system.model[scope].name)", range.range) {
        if case .pop(let popped) = $0.kind { return popped == scope.rawValue }
        return false
      }
    case .message(let message):
      let from = message.from.rawValue
      if system.model.actors[from].isStub, !attempt.executor.isBound(from) {
        return inject(message, &attempt)
      }
      return expect(&attempt, text(message), message.range) { matches(message, $0) }
    }
  }

  /// Matches the next observation, stepping the system until there is one.
  private func expect(
    _ attempt: inout Attempt, _ expected: String, _ range: SourceRange,
    _ matches: (Observed) -> Bool
  ) -> Result<Void, Failure> {
    while attempt.buffer.isEmpty {
      switch step(&attempt, expecting: expected, range: range) {
      case .stepped: continue
      case .quiescent:
        return .failure(
          Failure(
            reason: "expected \(expected), but the system is quiescent", expected: expected,
            expectedRange: range, actual: "nothing: no step is enabled",
            stepIndex: attempt.executor.trace.count - 1, executor: attempt.executor,
            matched: attempt.matched))
      case .failed(let failure): return .failure(failure)
      }
    }
    let first = attempt.buffer[0]
    guard matches(first) else {
      return .failure(
        divergence(
          attempt, "the run diverged from the sequence", expected: expected, range: range,
          actual: first))
    }
    attempt.buffer.removeFirst()
    return .success(())
  }

  /// Injects a message from a scripted stub once the system has settled.
  private func inject(_ message: Message, _ attempt: inout Attempt) -> Result<Void, Failure> {
    let expected = text(message)
    // An event already delivered to several participants is matched, not sent again.
    if let first = attempt.buffer.first, matches(message, first) {
      attempt.buffer.removeFirst()
      return .success(())
    }
    if let failure = settle(&attempt, expecting: expected, range: message.range) {
      return .failure(failure)
    }
    if let first = attempt.buffer.first {
      return .failure(
        divergence(
          attempt, "the system sent a message before \(expected)", expected: expected,
          range: message.range, actual: first))
    }
    let step: Step
    switch injection(message, attempt.executor.state) {
    case .success(let made): step = made
    case .failure(let problem):
      return .failure(
        Failure(
          reason: problem.message, expected: expected, expectedRange: message.range,
          actual: problem.message, stepIndex: attempt.executor.trace.count - 1,
          executor: attempt.executor, matched: attempt.matched))
    }
    let record = attempt.executor.apply(step)
    if let failure = check(record, &attempt, expecting: expected, range: message.range) {
      return .failure(failure)
    }
    guard let index = attempt.buffer.firstIndex(where: { matches(message, $0) }) else {
      return .failure(
        Failure(
          reason:
            "\(expected) reached no one: '\(system.actorName(message.to.rawValue))' does not receive it",
          expected: expected, expectedRange: message.range, actual: "not delivered",
          stepIndex: attempt.executor.trace.count - 1, executor: attempt.executor,
          matched: attempt.matched))
    }
    attempt.buffer.remove(at: index)
    return .success(())
  }

  /// Steps until quiescent or a participant observation is pending.
  private func settle(_ attempt: inout Attempt, expecting: String, range: SourceRange?) -> Failure?
  {
    while attempt.buffer.isEmpty {
      switch step(&attempt, expecting: expecting, range: range) {
      case .stepped: continue
      case .quiescent: return nil
      case .failed(let failure): return failure
      }
    }
    return nil
  }

  enum StepResult {
    case stepped
    case quiescent
    case failed(Failure)
  }

  private func step(_ attempt: inout Attempt, expecting: String, range: SourceRange?) -> StepResult
  {
    guard attempt.executor.stepCount < runner.options.maxSteps else {
      var failure = Failure(
        reason:
          "stopped after \(runner.options.maxSteps) steps: the model never quiesces (raise the bound with --max-steps)",
        expected: expecting, expectedRange: range, actual: "steps without end",
        stepIndex: attempt.executor.trace.count - 1, executor: attempt.executor,
        matched: attempt.matched)
      failure.isIncomplete = true
      return .failed(failure)
    }
    let records = attempt.executor.advance()
    if records.isEmpty { return .quiescent }
    for record in records {
      if let failure = check(record, &attempt, expecting: expecting, range: range) {
        return .failed(failure)
      }
    }
    return .stepped
  }

  /// Collects a record's participant observations; fails on an enabled fault.
  func check(
    _ record: StepRecord, _ attempt: inout Attempt, expecting: String, range: SourceRange?
  ) -> Failure? {
    let index = attempt.executor.trace.count - 1
    let (actors, scopes) = (phases[attempt.phase].actors, phases[attempt.phase].scopes)
    for event in record.events {
      switch event {
      case .delivered(let delivery)
      where actors.contains(delivery.entry.sender) && actors.contains(delivery.receiver):
        attempt.buffer.append(Observed(kind: .message(delivery), stepIndex: index))
      case .push(let scope) where scopes.contains(scope):
        attempt.buffer.append(Observed(kind: .push(scope), stepIndex: index))
      case .pop(let scope) where scopes.contains(scope):
        attempt.buffer.append(Observed(kind: .pop(scope), stepIndex: index))
      default: break
      }
    }
    if let problem = attempt.executor.stubProblems.first {
      return Failure(
        reason: "Swift stub: \(problem)", expected: expecting, expectedRange: range,
        actual: problem, stepIndex: index, executor: attempt.executor, matched: attempt.matched)
    }
    for fault in record.faults where fault.check.map(system.model.isEnabled) ?? true {
      let text = system.describe(fault)
      return Failure(
        reason: text, expected: expecting, expectedRange: range, actual: text, stepIndex: index,
        executor: attempt.executor, matched: attempt.matched)
    }
    return nil
  }

  func divergence(
    _ attempt: Attempt, _ reason: String, expected: String, range: SourceRange?, actual: Observed
  ) -> Failure {
    Failure(
      reason: reason, expected: expected, expectedRange: range, actual: describe(actual),
      stepIndex: actual.stepIndex, executor: attempt.executor, matched: attempt.matched)
  }

  func describe(_ observed: Observed) -> String {
    switch observed.kind {
    case .message(let delivery): system.describeMessage(delivery)
    case .push(let scope): "push \(system.scopes[scope].name)"
    case .pop(let scope): "pop \(system.scopes[scope].name)"
    }
  }
}
