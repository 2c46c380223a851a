import InterplayModel
import InterplayRuntime

/// One exhaustive search of the product of a system and its monitors, breadth-first or
/// depth-first, through the runtime's step function only.
///
/// Every stored state is expanded once by an ``ExpansionWorker``: the runtime lists its
/// steps and computes each successor with an essential record, the monitors advance on
/// that record, and the successor's product words (the system's words packed by the
/// ``StateCodec``, then the monitor words) are hashed and looked up in the
/// ``StateStore``. The explorer then commits the expansion (see `Explorer+Commit.swift`):
/// it stores the new successors, links the graph and logs faults in records, false
/// invariants, violated patterns, deadlocks and pending liveness obligations at terminal
/// states, once each, at the first (in BFS: a shortest) path that shows them.
///
/// Breadth-first search expands each level in batches, with ``CheckOptions/jobs``
/// workers in parallel, and commits a batch's expansions in state order: the states,
/// their numbers and everything reported are the same for any number of workers.
final class Explorer {
  let system: CompiledSystem
  let options: CheckOptions
  let store: StateStore
  /// How system words are packed in the store.
  let codec: StateCodec
  /// The system's words per (unpacked) state.
  let systemWidth: Int
  /// Where a stored record's monitor words start: after the packed system words.
  let monitorBase: Int
  let invariants: [StateCondition]
  /// The words the invariants read, ascending: the only ones ``checkInvariants(_:)``
  /// unpacks.
  let invariantWords: [Int]
  /// The worker of the calling thread; ``BatchExpansion`` adds others for big levels.
  let worker: ExpansionWorker
  /// The monitors (the calling thread's worker's).
  var program: MonitorProgram { worker.program }
  /// A directed search's claim alternatives (see ``ClaimDirection``), if the search is one.
  var direction: ClaimDirection? { worker.direction }
  /// Where a stored record's claim progress is, in a directed search: after the monitors,
  /// one word per alternative.
  let progressWord: Int
  /// Per alternative of a directed search, the first run in commit order that matched
  /// every item within the alternative's bound: the stored state it leaves and its step
  /// index there, or (parent -1) the way of an initialization that matched them all.
  @exclusivity(unchecked) var directedHits: [(parent: Int, step: Int)?] = []
  /// How many of ``directedHits`` are found: the search stops when all are.
  @exclusivity(unchecked) var directedFound = 0
  /// The run of a directed search's first (or only) alternative.
  var directedWitness: (parent: Int, step: Int)? { directedHits.first ?? nil }
  /// The first step, in commit order, that answered a ``SearchObserver``'s question:
  /// the stored state it leaves and its step index there.
  @exclusivity(unchecked) var observerAnswer: (state: Int, step: Int)?
  /// The observer's copies, folded into one once the search ends.
  var observer: (any SearchObserver)?
  /// The successors a directed search left out for being too far from a witness.
  @exclusivity(unchecked) var prunedSuccessors = 0
  /// The nodes a directed search stored but did not expand: no path from them observes
  /// their claim's next item (see ``ClaimFuture``).
  var deadEnds = 0

  // The properties the commit loop touches skip the dynamic exclusivity checks a class's
  // stored properties get: they are only touched from the thread that runs the search,
  // and the checks cost more than the loop's own work.
  @exclusivity(unchecked) var log = FindingLog()
  /// Which states and transitions the search reached (complete once ``run()`` returns).
  var coverage: CoverageTracker
  @exclusivity(unchecked) var edges: EdgeStore?
  /// The ways the initialization can go (``CompiledSystem/initialWays()``); a stored
  /// root's step is the number of its way.
  var ways: [[UInt32]] = []
  /// Each way's initial state (a stored root) and what its initialization showed the
  /// sequence claims (the masks of its observations), in the order of ``ways``.
  var starts: [(root: Int, observations: [UInt64])] = []
  /// How many initial states were stored: the first states of the store.
  var rootCount = 0
  @exclusivity(unchecked) var transitions = 0
  @exclusivity(unchecked) var maxDepth = 0
  var expanded = 0
  @exclusivity(unchecked) var limit: LimitReached?
  /// A word whose value did not fit the codec: the search stopped and must be rerun
  /// with that word widened.
  @exclusivity(unchecked) var codecOverflow: Int?
  /// Asked at each breadth-first level boundary with the number of levels whose states
  /// are all expanded and committed (the graph's edges from them are final): true when
  /// every question the search was asked is answered, which stops it.
  var answered: ((Explorer, Int) -> Bool)?
  /// The strategy that expands the states, when not the one ``CheckOptions/order``
  /// names: a ``ScheduleStrategy`` follows one run.
  var strategy: (any SearchStrategy)?
  /// Whether ``answered`` stopped the search: it then explored part of the graph.
  @exclusivity(unchecked) var stoppedAnswered = false
  /// Whether a limit, a codec overflow or an answer stopped the search.
  var isStopped: Bool { limit != nil || codecOverflow != nil || stoppedAnswered }
  var seconds = 0.0
  /// The threads that expanded states.
  var threads = 1
  /// The states of which only an ample actor's successors were stored (partial-order
  /// reduction).
  @exclusivity(unchecked) var reducedStates = 0
  /// The number of committed states after which the partial-order reduction stopped
  /// looking for ample sets, having reduced too few (``CheckOptions/partialOrderReview``).
  @exclusivity(unchecked) var partialOrderStoppedAt: Int?
  /// The number of committed states after which the reduction stopped its arrival
  /// probe, the probes having expanded too many states (``CheckOptions/arrivalProbeShare``),
  /// and the states they expanded for the states committed so far.
  @exclusivity(unchecked) var arrivalProbeStoppedAt: Int?
  @exclusivity(unchecked) var probeExpansions = 0
  /// The left-out successors of reduced states that were not stored when their state was
  /// committed; the committed states where more than one actor could move (the only ones
  /// an ample set can reduce), and their count at which the reduction is next reviewed.
  @exclusivity(unchecked) var leftOutNew = 0
  @exclusivity(unchecked) var contestedStates = 0
  @exclusivity(unchecked) var nextReview = 0
  /// The commit's own selector, which runs the arrival probes in commit order
  /// (``probedAmple(of:candidates:_:)``).
  @exclusivity(unchecked) var arrivalJudge: AmpleSelector?
  /// How the reduced search keeps a step from being left out for ever (see
  /// ``commitReduced``): decided when the search starts.
  var proviso = Proviso.everyCycle
  /// Whether the search keeps its graph for lassos (liveness properties).
  let keepsGraph: Bool
  /// Where ``proviso`` is ``Proviso/bottomComponents``, the graph's shape so far.
  @exclusivity(unchecked) var reducedGraph: ReducedGraph?
  /// Whether the states being committed are reduced ones expanded whole again
  /// (``expandStuckStatesWhole(depth:)``).
  @exclusivity(unchecked) var expandingWhole = false

  /// The batch expanded last, committed while the next is expanded.
  @exclusivity(unchecked) var pending: Pending?
  /// The states the last commit added, in order.
  @exclusivity(unchecked) var fresh: [Int] = []
  /// The words of a state being checked against the invariants: those they read are the
  /// state's (``invariantWords``), the others are left from earlier states.
  @exclusivity(unchecked) var scratchWords: [UInt32]
  var depthOf: [UInt32] = []
  /// The deepest level or path reached so far, for ``SearchProgress``.
  var deepest = 0
  private let clock = ContinuousClock()
  private var started: ContinuousClock.Instant

  init(
    system: CompiledSystem, options: CheckOptions, keepsGraph: Bool, codec: StateCodec,
    components: SearchComponents = SearchComponents()
  ) {
    let direction = components.direction
    let claims = components.claims
    self.system = system
    self.options = options
    self.keepsGraph = keepsGraph
    self.codec = codec
    invariants =
      options.decidesProperties ? system.conditions(system.model.invariants.map(\.condition)) : []
    invariantWords = Array(Set(invariants.flatMap(\.wordsRead))).sorted()
    systemWidth = system.wordCount
    monitorBase = codec.wordCount
    let monitorWidth = MonitorProgram(
      system: system, tracksProperties: options.decidesProperties
    ).width
    progressWord = codec.wordCount + monitorWidth
    let width = progressWord + (direction?.width ?? 0)
    store = StateStore(
      width: width, byteBudget: options.limits.maxMemory, storage: options.storage,
      seed: options.seed)
    store.maxCount = max(options.limits.maxStates ?? Int.max, 1)
    worker = ExpansionWorker(
      system: system, codec: codec, store: store, components: components,
      tracksProperties: options.decidesProperties,
      tracksCoverage: options.reportsCoverage && system.model.isEnabled(.coverage)
        && !options.storage.isLossy)
    coverage = worker.coverage
    // A lossy store does not know which stored state a revisit is: no graph. A directed
    // search decides its claim as it goes: no graph either.
    edges =
      (keepsGraph || claims != nil) && !options.storage.isLossy && direction == nil
      ? EdgeStore(observesClaims: claims != nil, storesSteps: components.partialOrder != nil)
      : nil
    arrivalJudge = components.partialOrder.map { AmpleSelector(tables: $0, system: system) }
    scratchWords = Array(repeating: 0, count: system.wordCount)
    directedHits = Array(repeating: nil, count: direction?.width ?? 0)
    started = clock.now
  }

  /// Runs the search to the end or to a limit.
  func run() {
    started = clock.now
    proviso = chooseProviso()
    nextReview = options.partialOrderReview
    SearchProgress.start()
    defer { seconds = elapsed }
    worker.budget = ExpansionBudget(
      limits: options.limits, started: options.limits.timeoutStart ?? started,
      cancellation: options.cancellation)
    guard seedInitialState() else { return }
    let strategy: any SearchStrategy =
      self.strategy
      ?? {
        switch options.order {
        case .bfs: BreadthFirstStrategy()
        case .dfs: DepthFirstStrategy()
        }
      }()
    strategy.explore(self)
    // Stored states stand for their orbits: what one replica reached, each reached.
    if let symmetry = worker.symmetry?.group { coverage.mergeOrbits(symmetry) }
  }

  var elapsed: Double { Self.seconds(clock.now - started) }

  /// The seconds the ``CheckLimits/timeout`` has counted.
  private var timeoutElapsed: Double {
    Self.seconds(clock.now - (options.limits.timeoutStart ?? started))
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// Stores the initial states, one per way the initialization can go (in the order of
  /// ``CompiledSystem/initialWays()``; a way whose state equals an earlier one's is not
  /// stored again). A root's stored step is the number of its way, which is how a run
  /// is replayed from it.
  private func seedInitialState() -> Bool {
    let starts = system.initialStates(detail: .essential)
    ways = starts.map(\.choices)
    for (way, start) in starts.enumerated() {
      guard seed(start.state, record: start.record, way: way) else { return false }
    }
    rootCount = store.count
    depthOf = Array(repeating: 0, count: rootCount)
    return true
  }

  /// Stores one initial state and notes what its initialization showed; false when the
  /// search must stop.
  private func seed(_ initial: SystemState, record: StepRecord, way: Int) -> Bool {
    var monitor = program.blankWords
    var events: [PropertyEvent] = []
    let results = ExpansionResults(width: store.width)
    _ = program.advance(
      &monitor, by: record, from: initial.words, to: initial.words, events: &events,
      violated: { results.note(Finding(kind: .pattern($0), state: 0, step: nil)) }
    )
    worker.noteFaults(record, state: 0, step: nil, results)
    var packed = Array(repeating: UInt32(0), count: codec.wordCount)
    var start = initial.words
    if let symmetry = worker.symmetry {
      _ = start.withUnsafeMutableBufferPointer { symmetry.canonicalize($0.baseAddress!) }
    }
    let overflow = start.withUnsafeBufferPointer { words in
      packed.withUnsafeMutableBufferPointer { codec.pack(words, into: $0.baseAddress!) }
    }
    if let overflow {
      codecOverflow = overflow
      return false
    }
    var observations: [UInt64] = []
    worker.claims?.observe(record, into: &observations)
    if let direction {
      var progress = Array(repeating: UInt32(0), count: direction.width)
      observations.withUnsafeBufferPointer { masks in
        Array(repeating: UInt32(0), count: direction.width).withUnsafeBufferPointer { start in
          progress.withUnsafeMutableBufferPointer {
            direction.advance(start, into: $0, masks, 0..<masks.count, observer: worker.claims!)
          }
        }
      }
      let fate = progress.withUnsafeBufferPointer {
        directedFate(of: $0, depth: 0, run: (-1, way))
      }
      if stoppedAnswered { return false }
      guard fate == .kept else { return true }
      monitor.append(contentsOf: progress)
    }
    let insertion = packed.withUnsafeBufferPointer { head in
      monitor.withUnsafeBufferPointer { tail in
        store.insert(head: head, tail: tail, parent: StateStore.none, step: UInt32(way))
      }
    }
    let index: Int
    switch insertion {
    case .inserted(let added):
      index = added
      checkInvariants(added)
    case .found(let known): index = known
    case .countLimit:
      limit = .states(store.maxCount)
      return false
    case .memoryLimit:
      limit = .memory(options.limits.maxMemory)
      return false
    }
    for var finding in results.findings {
      finding.state = index
      finding.way = way
      log.note(finding)
    }
    worker.coverage.note(record)
    worker.coverage.note(state: initial.words)
    starts.append((root: index, observations: observations))
    return true
  }

  /// The most states a batch may expand so that the successors of two batches (the one
  /// expanded and the one committed, in buffers that grow by doubling) fit the budget's
  /// allowance, at the successors per state committed so far: 2,048 states of 50
  /// successors of 1 KB each are 100 MB. Wide states make small batches rather than
  /// stop the search; only a state too wide for the allowance alone stops it.
  var statesInFlight: Int {
    guard let budget = worker.budget, expanded > 0 else { return Int.max }
    let successors = max(1, (transitions + expanded - 1) / expanded)
    let bytes = successors * ExpansionResults.bytesPerSuccessor(width: store.width)
    return max(1, budget.resultBytes / (4 * bytes))
  }

  /// Whether the questions are answered once `levels` levels are expanded; stops the
  /// search if so.
  func isAnswered(levels: Int) -> Bool {
    guard let answered, answered(self, levels) else { return false }
    stoppedAnswered = true
    return true
  }

  /// A batch expanded and not committed yet.
  struct Pending {
    var parts: ArraySlice<ExpansionResults>
    var depth: Int
    var storesNew: Bool
  }

  /// Commits the pending batch, if any, part by part until a limit stops the search.
  func commitPending() {
    guard let batch = pending else { return }
    pending = nil
    for results in batch.parts {
      commit(results, depth: batch.depth, storesNew: batch.storesNew)
      if isStopped { return }
    }
  }

  /// Every worker's coverage, dead ends and observer, as one.
  func mergeWorkers(_ workers: [ExpansionWorker]) {
    coverage = workers[0].coverage
    for other in workers.dropFirst() { coverage.merge(other.coverage) }
    deadEnds = workers.reduce(0) { $0 + $1.deadEnds }
    observer = workers[0].observer
    for other in workers.dropFirst() {
      if let copy = other.observer { observer!.merge(any: copy) }
    }
  }

  /// The limit that stopped the workers inside a batch, if one did.
  func noteBudgetStop() {
    guard limit == nil, let reason = worker.budget?.reason else { return }
    switch reason {
    case .memory: limit = .memory(options.limits.maxMemory)
    case .time: limit = .time(options.limits.timeout ?? 0)
    case .interrupted: limit = .interrupted(SearchInterruption.requested ?? 0)
    case .cancelled: limit = .cancelled
    }
  }

  /// Checks the clock, the graph's memory and interruptions every 256 expansions. The
  /// successors in flight are bounded apart (``ExpansionBudget``): counting them here
  /// would make where the store stops depend on how the batches were split, and so on
  /// `--jobs`.
  func checkBudgets() {
    expanded += 1
    guard expanded & 255 == 0 else { return }
    store.reservedBytes = (edges?.bytes ?? 0) + (reducedGraph?.bytes ?? 0)
    if store.bytesAllocated + store.reservedBytes > options.limits.maxMemory {
      limit = .memory(options.limits.maxMemory)
    }
    if let timeout = options.limits.timeout, timeoutElapsed > timeout { limit = .time(timeout) }
    if let signal = SearchInterruption.requested { limit = .interrupted(signal) }
    if options.cancellation?.isCancelled == true { limit = .cancelled }
    SearchProgress.publish(
      states: store.count, depth: deepest, bytes: store.bytesAllocated + (edges?.bytes ?? 0))
  }

  /// Counts a committed state in which more than one actor could move, and reviews the
  /// reduction after ``CheckOptions/partialOrderReview`` of them and again at each
  /// doubling. States where one actor alone can move are not counted: no ample set can
  /// reduce them, so a model that starts with a sequential phase is not judged on it.
  func noteContested() {
    contestedStates += 1
    guard contestedStates == nextReview else { return }
    reviewPartialOrder()
    nextReview = contestedStates < Int.max / 2 ? contestedStates * 2 : Int.max
  }

  /// Stops the partial-order reduction if fewer than one in 200 of the contested states
  /// committed so far were reduced, or their left-out successors that were not stored yet
  /// (at most the states the reduction saved) number fewer than one in 50 of them: from
  /// the next state on, every state is expanded whole.
  private func reviewPartialOrder() {
    guard let partialOrderSwitch = worker.partialOrderSwitch, partialOrderStoppedAt == nil,
      reducedStates * 200 < contestedStates || leftOutNew * 50 < contestedStates
    else { return }
    partialOrderStoppedAt = expanded
    partialOrderSwitch.turnOff()
  }

  /// Notes what the probes cost for one committed state, and stops them, from the next
  /// state on, once they have expanded more states than ``CheckOptions/arrivalProbeShare``
  /// per committed state, past the allowance. The probes run in commit order, so the
  /// stop falls at the same state for any `--jobs`.
  func reviewArrivalProbe(_ cost: Int) {
    guard arrivalProbeStoppedAt == nil, cost > 0 else { return }
    probeExpansions += cost
    guard
      probeExpansions
        > options.arrivalProbeAllowance + options.arrivalProbeShare * (expanded + 1)
    else { return }
    arrivalProbeStoppedAt = expanded + 1
    worker.partialOrderSwitch?.stopProbing()
  }

  /// The system words of stored state `index`, unpacked.
  func systemWords(_ index: Int) -> [UInt32] {
    // Not on the hot path (the workers read records in place): checked.
    precondition(index >= store.firstHeldRecord, "state \(index)'s record was freed")
    return codec.unpack(store.words(index))
  }
}
