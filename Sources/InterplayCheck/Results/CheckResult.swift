import InterplayDiagnostics
import InterplayRuntime

/// Everything `interplay check` found about one system.
public struct CheckResult: Sendable {
  /// The system checked.
  public var system: CompiledSystem
  /// The options used.
  public var options: CheckOptions
  /// The main search's statistics.
  public var statistics: CheckStatistics
  /// The violations, in a deterministic order: as found (breadth-first: shortest first),
  /// liveness cycles and sequences after.
  public var violations: [Violation]
  /// What became of each sequence claim, in declaration order.
  public var sequences: [SequenceVerdict]
  /// States and transitions never reached (empty when coverage is off or the search
  /// was incomplete).
  public var coverage: [CoverageGap]
  /// How often the search reached each state, transition and pathway (nil when coverage
  /// is off or the search was incomplete or lossy): the heat map of the HTML report.
  public var coverageCounts: CoverageCounts? = nil
  /// The limit that stopped the main search, if any.
  public var limit: LimitReached?
  /// Properties that could not be decided: every one not violated when the search
  /// stopped at a limit or was lossy.
  public var undecided: [String]
  /// The reduction the search applied, and why a reduction asked for was not.
  public var reduction = ReductionReport()
  /// The run to the first step that answered a ``SearchObserver``'s question
  /// (``ModelChecker/run(observing:)``), ending with that step; nil when none did.
  public var observerAnswer: Counterexample? = nil

  /// 1 for violations, 2 when the search was incomplete or lossy, else 0; the most
  /// severe wins, except that a search stopped at its first violation is 1.
  public var status: ExitStatus {
    // Stopped at its answer: the violation found is the verdict (what it left
    // undecided was not asked).
    if stoppedEarly, !violations.isEmpty { return .findings }
    var status: ExitStatus = violations.isEmpty ? .clean : .findings
    if limit != nil || isLossy || !undecided.isEmpty
      || sequences.contains(where: { $0.outcome == .undecided })
    {
      status = status.combined(with: .incomplete)
    }
    return status
  }

  /// Whether every reachable state was explored (a lossy search may still have missed
  /// some: see ``isLossy``).
  public var isComplete: Bool { limit == nil && !stoppedEarly }
  /// Whether the search stopped because every question it was asked was answered
  /// (``CheckOptions/stopsWhenSequencesDecided``, ``CheckOptions/stopsAtFirstViolation``)
  /// before it explored every state.
  public var stoppedEarly = false

  /// Whether the search used lossy storage: it refutes but cannot prove, so its status
  /// is at least 2.
  public var isLossy: Bool { statistics.lossy != nil }
}

/// A state or transition no explored run reaches.
public struct CoverageGap: Hashable, Sendable {
  /// A state or a transition.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A state that is never active.
    case state
    /// A transition that never fires.
    case transition
  }

  /// State or transition.
  public var kind: Kind
  /// The actor's path.
  public var actor: String
  /// The state's path, or the transition described (`Idle -> Busy on go`).
  public var name: String
  /// Where it is written.
  public var range: SourceRange
}

/// The verdict on one sequence claim.
public struct SequenceVerdict: Sendable {
  /// Proved, refuted or undecided.
  public enum Outcome: String, Hashable, Sendable, Codable {
    /// A `sequence` has a witness for every resolution of its fragments; a forbidden
    /// sequence has none.
    case holds
    /// A resolution has no witness, or a forbidden sequence has one.
    case violated
    /// A search stopped at a limit first.
    case undecided
  }

  /// The sequence's name.
  public var name: String
  /// Whether it is a `forbidden sequence`.
  public var isForbidden: Bool
  /// The outcome.
  public var outcome: Outcome
  /// Where the name is written.
  public var range: SourceRange
  /// One shortest witness per resolution proved (for a forbidden sequence that holds:
  /// none), labelled by the fragment choices (`alt "the bank accepts"`).
  public var witnesses: [(label: String, run: Counterexample)]
  /// The product nodes (a state and a progress) the claim's searches of the explored
  /// graph visited, together.
  public var states: Int
  /// For a sequence that cannot happen (or is undecided): the items matched by the run
  /// that got furthest, and that run.
  public var furthest: (matched: Int, run: Counterexample)?
  /// For a sequence that cannot happen: the item no run gets past.
  public var divergence: ClaimDivergence?
}

/// Where a sequence that cannot happen stops: the first item no run matches.
public struct ClaimDivergence: Sendable {
  /// The items the furthest run matched.
  public var matched: Int
  /// The item no run gets past, as written (`Behaviour -> Service: locate`).
  public var expected: String
  /// Where that item is written.
  public var expectedRange: SourceRange?
  /// The fragment choices of the resolution that failed (`alt "accepted"`), or empty.
  public var resolution: String
  /// The stub that sends that item, if a stub does: its budget may be what stops it.
  public var stub: Int?
  /// The items after it, as written and where: a step may still send the expected item
  /// and then one the sequence does not allow (a strict sequence), and the report names
  /// the item that step fails at.
  public var following: [(text: String, range: SourceRange?)] = []
}
