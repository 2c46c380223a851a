import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// The SPIN oracles of `Benchmarks/check/`: each model's state count equals what
/// `spin -a` + `gcc -DSAFETY -DNOREDUCE` + `pan` reports as "states, stored" for its
/// Promela twin (same atomic steps, same queue bounds). The numbers below were produced
/// by `Benchmarks/check/compare.sh`, which runs both tools and checks they agree; the
/// larger models (philosophers 5 and 6) are compared by that script only, to keep the
/// test suite fast.
@Suite struct SpinOracleTests {
  static func model(_ name: String) -> String {
    TestPaths.repositoryRoot.appendingPathComponent("Benchmarks/check/models/\(name).ipl").path
  }

  /// Model, states stored by pan, transitions.
  static let oracles: [(String, Int)] = [
    ("philosophers_3", 1_325),
    ("philosophers_4", 15_352),
    ("leader_5", 175),
    ("abp", 4_892),
    ("retransmit", 121),
  ]

  @Test(arguments: oracles.map(\.0))
  func stateCountEqualsSpin(_ name: String) throws {
    let expected = try #require(Self.oracles.first { $0.0 == name }?.1)
    // pan's counts are unreduced (-DNOREDUCE): so is this search.
    var options = CheckOptions(checksSequences: false, reportsCoverage: false)
    options.reduction = .none
    let report = CheckDriver.check(
      paths: [Self.model(name)], options: CheckRunOptions(check: options))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    let result = try #require(report.results.first)
    #expect(result.statistics.states == expected)
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    #expect(result.isComplete)
  }

  /// The timer against SPIN's `timeout` (`Benchmarks/check/timeout.sh`): pan stores 121
  /// states and counts 141 transitions, stored plus matched, where the initial state,
  /// reached by none, is one of the stored. Interplay's 140 transitions are the steps
  /// explored; a timer fires only when nothing else can happen, or there would be more.
  @Test func theRetransmissionTimerMatchesSpinsTimeout() throws {
    let report = CheckDriver.check(
      paths: [Self.model("retransmit")],
      options: CheckRunOptions(check: CheckOptions(checksSequences: false, reportsCoverage: false)))
    let result = try #require(report.results.first)
    #expect(result.statistics.states == 121)
    #expect(result.statistics.transitions == 141 - 1)
  }

  /// The deadlocking ring (every philosopher takes its left fork first): pan stores
  /// 1,383 and 15,976 states for `ring_3.pml` and `ring_4.pml`, the same with its
  /// partial-order reduction as without (`Benchmarks/check/symmetry.sh`). So do the
  /// written-out twin and the replicated model searched whole; our partial-order
  /// reduction (1,350 and 15,932 states) and symmetry store fewer, and every search finds
  /// the deadlock.
  @Test(arguments: [(3, 1_383), (4, 15_976)])
  func ringMatchesSpinSearchedWhole(_ size: Int, _ expected: Int) throws {
    func check(_ path: String, _ reduction: Reduction) throws -> CheckResult {
      var options = CheckOptions(checksSequences: false, reportsCoverage: false)
      options.reduction = reduction
      let report = CheckDriver.check(paths: [path], options: CheckRunOptions(check: options))
      return try #require(report.results.first)
    }
    let replicated = Self.model("replicated/ring_\(size)")
    let written = try check(Self.model("ring_\(size)"), .none)
    let writtenReduced = try check(Self.model("ring_\(size)"), .all)
    let whole = try check(replicated, .none)
    let reduced = try check(replicated, .all)
    #expect(written.statistics.states == expected)
    #expect(writtenReduced.reduction.symmetry == nil)
    #expect(writtenReduced.statistics.states == [3: 1_350, 4: 15_976][size])
    #expect(whole.statistics.states == expected)
    #expect(reduced.statistics.states * (size - 1) < expected)
    for result in [written, writtenReduced, whole, reduced] {
      #expect(result.violations.map(\.check) == [.deadlock])
    }
  }

  @Test func breadthAndDepthFirstAgree() throws {
    // The oracle is pan's unreduced count, and the reduced graphs of the two orders differ.
    var options = CheckOptions(order: .dfs)
    options.reduction = .none
    let report = CheckDriver.check(
      paths: [Self.model("abp")], options: CheckRunOptions(check: options))
    #expect(report.results.first?.statistics.states == 4_892)
  }
}
