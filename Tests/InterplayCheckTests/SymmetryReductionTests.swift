import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// Symmetry reduction over replicated actors: the reduced search stores one state per
/// orbit (counted here independently, from a plain search of the full graph and every
/// permutation of the group), finds the verdicts the full search finds, and reports
/// counterexamples as runs of the model itself.
@Suite struct SymmetryReductionTests {
  static let replicated = "Benchmarks/check/models/replicated/"

  static func result(
    _ path: String, reduction: Reduction, sequences: Bool = true, jobs: Int? = nil
  ) throws -> CheckResult {
    var options = CheckOptions(checksSequences: sequences, jobs: jobs)
    options.reduction = reduction
    let report = CheckDriver.check(paths: [path], options: CheckRunOptions(check: options))
    #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
    return try #require(report.results.first)
  }

  static func bundled(_ name: String) -> String {
    TestPaths.repositoryRoot.appendingPathComponent(replicated + name + ".ipl").path
  }

  /// Every state of the full graph, by a plain breadth-first search of the step function.
  static func allStates(_ system: CompiledSystem) -> Set<[UInt32]> {
    var seen: Set<[UInt32]> = [system.initialState(detail: .essential).0.words]
    var frontier = Array(seen)
    while let words = frontier.popLast() {
      let state = SystemState(words: words)
      for step in system.enabledSteps(in: state) {
        let next = system.apply(step, to: state, detail: .essential).0.words
        if seen.insert(next).inserted { frontier.append(next) }
      }
    }
    return seen
  }

  /// The number of orbits of `states` under the permutations of `families`' positions.
  static func orbits(
    _ states: Set<[UInt32]>, _ system: CompiledSystem, families: [String], size: Int,
    positions: [[Int]]
  ) throws -> Int {
    let members = families.map { name in
      (0..<size).map { index in
        system.model.actors.firstIndex { $0.path == "\(name)[\(index)]" }!
      }
    }
    let permutations = try positions.map { order in
      var map = Array(0..<system.actorCount)
      for family in members {
        for (position, target) in order.enumerated() { map[family[position]] = family[target] }
      }
      return try #require(system.permutation(actorMap: map))
    }
    var representatives: Set<[UInt32]> = []
    for words in states {
      let images = permutations.map { system.permute(words, by: $0) }
      representatives.insert(images.min { $0.lexicographicallyPrecedes($1) }!)
    }
    return representatives.count
  }

  static func allOrders(_ size: Int) -> [[Int]] {
    guard size > 1 else { return [[0]] }
    return allOrders(size - 1).flatMap { order in
      (0...order.count).map { slot in
        var longer = order
        longer.insert(size - 1, at: slot)
        return longer
      }
    }
  }

  @Test(arguments: [3, 4])
  func ringStoresExactlyOneStatePerRotationClass(_ size: Int) throws {
    let full = try Self.result(Self.bundled("ring_\(size)"), reduction: .none)
    // Symmetry alone: partial-order reduction on top would store fewer.
    let reduced = try Self.result(Self.bundled("ring_\(size)"), reduction: .sym)
    let states = Self.allStates(full.system)
    #expect(states.count == full.statistics.states)
    let rotations = (0..<size).map { shift in (0..<size).map { ($0 + shift) % size } }
    let orbits = try Self.orbits(
      states, full.system, families: ["Fork", "Phil"], size: size, positions: rotations)
    #expect(reduced.statistics.states == orbits)
    #expect(reduced.statistics.states < full.statistics.states)
    #expect(
      reduced.reduction.symmetry == "rotations of Fork[0...\(size - 1)], Phil[0...\(size - 1)]")
  }

  /// Interchangeable clients: the sort keeps at least one state per orbit and far fewer
  /// than the full graph.
  @Test(arguments: [3, 4])
  func interchangeableClientsAreSorted(_ size: Int) throws {
    let full = try Self.result(Self.bundled("mutex_\(size)"), reduction: .none)
    let reduced = try Self.result(Self.bundled("mutex_\(size)"), reduction: .sym)
    let orbits = try Self.orbits(
      Self.allStates(full.system), full.system, families: ["Client"], size: size,
      positions: Self.allOrders(size))
    #expect(reduced.reduction.symmetry == "permutations of Client[0...\(size - 1)]")
    #expect(orbits <= reduced.statistics.states)
    #expect(reduced.statistics.states * 4 < full.statistics.states)
    #expect(reduced.violations.isEmpty && full.violations.isEmpty)
  }

  /// The reduced search finds the full search's violations, with counterexamples of the
  /// same (shortest) length that replay as runs of the model.
  @Test(arguments: ["ring_3", "ring_4", "mutex_3", "philosophers_3", "leader_3"])
  func verdictsAgreeWithTheFullGraph(_ name: String) throws {
    let full = try Self.result(Self.bundled(name), reduction: .none)
    let reduced = try Self.result(Self.bundled(name), reduction: .all)
    func summary(_ result: CheckResult) -> [String] {
      result.violations.map { "\($0.check) \($0.name ?? "") \($0.counterexample.length)" }.sorted()
    }
    #expect(summary(reduced) == summary(full))
    #expect(reduced.coverage.map(\.name) == full.coverage.map(\.name))
    for violation in reduced.violations {
      let file = TraceFile(violation: violation, system: reduced.system, files: [])
      let replay = TraceReplay(system: reduced.system).replay(file)
      #expect(replay.isFaithful, "\(replay.mismatches) \(replay.stopped ?? "")")
    }
  }

  /// Every philosopher holding its left fork: the reduced counterexample is a run of the
  /// model, step by step, ending where no step is possible.
  @Test func ringDeadlockIsAConcreteRun() throws {
    let result = try Self.result(Self.bundled("ring_3"), reduction: .all)
    let violation = try #require(result.violations.first { $0.check == .deadlock })
    let run = violation.counterexample
    let system = result.system
    let state = try CounterexampleRun.replay(run, in: system)
    #expect(system.enabledSteps(in: state).isEmpty)
    for phil in 0..<3 {
      let actor = try #require(system.model.actors.firstIndex { $0.path == "Phil[\(phil)]" })
      let chart = try #require(system.model.actors[actor].chart)
      let waiting = try #require(chart.states.first { $0.name == "WaitSecond" }).id.rawValue
      let words = system.configurationWords(of: actor)
      #expect(state.words[words.lowerBound + waiting / 32] & (1 << UInt32(waiting % 32)) != 0)
    }
    #expect(violation.message.hasPrefix("deadlock: no step is possible while 'Fork["))
  }

  @Test func reductionIsTheSameForAnyNumberOfThreads() throws {
    let one = try Self.result(Self.bundled("ring_4"), reduction: .all, jobs: 1)
    let two = try Self.result(Self.bundled("ring_4"), reduction: .all, jobs: 2)
    #expect(one.statistics.states == two.statistics.states)
    #expect(one.statistics.transitions == two.statistics.transitions)
    #expect(
      one.violations.map(\.counterexample.records) == two.violations.map(\.counterexample.records))
  }

  /// An index used unevenly is named in the note that says why nothing was reduced.
  @Test func asymmetricReplicasSayWhy() throws {
    let philosophers = try Self.result(Self.bundled("philosophers_3"), reduction: .all)
    #expect(philosophers.reduction.symmetry == nil)
    #expect(
      philosophers.reduction.notes == [
        "no symmetry among Fork[0...2], Phil[0...2]: 'Phil[2]' is not 'Phil[1]' with its replicas renamed: it says 'requests Fork[0].request, Fork[2].request, Phil[2].request' where the renamed text says 'requests Fork[2].request, Fork[0].request, Phil[2].request'"
      ])
    let leader = try Self.result(Self.bundled("leader_3"), reduction: .all)
    #expect(leader.reduction.symmetry == nil)
    #expect(leader.reduction.notes.first?.contains("'Node[1]' is not 'Node[0]'") == true)
  }

  /// A declaration outside the replicas that names one of them breaks the symmetry; a
  /// model with sequences to prove keeps the full graph unless told not to prove them.
  @Test func namingOneReplicaOrProvingSequencesKeepsTheFullGraph() throws {
    let folder = TemporaryFolder()
    let source = try String(contentsOfFile: Self.bundled("ring_3"), encoding: .utf8)
    let invariant = folder.path + "/invariant.ipl"
    try (source + "invariant FirstNeverEats: !(Phil[0] in Eating)\n").write(
      toFile: invariant, atomically: true, encoding: .utf8)
    let named = try Self.result(invariant, reduction: .all)
    #expect(named.reduction.symmetry == nil)
    #expect(named.reduction.notes.first?.contains("names replicas one by one") == true)
    let sequence = folder.path + "/sequence.ipl"
    try (source + "sequence Starts {\n  Starter -> Phil[0]: go\n}\n").write(
      toFile: sequence, atomically: true, encoding: .utf8)
    let proved = try Self.result(sequence, reduction: .all)
    #expect(proved.reduction.symmetry == nil)
    #expect(
      proved.reduction.notes.first?.contains("sequences are not proved among orbit representatives")
        == true)
  }

  @Test func modelsWithoutReplicasAreNotTouched() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Semantics/12_parallel_entry_exit.ipl")
      .path
    let result = try Self.result(path, reduction: .all)
    #expect(result.reduction.symmetry == nil && result.reduction.symmetryOrder == 1)
    #expect(result.reduction.notes.isEmpty)
  }
}
