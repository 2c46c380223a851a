import InterplayDiagnostics

/// The result of running one sequence as a test.
public struct SequenceOutcome: Sendable {
  /// How a run ended.
  public enum Status: Hashable, Sendable {
    /// Every item matched (for a forbidden sequence: the run diverged, as it must).
    case passed
    /// The run diverged from the sequence (for a forbidden sequence: it matched).
    case failed
    /// A bound stopped the run: the model never quiesced within `--max-steps`, or a
    /// limit (states, memory, time, a signal) ended the search first.
    case incomplete
  }

  /// The sequence's name.
  public var name: String
  /// Where the sequence is declared.
  public var range: SourceRange
  /// Whether the sequence is `forbidden`.
  public var isForbidden: Bool
  /// Passed, failed or incomplete.
  public var status: Status
  /// Why it failed or stopped; nil when it passed.
  public var failure: SequenceFailure?
  /// The steps of the run that got furthest, initialization first.
  public var trace: [StepRecord]
  /// The state after each step of ``trace``.
  public var states: [SystemState]
  /// The number of steps taken (initialization not counted).
  public var steps: Int
  /// What the verdict rests on, for the report: `shortest witness: 4 steps`,
  /// `forbidden: no run matches it`; nil for a run on the executor's schedule.
  public var summary: String?
  /// The product states (a state and the sequence's progress) searched for a witness; 0
  /// for a run on the executor's schedule.
  public var searched = 0
  /// The steps left out of ``trace`` in a run too long to keep whole (`run --max-steps`
  /// in the millions); nil when every step is kept.
  public var omittedSteps: OmittedSteps?

  /// Creates an outcome.
  public init(
    name: String, range: SourceRange, isForbidden: Bool, status: Status,
    failure: SequenceFailure?, trace: [StepRecord], states: [SystemState], steps: Int
  ) {
    self.name = name
    self.range = range
    self.isForbidden = isForbidden
    self.status = status
    self.failure = failure
    self.trace = trace
    self.states = states
    self.steps = steps
  }
}

/// Why a sequence failed: expected against actual, the step, and every actor's state.
public struct SequenceFailure: Sendable {
  /// What went wrong, in one line.
  public var reason: String
  /// The item the run could not match, as written: `Behaviour -> Service: locate`.
  public var expected: String
  /// Where that item is written.
  public var expectedRange: SourceRange?
  /// What happened instead: `Behaviour -> Presentation: present(home)`, `nothing (quiescent)`.
  public var actual: String
  /// The index in ``SequenceOutcome/trace`` of the step that did it, if one did.
  public var stepIndex: Int?
  /// Every actor's state at that point.
  public var actors: [ActorSnapshot]

  /// Creates a failure report.
  public init(
    reason: String, expected: String, expectedRange: SourceRange?, actual: String,
    stepIndex: Int?, actors: [ActorSnapshot]
  ) {
    self.reason = reason
    self.expected = expected
    self.expectedRange = expectedRange
    self.actual = actual
    self.stepIndex = stepIndex
    self.actors = actors
  }
}

/// One actor's state, decoded for a report.
public struct ActorSnapshot: Hashable, Sendable {
  /// The actor's path.
  public var name: String
  /// `stub`, `stub (Swift)`, `inactive`, or the active atomic states.
  public var states: [String]
  /// `name = value` for each variable.
  public var variables: [String]
  /// The queued notifications, oldest first.
  public var queue: [String]
}

extension CompiledSystem {
  /// Every actor's state in `state`, decoded.
  public func snapshot(_ state: SystemState, bound: (Int) -> Bool = { _ in false })
    -> [ActorSnapshot]
  {
    (0..<actorCount).map { actor in
      let alive = isAlive(actor, in: state)
      let states: [String] =
        !alive
        ? ["inactive"]
        : actors[actor].isStub
          ? [bound(actor) ? "stub (Swift)" : "stub"] : activeLeaves(actor, in: state)
      return ActorSnapshot(
        name: actorName(actor), states: states,
        variables: alive ? variables(actor, in: state).map { "\($0.name) = \($0.value)" } : [],
        queue: queue(actor, in: state).map { entry in
          describe(entry) + " from " + actorName(entry.sender)
        })
    }
  }
}
