import InterplayRuntime

/// Decides one resolution of a claim by searching toward its witness: for each of its
/// alternatives, the explorer's breadth-first search of the product of the system with
/// the alternative's progress (``ClaimDirection``), keeping only the runs whose steps so
/// far plus the steps they still need (``ClaimDistance``) fit a bound.
///
/// The bound starts at the steps the least demanding alternative needs and grows by a
/// slack while a round ends without a witness: each round about doubles the nodes of the
/// last (see ``slack(after:previous:)``), so all rounds together cost about twice the
/// last. Within a round the bound is consistent, so every node of the breadth-first
/// search's witness is kept, and so is the breadth-first parent of every kept node, in
/// the same order: the first witness a round finds is the one the whole unreduced search
/// finds (the shortest, ties to the way and then the step listed first). A round that
/// left nothing out was the whole search, and proves there is none.
///
/// The search takes no reduction: partial-order reduction keeps a different shortest
/// witness, and symmetry is off wherever sequences are decided.
struct DirectedClaimSearch {
  /// The checker whose system is searched, with the options of a directed search.
  let checker: ModelChecker
  let observer: ClaimObserver
  let distance: ClaimDistance
  /// The static half of the look-ahead that drops dead ends (see ``ClaimFuture``), or
  /// nil when the model's tables are too large.
  let futureTables: FutureTables?

  /// How a directed search ended.
  enum Outcome {
    /// The witness of the whole search, and the alternative it matches.
    case witnessed(RunPath, alternative: Int)
    /// No run of the model matches any of the alternatives.
    case impossible
    /// A limit stopped it, or it stopped paying off (see ``run(_:participant:givesUp:)``).
    case undecided
  }

  /// The directed search of `checker`'s system for its claims.
  init(checker: ModelChecker, observer: ClaimObserver, distance: ClaimDistance) {
    var options = checker.options
    options.reduction = .none
    options.decidesProperties = false
    options.storage = .exact
    options.stopsAtFirstViolation = false
    options.stopsWhenSequencesDecided = false
    options.reportsCoverage = false
    options.order = .bfs
    self.checker = ModelChecker(system: checker.system, options: options)
    self.observer = observer
    self.distance = distance
    futureTables = FutureTables.build(checker.system)
  }

  /// What the rounds of a search cost together.
  struct Effort {
    /// Product nodes stored and successors made, over all rounds.
    var states = 0
    var transitions = 0
    /// The deepest level a round reached.
    var depth = 0
    var seconds = 0.0

    /// Counts what one search of a round cost.
    mutating func add(_ explorer: Explorer) {
      states += explorer.store.count
      transitions += explorer.transitions
      depth = max(depth, explorer.maxDepth)
      seconds += explorer.seconds
    }

    /// Counts what other rounds cost.
    mutating func add(_ other: Effort) {
      states += other.states
      transitions += other.transitions
      depth = max(depth, other.depth)
      seconds += other.seconds
    }
  }

  /// One alternative of a resolution: its items, as the observer numbers its symbols,
  /// and as atoms.
  struct Alternative {
    let symbols: [Int]
    let atoms: [SequenceClaim.Atom]
  }

  /// Searches for the shortest run matching any of `alternatives` (ties to the
  /// alternative listed first: the rule of ``ClaimSearch/shortestWitness(of:participant:)``),
  /// with `participant` the strict claim's participant symbol or -1; also returns what
  /// all its rounds cost.
  ///
  /// Every round has one bound for all the alternatives, so a round that finds a witness
  /// of `n` steps has shown that no alternative searched before it has one of `n` steps
  /// or fewer; those after it are then searched for one of `n - 1` steps at most. An
  /// alternative whose round left nothing out is impossible and is dropped; when every
  /// one is, so is the resolution. With `givesUp`, it stops (undecided) after a round of
  /// at least ``minimumTelling`` nodes whose bound left out fewer successors than an
  /// eighth of them: the next rounds would cost about what the whole search costs.
  func run(_ alternatives: [Alternative], participant: Int, givesUp: Bool)
    -> (Outcome, Effort)
  {
    var live = alternatives.indices.map {
      (index: $0, remaining: distance.remaining(alternatives[$0].atoms))
    }
    var effort = Effort()
    guard let least = live.map({ $0.remaining[0] }).min() else { return (.impossible, effort) }
    var slack = 0
    var previous: (slack: Int, stored: Int)?
    while true {
      let (sum, overflow) = least.addingReportingOverflow(slack)
      let bound = overflow ? Int.max : sum
      var best: (alternative: Int, path: RunPath)?
      var stored = 0
      var pruned = 0
      var impossible: Set<Int> = []
      for (index, remaining) in live {
        let limit = best.map { $0.path.steps.count - 1 } ?? bound
        guard remaining[0] <= limit else {
          pruned += 1
          continue
        }
        let direction = ClaimDirection(
          symbols: alternatives[index].symbols, participant: participant,
          remaining: remaining, bound: limit)
        let explorer = checker.explore(
          keepsGraph: false, components: SearchComponents(claims: observer, direction: direction))
        effort.add(explorer)
        stored += explorer.store.count
        pruned += explorer.prunedSuccessors
        if let (parent, step) = explorer.directedWitness {
          let builder = CounterexampleBuilder(
            system: checker.system, store: explorer.store, ways: explorer.ways)
          let path =
            parent < 0
            ? RunPath(start: builder.way(step), steps: []) : builder.path(to: parent) + [step]
          best = (index, path)
          continue
        }
        if explorer.limit != nil { return (.undecided, effort) }
        if explorer.prunedSuccessors == 0, best == nil { impossible.insert(index) }
      }
      if let best { return (.witnessed(best.path, alternative: best.alternative), effort) }
      live.removeAll { impossible.contains($0.index) }
      if live.isEmpty { return (.impossible, effort) }
      // A small round says little about the growth, and costs nothing beside a whole
      // search: only rounds of at least `minimumTelling` nodes may give up.
      if givesUp, stored >= Self.minimumTelling, pruned < stored / 8 {
        return (.undecided, effort)
      }
      let round = (slack: slack, stored: stored)
      slack = Self.slack(after: round, previous: previous)
      previous = round
    }
  }

  /// Whether no alternative has a witness, decided by one search of each alternative's
  /// whole product in which the nodes whose next item can never come are dead ends
  /// (``ClaimFuture``); nil when a limit, or ``impossibilityBudget`` nodes, stopped it,
  /// or when a witness exists (which ``run(_:participant:givesUp:)`` then finds by its
  /// own rule). This is how a forbidden sequence is shown impossible without the whole
  /// graph: the cut leaves the states from which its items could still come.
  func isImpossible(_ alternatives: [Alternative], participant: Int) -> (Bool?, Effort) {
    var effort = Effort()
    var bounded = checker
    bounded.options.limits.maxStates = min(
      checker.options.limits.maxStates ?? Int.max, Self.impossibilityBudget)
    for alternative in alternatives {
      guard
        let future = ClaimFuture(
          atoms: alternative.atoms, tables: futureTables, system: checker.system)
      else { return (nil, effort) }
      var direction = ClaimDirection(
        symbols: alternative.symbols, participant: participant,
        remaining: Array(repeating: 0, count: alternative.atoms.count + 1), bound: Int.max)
      direction.future = future
      let explorer = bounded.explore(
        keepsGraph: false, components: SearchComponents(claims: observer, direction: direction))
      effort.add(explorer)
      if explorer.directedWitness != nil || explorer.limit != nil { return (nil, effort) }
    }
    return (true, effort)
  }

  /// The most product nodes ``isImpossible(_:participant:)`` stores per alternative
  /// before it leaves the question to the whole search: where the cut finds few dead
  /// ends, the unreduced product would cost more than the reduced whole graph.
  static let impossibilityBudget = 100_000

  /// The fewest nodes a round must store before its pruning can make the search give up.
  static let minimumTelling = 4096

  /// The slack of the round after `round`: the one whose nodes, growing at the rate per
  /// unit of slack the last two rounds showed, are about twice `round`'s; one more at
  /// least, and double when no rate is known yet or the growth is too slow to tell.
  static func slack(
    after round: (slack: Int, stored: Int), previous: (slack: Int, stored: Int)?
  ) -> Int {
    let capped = min(round.slack, Int.max / 4)
    guard let previous, round.stored > previous.stored, round.slack > previous.slack,
      previous.stored > 0
    else { return capped + max(1, capped) }
    // The smallest step s with ratio^s >= 2^gap, where ratio^(1/gap) is the growth per
    // unit: the round whose nodes are about twice this one's.
    let ratio = Double(round.stored) / Double(previous.stored)
    let target = Double(1 << min(round.slack - previous.slack, 60))
    var projected = 1.0
    var step = 0
    while projected < target, step < min(capped, 64) {
      projected *= ratio
      step += 1
    }
    // Growth too slow to double within the slack so far: double the slack.
    return capped + (projected < target ? max(1, capped) : max(1, step))
  }
}
