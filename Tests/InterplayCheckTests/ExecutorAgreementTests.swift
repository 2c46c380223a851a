import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// The executor and the checker share one step function: 1,000 random executor runs of
/// every bundled model are paths of the graph the checker explored.
///
/// A run is the executor's own deterministic schedule (global send order) for modelled
/// actors and for stubs taking what needs no answer, interleaved with a random
/// environment: stub replies (any value) and spontaneous stub emits and sends, chosen
/// with a seeded generator among what the stubs may do. Every step must be an edge of
/// the explored graph from the state the run is in, and must lead to a stored state equal
/// to the executor's. (Without an optimized engine the heavy models, see ``DiagramsCheckTests``, are
/// left out.) Both with the step function's fast paths on and off.
@Suite struct ExecutorAgreementTests {
  static let runs = 1_000
  static let maxSteps = 200

  @Test(arguments: DiagramsCheckTests.models, FastPaths.allCases)
  func randomExecutorRunsArePathsOfTheExploredGraph(_ model: String, _ fastPaths: FastPaths)
    throws
  {
    if DiagramsCheckTests.boundsHeavyModels, DiagramsCheckTests.heavy.contains(model) { return }
    try Self.expectRunsInGraph(
      TestPaths.repositoryRoot.appendingPathComponent(model).path, fastPaths, runs: Self.runs)
  }

  /// The semantics fixtures (forks, joins, choices, `choose`, timers, ...): 100 runs each.
  static let fixtures = TestPaths.iplFiles(
    under: TestPaths.fixtures.appendingPathComponent("Semantics")
  ).map(\.path)

  @Test(arguments: fixtures, FastPaths.allCases)
  func randomExecutorRunsOfTheSemanticsFixturesArePathsOfTheGraph(
    _ path: String, _ fastPaths: FastPaths
  ) throws {
    try Self.expectRunsInGraph(path, fastPaths, runs: 100)
  }

  /// `runs` random executor runs of the model at `path`, each step an edge of the graph.
  static func expectRunsInGraph(_ path: String, _ fastPaths: FastPaths, runs: Int) throws {
    let compiled = CheckDriver.compile(
      paths: [path], options: CheckRunOptions(compile: fastPaths.options))
    #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
    for (system, _) in compiled.systems {
      let graph = ModelChecker(system: system).exploreGraph()
      #expect(graph.limit == nil)
      var random = SplitMix64(seed: 0x1_2345)
      var totalSteps = 0
      for _ in 0..<runs {
        var executor = Executor(system: system, detail: .essential, keepsTrace: true)
        var node = 0
        #expect(graph.state(node) == executor.state)
        for _ in 0..<Self.maxSteps {
          let environment = system.enabledSteps(in: executor.state).filter {
            switch $0 {
            case .stubTake(_, _, let reply): reply != nil
            case .stubEmit, .stubSend: true
            case .take, .eventless, .timeout: false
            }
          }
          var records: [StepRecord]
          if !environment.isEmpty, random.next() % 3 == 0 {
            records = [executor.apply(environment[Int(random.next() % UInt64(environment.count))])]
          } else {
            records = (executor.scheduled() ?? []).map { executor.apply($0) }
            if records.isEmpty {
              guard !environment.isEmpty else { break }
              records = [
                executor.apply(environment[Int(random.next() % UInt64(environment.count))])
              ]
            }
          }
          let states = executor.traceStates.suffix(records.count)
          for (record, state) in zip(records, states) {
            let step = try #require(record.step)
            let next = try #require(
              graph.successor(of: node, by: step), "\(step) is not an edge of the explored graph")
            #expect(graph.state(next) == state)
            node = next
            totalSteps += 1
          }
        }
      }
      #expect(totalSteps > runs, "the runs must take steps")
    }
  }
}

/// A small seeded generator (SplitMix64), so the random runs are the same every time.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
