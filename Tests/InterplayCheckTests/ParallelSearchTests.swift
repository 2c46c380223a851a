import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// A breadth-first search with several threads numbers its states, counts its
/// transitions and reports its violations, counterexamples, coverage and limits exactly
/// as one thread does: the text report (timing left out) is the same, byte for byte.
@Suite struct ParallelSearchTests {
  /// Models whose levels are wide enough to be split between threads, with violations
  /// (the systems' mistakes and fixtures) and without.
  static let models: [String] =
    [
      "Benchmarks/check/models/philosophers_4.ipl", "Benchmarks/check/models/abp.ipl",
      "Benchmarks/check/models/leader_5.ipl", "Diagrams/WebURL/WebURL.ipl",
      "Diagrams/RunningLights/RunningLights.ipl",
      "Diagrams/bad/AccountApp/scope-popped-out-of-order.ipl",
      "Diagrams/bad/Calculator/divide-guard-after-divide.ipl",
      "Diagrams/bad/Playlist/update-during-refresh.ipl",
      "Diagrams/bad/WebURL/dismissal-without-pop.ipl",
    ]
    + ["patterns.ipl", "liveness_cycle.ipl", "coverage.ipl", "scope_inactive.ipl"].map {
      "Tests/Fixtures/Check/" + $0
    }

  /// Options that share and overlap batches even in small models: batches of 100 states,
  /// shared from the first part.
  static func small(jobs: Int, limits: CheckLimits = CheckLimits()) -> CheckOptions {
    var options = CheckOptions(limits: limits, jobs: jobs)
    options.batchStates = 100
    options.minimumSharedStates = 1
    return options
  }

  static func report(_ model: String, _ options: CheckOptions) -> String {
    let report = CheckDriver.check(
      paths: [TestPaths.repositoryRoot.appendingPathComponent(model).path],
      options: CheckRunOptions(check: options))
    return CheckTextRenderer(timing: false).render(report)
  }

  @Test(arguments: models)
  func threadsDoNotChangeTheResult(_ model: String) {
    let alone = Self.report(model, CheckOptions(jobs: 1))
    #expect(!alone.isEmpty)
    #expect(Self.report(model, CheckOptions(jobs: 3)) == alone)
    #expect(Self.report(model, Self.small(jobs: 3)) == alone)
  }

  /// Limits stop a parallel search at the same state as a sequential one.
  @Test(arguments: [
    CheckLimits(maxStates: 5_000), CheckLimits(maxDepth: 12), CheckLimits(maxMemory: 1 << 20),
  ])
  func limitsStopAtTheSameState(_ limits: CheckLimits) {
    let model = "Benchmarks/check/models/philosophers_4.ipl"
    let alone = Self.report(model, CheckOptions(limits: limits, jobs: 1))
    #expect(alone.contains("--max-"))
    #expect(Self.report(model, CheckOptions(limits: limits, jobs: 2)) == alone)
    #expect(Self.report(model, Self.small(jobs: 2, limits: limits)) == alone)
  }

  /// The split really happens: philosophers_4's widest levels are many parts wide, and a
  /// second thread expands some of them; with one job, one thread does everything.
  @Test(arguments: [1, 2])
  func wideLevelsAreSplit(_ jobs: Int) throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(
      "Benchmarks/check/models/philosophers_4.ipl"
    ).path
    let report = CheckDriver.check(
      paths: [path], options: CheckRunOptions(check: CheckOptions(jobs: jobs)))
    let result = try #require(report.results.first)
    #expect(result.statistics.states == 15_352)
    #expect(result.statistics.threads == jobs)
    #expect(CheckTextRenderer.summary(result).contains(" on 2 threads ") == (jobs == 2))
  }

  /// The stores themselves are equal: every state has the same number, words, parent and
  /// step, and the explored graphs the same edges, with small batches shared between
  /// three threads (each committed while the next is expanded) as with one thread.
  @Test(arguments: [
    "Benchmarks/check/models/philosophers_4.ipl", "Tests/Fixtures/Check/liveness_cycle.ipl",
  ])
  func storesAreIdentical(_ model: String) throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(model).path
    let system = try #require(CheckDriver.compile(paths: [path]).systems.first?.system)
    let alone = ModelChecker(system: system, options: CheckOptions(jobs: 1))
      .explore(keepsGraph: true)
    let shared = ModelChecker(system: system, options: Self.small(jobs: 3))
      .explore(keepsGraph: true)
    #expect(shared.store.count == alone.store.count)
    #expect(shared.transitions == alone.transitions)
    var differing = 0
    for index in 0..<min(alone.store.count, shared.store.count) {
      let width = alone.store.width
      let same =
        (0..<width).allSatisfy { alone.store.words(index)[$0] == shared.store.words(index)[$0] }
        && alone.store.link(index) == shared.store.link(index)
        && alone.edges!.edges(of: index).map { alone.edges!.edge($0).target }
          == shared.edges!.edges(of: index).map { shared.edges!.edge($0).target }
      if !same { differing += 1 }
    }
    #expect(differing == 0)
  }
}
