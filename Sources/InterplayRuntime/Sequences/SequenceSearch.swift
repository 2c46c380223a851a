import InterplayDiagnostics
import InterplayModel

/// The backtracking matcher behind ``SequenceRunner``.
struct SequenceSearch {
  let runner: SequenceRunner
  let sequence: InteractionSequence
  var system: CompiledSystem { runner.system }
  /// The actors and scopes whose messages and marks the sequence checks.
  let actors: Set<Int>
  let scopes: Set<Int>
  var explored = 0
  var best: Failure?

  /// One attempt: the executor and the participant observations not matched yet.
  struct Attempt {
    var executor: Executor
    var buffer: [Observed]
    var matched: Int
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

    func report(_ system: CompiledSystem) -> SequenceFailure {
      SequenceFailure(
        reason: reason, expected: expected, expectedRange: expectedRange, actual: actual,
        stepIndex: stepIndex, actors: system.snapshot(executor.state, bound: executor.isBound))
    }
  }

  init(runner: SequenceRunner, sequence: InteractionSequence) {
    self.runner = runner
    self.sequence = sequence
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
    self.actors = actors
    self.scopes = scopes
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
            stepIndex: nil, executor: attempt.executor, matched: attempt.matched))
      }
      var current = attempt
      switch perform(atom, &current) {
      case .failure(let failure):
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
          executor: attempt.executor, matched: attempt.matched))
  }

  private func furthest(_ a: Failure?, _ b: Failure) -> Failure {
    guard let a else { return b }
    return b.matched > a.matched ? b : a
  }
}
