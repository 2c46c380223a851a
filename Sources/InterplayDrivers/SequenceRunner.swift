import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayRuntime

/// Runs a model's sequences on the executor's deterministic schedule (`Schedule`): the
/// strategy `run` uses when stubs are bound to Swift code, which the checker cannot
/// explore. Each play is one run of the exploration engine's schedule strategy
/// (`ScheduleRun`), with the sequence's matcher as its script.
///
/// Matching is the one sequence matcher (`SequenceClaim`): the items of the sequence
/// (its prefixes' first) must happen in order, anything may happen in between. The
/// system runs on the schedule until it is quiescent; then the next item must be a
/// message from a scripted stub (a stub with no Swift code), which is injected.
/// Swift stubs answer in the executor's order. A run fails when the system is quiescent
/// and the next item is not a scripted stub's message, at an enabled built-in check's
/// fault, or at a Swift stub's problem. The resolutions of the fragments (and the
/// interleavings of a `par`) are played in order until one plays through: one schedule
/// takes one branch of an `alt`, so the run passes when the branch the Swift code takes
/// matches. A `forbidden` sequence fails when a resolution is played through.
public struct SequenceRunner: Sendable {
  /// The system.
  public let system: CompiledSystem
  /// Swift implementations of stub actors, by path; other stubs follow the script.
  public var stubs: [String: any StubActor]
  /// The bounds of a run.
  public var options: Options

  /// Bounds of a sequence run.
  public struct Options: Sendable {
    /// Steps per play before the run stops as incomplete; for the checker's witness
    /// search, the longest witness looked for.
    public var maxSteps: Int
    /// Interleavings tried per resolution before the run gives up.
    public var maxAlternatives: Int

    /// Creates options.
    public init(maxSteps: Int = 10_000, maxAlternatives: Int = SequenceClaim.maxAlternatives) {
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
    let claim = SequenceClaim(sequence, system: system)
    var outcome = SequenceOutcome(
      name: sequence.name, range: sequence.nameRange, isForbidden: sequence.isForbidden,
      status: .passed, failure: nil, trace: [], states: [], steps: 0)
    // One deterministic schedule takes one branch of an `alt`: the run passes when some
    // resolution plays through (a forbidden sequence fails then).
    var furthest: (play: Play, label: String)?
    for resolution in claim.resolutions {
      let label = resolution.label.isEmpty ? "" : "\(resolution.label): "
      for atoms in resolution.alternatives.prefix(options.maxAlternatives) {
        let play = self.play(atoms, claim)
        guard play.failure == nil else {
          if furthest == nil || play.matched > furthest!.play.matched { furthest = (play, label) }
          continue
        }
        record(play, into: &outcome)
        guard sequence.isForbidden else { return outcome }
        outcome.status = .failed
        outcome.failure = SequenceFailure(
          reason: label + "the forbidden sequence happens",
          expected: "no run matching the sequence", expectedRange: sequence.nameRange,
          actual: "every item matched", stepIndex: play.steps,
          actors: system.snapshot(play.state, bound: play.isBound))
        return outcome
      }
    }
    if !sequence.isForbidden, let (play, label) = furthest, let failure = play.failure {
      record(play, into: &outcome)
      outcome.status = failure.isIncomplete ? .incomplete : .failed
      var report = failure.report
      report.reason = label + report.reason
      outcome.failure = report
      return outcome
    }
    if sequence.isForbidden { outcome.summary = "forbidden: no run on this schedule matches it" }
    return outcome
  }

  private func record(_ play: Play, into outcome: inout SequenceOutcome) {
    outcome.trace = play.trace
    outcome.states = play.states
    outcome.steps = play.steps
  }
}
