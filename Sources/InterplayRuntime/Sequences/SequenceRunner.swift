import InterplayDiagnostics
import InterplayModel

/// Runs a model's sequences as tests on the ``Executor``.
///
/// Messages from scripted stubs are injected when the sequence reaches them (after the
/// system has settled); every other message among the sequence's participants (the
/// actors its messages and notes name, the scopes it pushes and pops) must happen in
/// the order written. Messages between other actors are not checked. A run fails at
/// the first divergence, at an enabled built-in check's fault (an unhandled
/// notification, an overflow, a failed assert), or when the system goes on to send a
/// participant message after the sequence's end. `alt`, `opt`, `loop` and `par` are
/// matched by backtracking over their choices; the report shows the attempt that got
/// furthest.
///
/// A sequence written `after Prefix` first plays its prefix (and the prefix's own
/// prefix, outermost first), then its own items, as one run: each prefix is played as
/// it would be alone, checking its own participants and ending settled, and a failure
/// inside it is reported as a failure of the prefix. For a `forbidden` sequence, only
/// its own items are forbidden; its prefixes must happen.
public struct SequenceRunner: Sendable {
  /// The system.
  public let system: CompiledSystem
  /// Swift implementations of stub actors, by path; other stubs follow the script.
  public var stubs: [String: any StubActor]
  /// The bounds of a run.
  public var options: Options

  /// Bounds of a sequence run.
  public struct Options: Sendable {
    /// Steps per sequence before the run stops as incomplete.
    public var maxSteps: Int
    /// Fragment choices tried before the run gives up.
    public var maxAlternatives: Int

    /// Creates options.
    public init(maxSteps: Int = 10_000, maxAlternatives: Int = 20_000) {
      self.maxSteps = maxSteps
      self.maxAlternatives = maxAlternatives
    }
  }

  /// Creates a runner.
  public init(
    system: CompiledSystem, stubs: [String: any StubActor] = [:], options: Options = Options()
  ) {
    self.system = system
    self.stubs = stubs
    self.options = options
  }

  /// Runs every sequence of the model, in declaration order.
  public func runAll() -> [SequenceOutcome] {
    system.model.sequences.map { run($0) }
  }

  /// Runs one sequence from the system's initial state, after its prefixes.
  public func run(_ sequence: InteractionSequence) -> SequenceOutcome {
    var search = SequenceSearch(runner: self, sequence: sequence, prefixes: prefixes(of: sequence))
    let executor = Executor(system: system, stubs: stubs)
    var start = SequenceSearch.Attempt(executor: executor, buffer: [], matched: 0)
    // What initialization sent and pushed is observed like any step's.
    let initialFailure = search.check(
      executor.trace[0], &start, expecting: "the initial state",
      range: search.phases[0].sequence.nameRange)
    let result = initialFailure.map { .failure($0) } ?? search.search(start, search.start)
    var outcome = SequenceOutcome(
      name: sequence.name, range: sequence.nameRange, isForbidden: sequence.isForbidden,
      status: .passed, failure: nil, trace: [], states: [], steps: 0)
    switch result {
    case .success(let attempt):
      outcome.trace = attempt.executor.trace
      outcome.states = attempt.executor.traceStates
      outcome.steps = attempt.executor.stepCount
      if sequence.isForbidden {
        outcome.status = .failed
        outcome.failure = SequenceFailure(
          reason: "the forbidden sequence happened", expected: "no run matching the sequence",
          expectedRange: sequence.nameRange, actual: "every item matched",
          stepIndex: attempt.executor.trace.count - 1,
          actors: system.snapshot(attempt.executor.state, bound: attempt.executor.isBound))
      }
    case .failure(let failure):
      outcome.trace = failure.executor.trace
      outcome.states = failure.executor.traceStates
      outcome.steps = failure.executor.stepCount
      if failure.isIncomplete {
        outcome.status = .incomplete
        outcome.failure = search.report(failure)
      } else if !sequence.isForbidden || search.isInPrefix(failure) {
        outcome.status = .failed
        outcome.failure = search.report(failure)
      }
    }
    return outcome
  }

  /// The prefixes of a sequence (`after`), outermost first. The resolver rules out
  /// cycles; the bound keeps a hand-built model from looping.
  private func prefixes(of sequence: InteractionSequence) -> [InteractionSequence] {
    let sequences = system.model.sequences
    var prefixes: [InteractionSequence] = []
    var next = sequence.after
    while let index = next, sequences.indices.contains(index), prefixes.count < sequences.count {
      prefixes.insert(sequences[index], at: 0)
      next = sequences[index].after
    }
    return prefixes
  }
}
