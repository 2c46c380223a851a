import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Limits are results: the search stops cleanly with partial statistics (exit 2). Tried on
/// the 3 philosophers (1,294 states under the default reduction, 23 levels deep; 1,324
/// with a depth bound, under which the cycle proviso is checked state by state).
@Suite struct LimitTests {
  static func check(_ limits: CheckLimits, order: CheckOptions.SearchOrder = .bfs) throws
    -> CheckResult
  {
    let report = CheckDriver.check(
      paths: [SpinOracleTests.model("philosophers_3")],
      options: CheckRunOptions(check: CheckOptions(order: order, limits: limits)))
    return try #require(report.results.first)
  }

  @Test func maxStates() throws {
    let result = try Self.check(CheckLimits(maxStates: 100))
    #expect(result.limit == .states(100))
    #expect(result.statistics.states == 100)
    #expect(result.statistics.transitions > 0)
    #expect(result.status == .incomplete)
  }

  @Test func maxStatesEqualToTheStateCountIsComplete() throws {
    let result = try Self.check(CheckLimits(maxStates: 1294))
    #expect(result.limit == nil)
    #expect(result.statistics.states == 1294)
  }

  @Test func maxDepth() throws {
    let result = try Self.check(CheckLimits(maxDepth: 5))
    #expect(result.limit == .depth(5))
    #expect(result.statistics.depth == 5)
    #expect(result.statistics.states < 1324)
    // Depth 23 is the deepest level: the states there only lead back to stored ones.
    let deep = try Self.check(CheckLimits(maxDepth: 23))
    #expect(deep.limit == nil)
    #expect(deep.statistics.states == 1324)
    #expect(try Self.check(CheckLimits(maxDepth: 22)).limit == .depth(22))
  }

  @Test func maxMemory() throws {
    let result = try Self.check(CheckLimits(maxMemory: 64 << 10))
    #expect(result.limit == .memory(64 << 10))
    #expect(result.statistics.states > 100)
    #expect(result.statistics.storeBytes <= 64 << 10)
  }

  @Test func timeout() throws {
    let result = try Self.check(CheckLimits(timeout: 1e-9))
    #expect(result.limit == .time(1e-9))
    #expect(result.statistics.states < 1324)
  }

  @Test func depthFirstFindsTheSameStates() throws {
    let result = try Self.check(CheckLimits(), order: .dfs)
    #expect(result.limit == nil)
    // The reduced graph depends on the order of the search (which ample successors are
    // met first decides the cycle proviso): depth-first keeps one state more here.
    #expect(result.statistics.states == 1325)
    #expect(result.statistics.depth > 23, "depth-first paths are longer than the BFS levels")
  }

  @Test func depthFirstCounterexamplesAreRealRuns() throws {
    let result = try CheckFixture.check("assertion.ipl", options: CheckOptions(order: .dfs))
    let violation = try CheckFixture.violation(result, .assertions)
    #expect(violation.counterexample.length >= 6)
    #expect(violation.counterexample.records.last?.faults.isEmpty == false)
  }

  @Test func budgetsOverrideTheModel() throws {
    let small = try CheckFixture.check("assertion.ipl", budgets: ["Clock": 2])
    #expect(small.violations.isEmpty)
    let report = CheckDriver.check(
      paths: [CheckFixture.path("assertion.ipl")],
      options: CheckRunOptions(budgets: ["Nobody": 1]))
    #expect(
      report.usageError == "no stub named 'Nobody' (a budget applies to an actor without states)")
    #expect(report.status == .usage)
  }

  @Test func defaultBudgetAppliesToStubsWithoutOne() throws {
    // Budget b: after k ticks emitted, 0...k of them still queued: 1 + 2 + ... + (b + 1).
    #expect(
      try CheckFixture.check("default_budget.ipl", options: CheckFixture.unreduced).statistics
        .states == 6)
    for (budget, states) in [(1, 3), (4, 15)] {
      var compile = CompileOptions()
      compile.defaultBudget = budget
      let report = CheckDriver.check(
        paths: [CheckFixture.path("default_budget.ipl")],
        options: CheckRunOptions(check: CheckFixture.unreduced, compile: compile))
      #expect(report.results.first?.statistics.states == states)
    }
  }
}

/// The 10^8-state model of `Benchmarks/check/` stops cleanly at a memory bound; with small
/// budgets its state count is the formula in the model's comment.
@Suite struct LargeModelTests {
  static let path = TestPaths.repositoryRoot.appendingPathComponent(
    "Benchmarks/check/models/counters_1e8.ipl"
  ).path

  @Test func stopsAtTheMemoryBoundWithPartialStatistics() throws {
    let report = CheckDriver.check(
      paths: [Self.path],
      options: CheckRunOptions(check: CheckOptions(limits: CheckLimits(maxMemory: 1 << 20))))
    let result = try #require(report.results.first)
    #expect(result.limit == .memory(1 << 20))
    #expect(report.status == .incomplete)
    #expect(result.statistics.states > 5_000)
    #expect(result.statistics.storeBytes <= 1 << 20)
  }

  @Test(arguments: [1, 3, 9])
  func stateCountMatchesTheFormula(_ budget: Int) throws {
    let report = CheckDriver.check(
      paths: [Self.path],
      options: CheckRunOptions(
        check: CheckFixture.unreduced, budgets: ["ClockA": budget, "ClockB": budget]))
    let perPair = 1 + budget * (budget + 1)
    #expect(report.results.first?.statistics.states == perPair * perPair)
  }
}
