import InterplayModel
import InterplayRuntime

/// The model checker: explores every reachable state of a compiled system through the
/// runtime's step function, and proves the built-in checks, the invariants, the pattern
/// properties and the sequence claims, or returns a counterexample for each that fails.
///
/// ```swift
/// let result = ModelChecker(system: system).run()
/// for violation in result.violations { print(violation.message) }
/// ```
///
/// The search is breadth-first unless ``CheckOptions/order`` says otherwise, so every
/// safety counterexample is a shortest one; under partial-order reduction it is a
/// shortest one of the reduced graph, with the steps the violation does not need
/// dropped (``CounterexampleShortener``). See `docs/Checking.md` for the definitions.
public struct ModelChecker: Sendable {
  /// The system to check.
  public let system: CompiledSystem
  /// How to search.
  public var options: CheckOptions

  /// Creates a checker.
  public init(system: CompiledSystem, options: CheckOptions = CheckOptions()) {
    self.system = system
    self.options = options
  }

  /// Runs every check.
  public func run() -> CheckResult { run(observer: nil).result }

  /// Runs every check with `observer` watching each step of the search: the result,
  /// with ``CheckResult/observerAnswer`` when a step answered the observer's question,
  /// and the observer's copies folded into one. The search is not reduced (see
  /// ``SearchObserver``) and decides the sequences on the graph it explores.
  public func run<Observer: SearchObserver>(observing observer: Observer) -> (
    CheckResult, Observer
  ) {
    var checker = self
    checker.options.reduction = .none
    checker.options.stopsWhenSequencesDecided = false
    let (result, watched) = checker.run(observer: observer)
    // The search's own copy, if it ran at all (a model whose initialization stops the
    // search expands nothing).
    return (result, watched as? Observer ?? observer)
  }

  private func run(observer: (any SearchObserver)?) -> (
    result: CheckResult, observer: (any SearchObserver)?
  ) {
    let model = system.model
    let livenessCount = MonitorProgram.livenessCount(of: model)
    let lossy = options.storage.isLossy
    // A lossy search keeps no graph, so it decides neither the sequences nor liveness
    // cycles: those are left undecided.
    let claims = lossy ? nil : claimObserver()
    if options.stopsWhenSequencesDecided, let claims, let decided = directedResult(claims) {
      return (decided, nil)
    }
    var (symmetry, reduction) = symmetry(
      livenessCount: livenessCount, observesClaims: claims != nil)
    let (partialOrder, orderNotes) = partialOrder(
      livenessCount: livenessCount)
    reduction.notes += orderNotes
    // What a claim observes is never reduced: the possible sequences are decided first.
    var observed = claims
    var decidedAhead: [Int: SequenceVerdict] = [:]
    if partialOrder != nil, !options.stopsWhenSequencesDecided, let claims {
      (decidedAhead, observed) = self.decidedAhead(claims)
    }
    let explorer = explore(
      keepsGraph: livenessCount > 0 && options.decidesProperties,
      components: SearchComponents(
        claims: observed, symmetry: symmetry, partialOrder: partialOrder, observer: observer),
      answered: answeredCheck(observed))
    var builder = CounterexampleBuilder(
      system: system, store: explorer.store, ways: explorer.ways, symmetry: symmetry)
    if partialOrder != nil {
      builder.shortener = CounterexampleShortener(system: system, invariants: explorer.invariants)
    }
    var violations = explorer.log.findings.map { violation(for: $0, builder) }
    if livenessCount > 0, options.decidesProperties, explorer.limit == nil,
      !explorer.stoppedAnswered,
      let edges = explorer.edges
    {
      violations += cycles(explorer, edges, builder)
    }
    var undecided: [String] = []
    let violated = Set(violations.compactMap(\.name))
    // A search stopped at a limit or at its answer, or a lossy one, proves nothing it did
    // not refute.
    if explorer.limit != nil || explorer.stoppedAnswered || lossy || !options.decidesProperties {
      undecided = (model.invariants.map(\.name) + model.properties.map(\.name)).filter {
        !violated.contains($0)
      }
    }
    let statistics = CheckStatistics(
      states: explorer.store.count, transitions: explorer.transitions, depth: explorer.maxDepth,
      seconds: explorer.seconds, stateWords: explorer.systemWidth + explorer.program.width,
      packedStateBytes: explorer.store.width * 4,
      bytesPerState: explorer.store.bytesPerState,
      storeBytes: explorer.store.bytesAllocated + (explorer.edges?.bytes ?? 0),
      peakMemoryBytes: PeakMemory.bytes(), threads: explorer.threads,
      lossy: explorer.store.lossyCoverage)
    var sequences: [SequenceVerdict] = []
    if lossy, options.checksSequences {
      sequences = system.model.sequences.filter {
        options.sequences.map(Set.init)?.contains($0.name) ?? true
      }.map {
        SequenceVerdict(
          name: $0.name, isForbidden: $0.isForbidden, outcome: .undecided, range: $0.nameRange,
          witnesses: [], states: 0)
      }
    }
    if let claims {
      var searched = (observed.map { sequenceVerdicts($0, explorer) } ?? []).makeIterator()
      for number in claims.claims.indices {
        if let verdict = decidedAhead[number] {
          sequences.append(verdict)
        } else if let (verdict, violation) = searched.next() {
          sequences.append(verdict)
          if let violation { violations.append(violation) }
        }
      }
    }
    let covers =
      options.reportsCoverage && model.isEnabled(.coverage) && explorer.limit == nil
      && !explorer.stoppedAnswered && !lossy
    if partialOrder != nil {
      reduction.partialOrder = true
      reduction.ampleStates = explorer.reducedStates
      reduction.partialOrderStoppedAt = explorer.partialOrderStoppedAt
    }
    var result = CheckResult(
      system: system, options: options, statistics: statistics, violations: violations,
      sequences: sequences, coverage: covers ? gaps(explorer.coverage) : [],
      limit: explorer.limit, undecided: undecided)
    if covers { result.coverageCounts = counts(explorer.coverage) }
    result.stoppedEarly = explorer.stoppedAnswered
    result.reduction = reduction
    if let (state, step) = explorer.observerAnswer {
      result.observerAnswer = builder.replay(builder.path(to: state) + [step])
    }
    return (result, explorer.observer)
  }

  /// The lasso counterexamples of liveness properties not already violated at an end.
  private func cycles(_ explorer: Explorer, _ edges: EdgeStore, _ builder: CounterexampleBuilder)
    -> [Violation]
  {
    var result: [Violation] = []
    let program = explorer.program
    let width = explorer.monitorBase
    for (bit, pattern) in program.liveness.enumerated() where bit < 64 {
      let property = system.model.properties[pattern]
      guard !explorer.log.contains(.pendingAtEnd(pattern)),
        !explorer.log.contains(.pattern(pattern))
      else { continue }
      let analysis = LivenessAnalysis(
        edges: edges, stateCount: explorer.store.count, actorCount: system.actorCount,
        pending: { program.patterns[pattern].isPending(explorer.store.words($0)[width + pattern]) },
        bit: 1 << UInt64(bit))
      guard let (entry, cycle) = analysis.findLasso() else { continue }
      let prefix = builder.path(to: entry)
      let run = builder.replay(prefix + cycle.map(\.step), loopStart: prefix.steps.count + 1)
      result.append(
        Violation(
          check: .property, name: property.name,
          message:
            "property '\(property.name)' (\(PropertyText.pattern(property, in: system.model))) is violated: the run cycles forever and \(PropertyText.obligation(property, in: system.model))",
          range: property.nameRange, counterexample: run))
    }
    return result
  }
}

extension ModelChecker {
  /// Runs the main search, again with a wider codec whenever a state word exceeded the
  /// width its layout bound promised.
  func explore(
    keepsGraph: Bool, components: SearchComponents = SearchComponents(),
    codec start: StateCodec? = nil, answered: ((Explorer, Int) -> Bool)? = nil
  ) -> Explorer {
    var codec = start ?? StateCodec(system: system)
    while true {
      let explorer = Explorer(
        system: system, options: options, keepsGraph: keepsGraph, codec: codec,
        components: components)
      explorer.answered = answered
      explorer.run()
      guard let word = explorer.codecOverflow else { return explorer }
      codec = codec.widening(word)
    }
  }
}

extension MonitorProgram {
  /// How many properties of a model are liveness properties.
  static func livenessCount(of model: Model) -> Int {
    model.properties.filter { property in
      switch (property.pattern, property.scope) {
      case (.existence, .globally), (.existence, .after), (.existence, .afterUntil),
        (.response, .globally), (.response, .after), (.response, .afterUntil):
        true
      default: false
      }
    }.count
  }
}
