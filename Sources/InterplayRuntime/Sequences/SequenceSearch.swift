import InterplayDiagnostics
import InterplayModel

/// The backtracking matcher behind ``SequenceRunner``.
struct SequenceSearch {
  let runner: SequenceRunner
  let sequence: InteractionSequence
  var system: CompiledSystem { runner.system }
  /// The sequences played in one run: the prefixes (`after`), outermost first, then
  /// ``sequence``; each checks its own participants.
  let phases: [Phase]
  var explored = 0
  var best: Failure?

  /// One sequence of a run, and the actors and scopes whose messages and marks it checks.
  struct Phase {
    var sequence: InteractionSequence
    var actors: Set<Int>
    var scopes: Set<Int>
  }

  /// One attempt: the executor, the participant observations not matched yet, and the
  /// index in ``phases`` of the sequence being played.
  struct Attempt {
    var executor: Executor
    var buffer: [Observed]
    var matched: Int
    var phase = 0
  }

  /// An observable thing a step did.
  struct Observed {
    enum Kind {
      case message(Delivery)
      case push(Int)
      case pop(Int)
    }
    var kind: Kind
    var stepIndex: Int
  }

  /// Why an attempt stopped.
  struct Failure: Error {
    var reason: String
    var expected: String
    var expectedRange: SourceRange?
    var actual: String
    var stepIndex: Int?
    var executor: Executor
    var matched: Int
    var isIncomplete = false
    /// The index in ``phases`` of the sequence being played when it stopped.
    var phase = 0
  }

  /// `sequence` played after its prefixes, `prefixes` outermost first.
  init(runner: SequenceRunner, sequence: InteractionSequence, prefixes: [InteractionSequence] = [])
  {
    self.runner = runner
    self.sequence = sequence
    self.phases = (prefixes + [sequence]).map(Self.phase)
  }

  private static func phase(_ sequence: InteractionSequence) -> Phase {
    var actors = Set<Int>()
    var scopes = Set<Int>()
    func visit(_ items: [SequenceStep]) {
      for item in items {
        switch item {
        case .message(let message):
          actors.insert(message.from.rawValue)
          actors.insert(message.to.rawValue)
        case .note(let over, _, _): actors.formUnion(over.map(\.rawValue))
        case .push(let scope, _), .pop(let scope, _): scopes.insert(scope.rawValue)
        case .fragment(let fragment): fragment.branches.forEach { visit($0.items) }
        }
      }
    }
    visit(sequence.items)
    return Phase(sequence: sequence, actors: actors, scopes: scopes)
  }

  /// What remains to match at the start: every phase's items, each prefix's end
  /// checked before the next sequence plays.
  var start: SequenceCursor {
    phases.dropLast().reversed().reduce(
      SequenceCursor.items(sequence.items[...], then: .end)
    ) { rest, prefix in .items(prefix.sequence.items[...], then: .prefixEnd(then: rest)) }
  }

  /// Whether a failure stopped the run inside a prefix, before the sequence's own items.
  func isInPrefix(_ failure: Failure) -> Bool { failure.phase < phases.count - 1 }

  /// The report of a failure; one inside a prefix says which prefix it was playing:
  /// "while playing 'Startup', the prefix of 'Backgrounding': ...".
  func report(_ failure: Failure) -> SequenceFailure {
    var reason = failure.reason
    if isInPrefix(failure) {
      let followers = phases[(failure.phase + 1)...].map { "the prefix of '\($0.sequence.name)'" }
      reason =
        "while playing '\(phases[failure.phase].sequence.name)', "
        + followers.joined(separator: ", ") + ": " + reason
    }
    return SequenceFailure(
      reason: reason, expected: failure.expected, expectedRange: failure.expectedRange,
      actual: failure.actual, stepIndex: failure.stepIndex,
      actors: system.snapshot(failure.executor.state, bound: failure.executor.isBound))
  }

  /// Tries every choice depth first; returns the first complete match or the failure
  /// that got furthest.
  mutating func search(_ attempt: Attempt, _ cursor: SequenceCursor) -> Result<Attempt, Failure> {
    var lastFailure: Failure?
    for (atom, next) in cursor.choices() {
      explored += 1
      if explored > runner.options.maxAlternatives {
        return .failure(
          Failure(
            reason: "gave up after trying \(runner.options.maxAlternatives) fragment choices",
            expected: "a match", expectedRange: sequence.nameRange, actual: "too many alternatives",
            stepIndex: nil, executor: attempt.executor, matched: attempt.matched,
            phase: attempt.phase))
      }
      var current = attempt
      switch perform(atom, &current) {
      case .failure(var failure):
        failure.phase = current.phase
        lastFailure = furthest(lastFailure, failure)
      case .success:
        if case .end = atom { return .success(current) }
        current.matched += 1
        switch search(current, next) {
        case .success(let done): return .success(done)
        case .failure(let failure):
          lastFailure = furthest(lastFailure, failure)
          if failure.reason.hasPrefix("gave up") { return .failure(failure) }
        }
      }
    }
    return .failure(
      lastFailure
        ?? Failure(
          reason: "no fragment choice applies", expected: "a match",
          expectedRange: sequence.nameRange, actual: "nothing", stepIndex: nil,
          executor: attempt.executor, matched: attempt.matched, phase: attempt.phase))
  }

  private func furthest(_ a: Failure?, _ b: Failure) -> Failure {
    guard let a else { return b }
    return b.matched > a.matched ? b : a
  }
}
