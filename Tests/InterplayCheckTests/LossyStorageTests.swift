import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// Hash compaction and bitstate hashing (`check --storage`): with room enough they
/// find exactly what an exact search finds, state for state and counterexample for
/// counterexample; with too little room they cover less, say how likely that is, and
/// still report only real violations.
@Suite struct LossyStorageTests {
  /// Every fixture of the checker and of the semantics, the paired benchmark models and
  /// the bundled mistakes: small enough to search three times each.
  static let models: [String] =
    (TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Check"))
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Semantics"))
    + TestPaths.iplFiles(under: TestPaths.repositoryRoot.appendingPathComponent("Diagrams/bad")))
    .map(\.path)
    + ["philosophers_4.ipl", "abp.ipl", "leader_5.ipl", "retransmit.ipl"].map(benchmark)

  /// The path of a model under `Benchmarks/check/models`.
  static func benchmark(_ name: String) -> String {
    TestPaths.repositoryRoot.appendingPathComponent("Benchmarks/check/models/" + name).path
  }

  /// One thread, the whole graph.
  static let unreduced: CheckOptions = {
    var options = CheckOptions(jobs: 1)
    options.reduction = .none
    return options
  }()

  static func results(_ path: String, _ options: CheckOptions) -> [CheckResult] {
    CheckDriver.check(paths: [path], options: CheckRunOptions(check: options)).results
  }

  static func options(_ storage: StateStorage, order: CheckOptions.SearchOrder = .bfs)
    -> CheckOptions
  {
    var options = CheckOptions(order: order, jobs: 2)
    // The exact search decides the sequences, which the lossy one cannot: their steps
    // are visible to the partial-order reduction in one and not in the other.
    options.reduction = .none
    options.storage = storage
    options.batchStates = 100
    options.minimumSharedStates = 1
    return options
  }

  /// What a lossy search must agree on with an exact one: the counts, and each violation
  /// that is not a liveness cycle or a sequence with its counterexample's steps.
  static func summary(_ result: CheckResult) -> [String] {
    let stats = result.statistics
    var lines = ["\(stats.states) states, \(stats.transitions) transitions, depth \(stats.depth)"]
    for violation in result.violations
    where violation.counterexample.loopStart == nil && violation.check != .sequence {
      lines.append("\(violation.check.rawValue) \(violation.name ?? "") \(violation.message)")
      lines += violation.counterexample.records.map {
        "  \($0.step.map(String.init(describing:)) ?? "-")"
      }
    }
    return lines
  }

  @Test(arguments: models, [StateStorage.compact, .bitstate(bytes: 64 << 20)])
  func withRoomEnoughALossySearchFindsWhatAnExactOneFinds(
    _ path: String, _ storage: StateStorage
  ) {
    let exact = Self.results(path, Self.options(.exact))
    let lossy = Self.results(path, Self.options(storage))
    #expect(exact.count == lossy.count)
    for (exactResult, lossyResult) in zip(exact, lossy) {
      #expect(Self.summary(lossyResult) == Self.summary(exactResult), "\(path)")
      #expect(lossyResult.coverage.isEmpty)
      let coverage = lossyResult.statistics.lossy
      #expect(coverage?.storage == storage.name)
      #expect((coverage?.missProbability ?? 1) < 0.01)
      // What a lossy search cannot decide it says it did not decide.
      let liveness = Set(MonitorProgram(system: lossyResult.system).liveness)
        .map { lossyResult.system.model.properties[$0].name }
      let violated = Set(lossyResult.violations.compactMap(\.name))
      for name in liveness where !violated.contains(name) {
        #expect(lossyResult.undecided.contains(name), "\(path): \(name)")
      }
      #expect(lossyResult.sequences.allSatisfy { $0.outcome == .undecided })
      if !lossyResult.undecided.isEmpty || !lossyResult.sequences.isEmpty {
        #expect(lossyResult.status != .clean)
      }
    }
  }

  /// A depth-first lossy search keeps every record (nothing is freed) and finds the
  /// same states.
  @Test func aDepthFirstLossySearchFindsTheSameStates() {
    let path = Self.models.first { $0.hasSuffix("philosophers_4.ipl") }!
    let exact = Self.results(path, Self.options(.exact, order: .dfs))
    let compact = Self.results(path, Self.options(.compact, order: .dfs))
    #expect(compact.map(\.statistics.states) == exact.map(\.statistics.states))
    #expect(compact.map(\.statistics.transitions) == exact.map(\.statistics.transitions))
  }

  /// A breadth-first lossy search frees the records it has expanded: hash compaction
  /// needs a fraction of the exact store's memory.
  @Test func compactionFreesExpandedRecords() throws {
    let path = Self.benchmark("philosophers_5.ipl")
    let exact = try #require(Self.results(path, CheckOptions(jobs: 1)).first)
    var options = CheckOptions(jobs: 1)
    options.storage = .compact
    let compact = try #require(Self.results(path, options).first)
    // A lossy store frees the records it expanded, so the cycle proviso is checked state
    // by state, not repaired at the end; and it cannot tell when a state it has seen was
    // stored, so every reduced state with an ample successor seen before is expanded in
    // full: a few more states than the exact search's (174,202 against 173,709).
    #expect(compact.statistics.states >= exact.statistics.states)
    #expect(compact.statistics.states <= exact.statistics.states + exact.statistics.states / 100)
    #expect(compact.statistics.storeBytes * 3 < exact.statistics.storeBytes)
    #expect(compact.statistics.bytesPerState < 40)
  }

  /// The records of a batch are freed only once the batch is committed: the commit's
  /// arrival probe (the partial-order reduction, on go-back-4) reads the words of the
  /// states it commits. Small chunks (a small budget) used to free them first and
  /// crash on reading freed memory.
  @Test(arguments: [StateStorage.compact, .bitstate(bytes: 256 << 10)])
  func aReducedLossySearchFreesRecordsOnlyOnceCommitted(_ storage: StateStorage) throws {
    let path = Self.benchmark("families/gbn_4.ipl")
    let whole = try #require(Self.results(path, Self.unreduced).first)
    let reduced = try #require(Self.results(path, CheckOptions(jobs: 1)).first)
    var options = CheckOptions(limits: CheckLimits(maxMemory: 3 << 20), jobs: 1)
    options.storage = storage
    let lossy = try #require(Self.results(path, options).first)
    #expect(lossy.limit == nil)
    #expect(reduced.statistics.states * 10 < whole.statistics.states)
    // Reduced, with the forward proviso a lossy search keeps: between the two.
    #expect(lossy.statistics.states >= reduced.statistics.states)
    #expect(lossy.statistics.states <= whole.statistics.states)
    #expect(lossy.violations.count == whole.violations.count)
  }

  /// A bit array too small for the model: fewer states, every one real, and an estimate
  /// that says the search very likely missed some; other seeds miss other states.
  @Test func aSmallBitArrayMissesStatesAndSaysSo() throws {
    let path = Self.benchmark("philosophers_5.ipl")
    // The whole graph both ways: an exact reduced search repairs its cycle proviso at the
    // end, a lossy one cannot, so their reduced graphs differ.
    let whole = Self.unreduced
    let exact = try #require(Self.results(path, whole).first)
    var counts: Set<Int> = []
    for seed in [UInt64(0), 1, 2] {
      var options = whole
      options.storage = .bitstate(bytes: 256 << 10)
      options.seed = seed
      let lossy = try #require(Self.results(path, options).first)
      let coverage = try #require(lossy.statistics.lossy)
      #expect(lossy.statistics.states < exact.statistics.states)
      #expect(coverage.bits == 1 << 21)
      #expect(coverage.expectedMissed > 10)
      #expect(coverage.missProbability > 0.99)
      // The estimate is of the right size: the states missed directly, without what
      // only they lead to, are fewer than all missed.
      let missed = Double(exact.statistics.states - lossy.statistics.states)
      #expect(coverage.expectedMissed < missed * 2 && coverage.expectedMissed > missed / 20)
      counts.insert(lossy.statistics.states)
    }
    #expect(counts.count > 1)
  }

  /// The store itself: a compacted state is found again by its fingerprint, without its
  /// number, and its parent link survives its record.
  @Test func aCompactStoreFindsStatesByFingerprint() {
    let store = StateStore(width: 3, byteBudget: 64 << 20, storage: .compact)
    let first: [UInt32] = [1, 2, 3]
    let second: [UInt32] = [1, 2, 4]
    func insert(_ words: [UInt32], parent: UInt32) -> StateStore.Insertion {
      words.withUnsafeBufferPointer { head in
        store.insert(
          head: head, tail: UnsafeBufferPointer(start: nil, count: 0), parent: parent, step: 7)
      }
    }
    guard case .inserted(0) = insert(first, parent: StateStore.none) else {
      Issue.record("the first state is stored as number 0")
      return
    }
    guard case .inserted(1) = insert(second, parent: 0) else {
      Issue.record("the second state is stored as number 1")
      return
    }
    guard case .found(-1) = insert(first, parent: 1) else {
      Issue.record("a state stored before is found, without its number")
      return
    }
    store.retire(below: 2)
    #expect(store.link(1) == (0, 7))
    #expect(store.count == 2)
  }
}
