import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Liveness properties under partial-order reduction: the reduced graph keeps a weakly
/// fair cycle for every one of the full graph, and every lasso it reports is a fair run
/// of the model, judged by the step function rather than by the stored edges.
@Suite struct PartialOrderLivenessTests {
  /// Whether a lasso is weakly fair to every actor: each one moves on the cycle, or some
  /// state on the cycle offers it no step (asked of the step function).
  static func isWeaklyFair(_ run: Counterexample, in system: CompiledSystem) throws -> Bool {
    let start = try #require(run.loopStart)
    let cycle = start..<run.records.count
    for actor in 0..<system.actorCount {
      let moves = cycle.contains { run.records[$0].step?.actor == actor }
      let rests = cycle.contains { index in
        !system.enabledSteps(in: run.states[index - 1]).contains { $0.actor == actor }
      }
      if !moves && !rests { return false }
    }
    return true
  }

  /// A lasso's cycle ends where it began.
  static func closes(_ run: Counterexample) throws -> Bool {
    let start = try #require(run.loopStart)
    return run.states.last == run.states[start - 1]
  }

  static func checkLassos(_ result: CheckResult) throws {
    for violation in result.violations where violation.counterexample.loopStart != nil {
      let run = violation.counterexample
      _ = try CounterexampleRun.replay(run, in: result.system)
      #expect(try Self.closes(run), "\(violation.message)")
      #expect(try Self.isWeaklyFair(run, in: result.system), "\(violation.message)")
    }
  }

  /// The message of each violation: a liveness verdict names its property and says
  /// whether the run cycles or ends.
  static func messages(_ result: CheckResult) -> [String] {
    result.violations.map {
      "\($0.check) \($0.name ?? "") \($0.check == .deadlock ? "" : $0.message)"
    }
    .sorted()
  }

  /// With `servingStubs`, the stubs serve requests as well as emit, and their takes or
  /// emits alone may be ample: the actors a reduced state leaves out then include such a
  /// stub, for the fairness of the lassos.
  @Test(arguments: [false, true], 0..<100)
  func randomNetworksWithLivenessGetTheFullVerdicts(servingStubs: Bool, seed: Int) throws {
    let network = RandomNetwork(seed: UInt64(seed), servingStubs: servingStubs)
    let path = network.written(
      name: "\(servingStubs ? "LiveServed" : "Live")\(seed)", withLiveness: true)
    let full = try PartialOrderReductionTests.result(path, reduction: .none, maxStates: 200_000)
    guard full.isComplete else { return }
    let reduced = try PartialOrderReductionTests.result(path, reduction: .por, maxStates: 200_000)
    try #require(reduced.isComplete)
    #expect(Self.messages(reduced) == Self.messages(full))
    try Self.checkLassos(full)
    try Self.checkLassos(reduced)
    PartialOrderReductionTests.expectFaithfulReplays(reduced)
  }

  /// The liveness networks exercise the reduction: many have liveness properties, are
  /// reduced, and some of those have lassos.
  @Test func livenessNetworksAreReducedAndSomeCycle() throws {
    var reduced = 0
    var lassos = 0
    var fullLassos = 0
    var violated = 0
    let folder = TemporaryFolder()
    for seed in 0..<100 {
      var network = RandomNetwork(seed: UInt64(seed))
      let path = folder.path + "/live\(seed).ipl"
      let text = network.text(name: "Live\(seed)", withLiveness: true)
      guard text.contains("responds to") || text.contains("eventually") else { continue }
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let result = try PartialOrderReductionTests.result(path, reduction: .por, maxStates: 200_000)
      let full = try PartialOrderReductionTests.result(path, reduction: .none, maxStates: 200_000)
      if full.violations.contains(where: { $0.counterexample.loopStart != nil }) { fullLassos += 1 }
      if !full.violations.isEmpty { violated += 1 }
      guard result.reduction.ampleStates > 0 else { continue }
      reduced += 1
      if result.violations.contains(where: { $0.counterexample.loopStart != nil }) { lassos += 1 }
    }
    #expect(reduced >= 40)
    #expect(
      lassos >= 15, "reduced \(reduced), lassos \(lassos), full \(fullLassos), violated \(violated)"
    )
  }

  /// A rally that never answers the bell, beside workers nobody watches: the lasso is
  /// found in the reduced graph too, and it is fair.
  @Test func theRallyCyclesUnderTheReduction() throws {
    let path = CheckFixture.path("por_liveness.ipl")
    let full = try PartialOrderReductionTests.result(path, reduction: .none)
    let reduced = try PartialOrderReductionTests.result(path, reduction: .por)
    #expect(reduced.reduction.partialOrder)
    #expect(reduced.reduction.notes.isEmpty)
    #expect(reduced.reduction.ampleStates > 0)
    #expect(reduced.statistics.states < full.statistics.states)
    #expect(Self.messages(reduced) == Self.messages(full))
    #expect(
      reduced.violations.contains { $0.name == "Answered" && $0.counterexample.loopStart != nil })
    try Self.checkLassos(reduced)
  }

  /// The bundled models small enough for a debug build, checked as `check` runs them by
  /// default (coverage, sequences, liveness) and with `--reduce none`: the same
  /// violations, sequence verdicts and coverage gaps, and every witness replays. (The
  /// AccountApp and the Calculator, millions of states, are compared by
  /// `Benchmarks/check/bundled.sh` in a release build; their broken variants are in
  /// the sweep.)
  @Test(arguments: [
    "Blackbird", "LocationButton", "Playlist", "RunningLights", "TodoCore", "WebURL",
  ])
  func bundledModelsGetTheFullVerdictsByDefault(_ name: String) throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent("Diagrams/\(name)/\(name).ipl")
      .path
    var unreduced = CheckOptions()
    unreduced.reduction = .none
    let full = try #require(
      CheckDriver.check(paths: [path], options: CheckRunOptions(check: unreduced)).results.first)
    let reduced = try #require(CheckDriver.check(paths: [path]).results.first)
    #expect(full.isComplete && reduced.isComplete)
    #expect(Self.messages(reduced) == Self.messages(full))
    #expect(
      reduced.sequences.map { "\($0.name) \($0.outcome)" }
        == full.sequences.map { "\($0.name) \($0.outcome)" })
    #expect(reduced.coverage == full.coverage)
    for verdict in reduced.sequences {
      for witness in verdict.witnesses {
        _ = try CounterexampleRun.replay(witness.run, in: reduced.system)
      }
    }
  }

  /// A model the reduction cannot reduce stops paying for it: after the review (at
  /// 2,048 contested states, where more than one actor could move, and each doubling), if
  /// fewer than one in 200 of them were reduced, or their left-out successors not stored
  /// yet (at most what the reduction saved) are fewer than one in 50, no ample set is
  /// looked for; the graph is then the full one, the same for any `--jobs`. The five
  /// philosophers reduce one state by the first review: the first rule stops them.
  /// Blackbird reduces more than one in 200 until 16,384, but leaves out too few new
  /// successors: the second rule stops it. A model the reduction reduces keeps it.
  @Test func theReductionStopsWhereItRemovesTooLittle() throws {
    let todo = TestPaths.repositoryRoot.appendingPathComponent("Diagrams/TodoCore/TodoCore.ipl")
      .path
    let full = try PartialOrderReductionTests.result(todo, reduction: .none)
    for jobs in [1, 2] {
      let stopped = try PartialOrderReductionTests.result(
        todo, reduction: .por, jobs: jobs, review: 1_000)
      // The review came at the 1,000th contested state, the 1,018th committed.
      #expect(stopped.reduction.partialOrderStoppedAt == 1_017)
      #expect(stopped.statistics.states == full.statistics.states)
      #expect(stopped.statistics.transitions == full.statistics.transitions)
    }
    let philosophers = PartialOrderReductionTests.benchmark("philosophers_5")
    let saved = try PartialOrderReductionTests.result(philosophers, reduction: .por)
    #expect(saved.reduction.partialOrderStoppedAt == 2_048)
    #expect(saved.statistics.states == 174_202)
    #expect(saved.reduction.ampleStates * 200 < 2_048)
    let blackbird = TestPaths.repositoryRoot.appendingPathComponent(
      "Diagrams/Blackbird/Blackbird.ipl"
    ).path
    let late = try PartialOrderReductionTests.result(blackbird, reduction: .por)
    #expect(try #require(late.reduction.partialOrderStoppedAt) > 16_384)
    #expect(late.reduction.ampleStates * 200 > 16_384)
    let sessions = PartialOrderReductionTests.benchmark("replicated/sessions_live_6")
    let kept = try PartialOrderReductionTests.result(sessions, reduction: .por, review: 8)
    #expect(kept.reduction.partialOrderStoppedAt == nil)
    #expect(kept.statistics.states == 32)
  }

  /// States where one actor alone can move are not reviewed: a model that starts with a
  /// long sequential exchange (3,000 states of two actors taking turns) still has the
  /// reduction on when its independent sessions begin. Counted by committed states, a
  /// review at 2,048 would have stopped it there: 4,298 states, the full graph.
  @Test func aSequentialStartIsNotJudged() throws {
    let path = CheckFixture.path("por_sequential_start.ipl")
    let full = try PartialOrderReductionTests.result(path, reduction: .none)
    #expect(full.statistics.states == 4_298)
    for jobs in [1, 2] {
      let reduced = try PartialOrderReductionTests.result(path, reduction: .por, jobs: jobs)
      #expect(reduced.reduction.partialOrderStoppedAt == nil)
      #expect(reduced.statistics.states == 3_023)
      #expect(reduced.violations.isEmpty && full.violations.isEmpty)
    }
  }

  /// An eventless transition whose guard reads another actor makes whether that actor can
  /// move depend on others: the liveness property is then checked on the full graph.
  @Test func aGuardOnAnotherActorKeepsLivenessUnreduced() throws {
    let path = CheckFixture.path("por_liveness_guard.ipl")
    let result = try PartialOrderReductionTests.result(path, reduction: .por)
    #expect(!result.reduction.partialOrder)
    #expect(
      result.reduction.notes == [
        "no partial-order reduction: the model has liveness properties, and 'Watcher' has an eventless or completion transition whose guard reads another actor or the data model, so whether it can move depends on others"
      ])
    #expect(PartialOrderReductionTests.verdicts(result) == ["property Poked"])
  }
}
