import Glibc

/// How `interplay check` explores a system.
public struct CheckOptions: Hashable, Sendable {
  /// The order states are expanded in.
  public enum SearchOrder: String, Hashable, Sendable, CaseIterable {
    /// Breadth-first: every counterexample found is a shortest one.
    case bfs
    /// Depth-first: less memory for the frontier; counterexamples are not shortest.
    case dfs
  }

  /// Breadth-first unless asked otherwise.
  public var order: SearchOrder
  /// When to stop before the state space is exhausted.
  public var limits: CheckLimits
  /// Whether to prove the sequences (decided on the explored graph, which is then kept).
  public var checksSequences: Bool
  /// The sequences to prove, by name; nil for every sequence.
  public var sequences: [String]?
  /// Whether the search stops as soon as every sequence it proves has its witness (`run`
  /// decides sequences so): at a breadth-first level where each resolution's first
  /// alternative has a witness no longer search could change (a shortest one, ties to
  /// the step listed first: the witness a whole search finds). A sequence that needs
  /// every state (impossible, or forbidden and never matched) is decided by the whole
  /// search as before. A search stopped so decides nothing else: invariants and
  /// properties are undecided, and only findings on the explored part are reported.
  public var stopsWhenSequencesDecided = false
  /// Whether the search decides the invariants and the pattern properties. `run` decides
  /// sequences only: its states carry no monitor words, so it stores fewer and smaller
  /// states, and a sequence's witness is the same (a monitor never changes what the
  /// system can do; a step whose events a property names stays visible to the
  /// partial-order reduction). Invariants and properties are then undecided.
  public var decidesProperties = true
  /// Whether the search stops at the first violation it finds (`check --stop-at-first`):
  /// at the end of the breadth-first level where it was found, so the counterexample is
  /// still a shortest one. What is not violated then is undecided.
  public var stopsAtFirstViolation = false
  /// Stops this search when cancelled (the preview's stale rebuilds).
  public var cancellation: SearchCancellation?
  /// Whether to report states and transitions never reached (unless the model says
  /// `check coverage off`).
  public var reportsCoverage: Bool
  /// The most threads a breadth-first search expands states with; nil for one per
  /// processor. The result does not depend on it: states are numbered, and findings
  /// reported, exactly as by one thread.
  public var jobs: Int?
  /// How visited states are remembered: exactly unless asked otherwise.
  public var storage: StateStorage = .exact
  /// Mixed into a lossy store's keys, so searches with different seeds miss different
  /// states (a swarm's members); 0 for none. Exact storage ignores it.
  public var seed: UInt64 = 0
  /// Which reductions the search may apply where they are sound: all of them unless
  /// asked otherwise (see `docs/Checking.md`, "Reductions").
  public var reduction: Reduction = .all
  /// Whether the partial-order reduction keeps its cycle proviso: tests switch it off
  /// to show what it prevents.
  var cycleProviso = true
  /// Whether the partial-order reduction decides who may step while an ample actor waits
  /// by its look-ahead over the charts (``FutureAnalysis``) or, as for models too large
  /// for it, by the closure along who may write whom: tests run both.
  var partialOrderLookAhead = true
  /// After this many committed states where more than one actor could move, and at each
  /// doubling, the partial-order reduction stops looking for ample sets if it saved too
  /// little (``Explorer``'s review; tests make it small).
  var partialOrderReview = 2_048
  /// The partial-order reduction stops its arrival probe (``ArrivalProbe``) once the
  /// probes have expanded more than this many states per state committed, past the
  /// first ``arrivalProbeAllowance`` (tests make them small).
  var arrivalProbeShare = 4
  var arrivalProbeAllowance = 8192
  /// The most states of a breadth-first level expanded before they are committed, and
  /// the fewest for which a batch is shared between threads (tests make both small, to
  /// share and overlap batches in small models).
  var batchStates = 2048
  var minimumSharedStates = 256

  /// Creates options.
  public init(
    order: SearchOrder = .bfs, limits: CheckLimits = CheckLimits(), checksSequences: Bool = true,
    reportsCoverage: Bool = true, jobs: Int? = nil, sequences: [String]? = nil
  ) {
    self.sequences = sequences
    self.order = order
    self.limits = limits
    self.checksSequences = checksSequences
    self.reportsCoverage = reportsCoverage
    self.jobs = jobs
  }
}

/// The state-space reductions a search may apply.
public enum Reduction: String, Hashable, Sendable, CaseIterable {
  /// None: every state is stored as it is.
  case none
  /// Partial-order reduction over actor steps, where it is sound for what is proved.
  case por
  /// Symmetry reduction over replicated actors, where the model is symmetric.
  case sym
  /// Every reduction that applies: symmetry where the model is symmetric, and
  /// partial-order reduction, on top of it or alone.
  case all

  /// Whether symmetry reduction may be applied.
  public var allowsSymmetry: Bool { self == .sym || self == .all }
  /// Whether partial-order reduction may be applied.
  public var allowsPartialOrder: Bool { self == .por || self == .all }
}

/// Bounds on one search. Reaching one is a result (``LimitReached``), never a crash.
public struct CheckLimits: Hashable, Sendable {
  /// The most states stored.
  public var maxStates: Int?
  /// The most steps from the initial state to a state that is still expanded.
  public var maxDepth: Int?
  /// The most bytes the state store (arena, hash table, parent links, edges) may take.
  public var maxMemory: Int
  /// The most seconds a search may run.
  public var timeout: Double?
  /// When the ``timeout`` started counting; nil: when the search starts. The commands
  /// set it to their own start, so reading and compiling the models count too.
  public var timeoutStart: ContinuousClock.Instant?

  /// The default memory bound: 4 GiB.
  public static let defaultMaxMemory = 4 << 30

  /// Creates limits; `nil` means unbounded.
  public init(
    maxStates: Int? = nil, maxDepth: Int? = nil, maxMemory: Int = CheckLimits.defaultMaxMemory,
    timeout: Double? = nil
  ) {
    self.maxStates = maxStates
    self.maxDepth = maxDepth
    self.maxMemory = maxMemory
    self.timeout = timeout
  }
}

/// The limit that stopped a search.
public enum LimitReached: Hashable, Sendable, CustomStringConvertible {
  /// `--max-states`.
  case states(Int)
  /// `--max-depth`: states at this depth had successors that were not explored.
  case depth(Int)
  /// `--max-memory`, in bytes.
  case memory(Int)
  /// `--timeout`, in seconds.
  case time(Double)
  /// A signal (SIGINT, SIGTERM) asked the search to stop (see ``SearchInterruption``).
  case interrupted(Int32)
  /// The search was cancelled (``SearchCancellation``): its answer is no longer wanted.
  case cancelled

  /// `max-states 1000` and the like.
  public var description: String {
    switch self {
    case .states(let count): "--max-states \(count)"
    case .depth(let depth): "--max-depth \(depth)"
    case .memory(let bytes): "--max-memory \(ByteCount.text(bytes))"
    case .time(let seconds): "--timeout \(ByteCount.seconds(seconds))"
    case .cancelled: "a cancellation"
    case .interrupted(let signal):
      signal == SIGTERM ? "SIGTERM" : signal == SIGINT ? "SIGINT" : "signal \(signal)"
    }
  }
}
