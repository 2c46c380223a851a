import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// Partial-order reduction: on every fixture and bundled model the reduced search finds
/// exactly the violations the full search finds, with counterexamples that are runs of
/// the model; independent sessions shrink to one interleaving; the cycle proviso finds
/// what a reduction without it misses; and the result does not depend on the threads.
@Suite struct PartialOrderReductionTests {
  static func result(
    _ path: String, reduction: Reduction, jobs: Int? = nil, proviso: Bool = true,
    maxStates: Int? = nil, review: Int? = nil, lookAhead: Bool = true,
    probeBudget: (share: Int, allowance: Int)? = nil
  ) throws -> CheckResult {
    try #require(
      results(
        path, reduction: reduction, jobs: jobs, proviso: proviso, maxStates: maxStates,
        review: review, lookAhead: lookAhead, probeBudget: probeBudget
      ).first)
  }

  /// Every system's result (none for a model with errors).
  static func results(
    _ path: String, reduction: Reduction, jobs: Int? = nil, proviso: Bool = true,
    maxStates: Int? = nil, review: Int? = nil, lookAhead: Bool = true,
    probeBudget: (share: Int, allowance: Int)? = nil
  ) -> [CheckResult] {
    var options = CheckOptions(
      limits: CheckLimits(maxStates: maxStates), checksSequences: false,
      reportsCoverage: false, jobs: jobs)
    options.reduction = reduction
    options.cycleProviso = proviso
    options.partialOrderLookAhead = lookAhead
    if let review { options.partialOrderReview = review }
    if let probeBudget {
      options.arrivalProbeShare = probeBudget.share
      options.arrivalProbeAllowance = probeBudget.allowance
    }
    // Small batches share even small levels between threads.
    options.batchStates = 8
    options.minimumSharedStates = 4
    return CheckDriver.check(paths: [path], options: CheckRunOptions(check: options)).results
  }

  /// Every counterexample of a result replays faithfully through `TraceReplay`.
  static func expectFaithfulReplays(
    _ result: CheckResult, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for violation in result.violations {
      let file = TraceFile(violation: violation, system: result.system, files: [])
      #expect(
        TraceReplay(system: result.system).replay(file).isFaithful, sourceLocation: sourceLocation)
    }
  }

  static func benchmark(_ name: String) -> String {
    TestPaths.repositoryRoot.appendingPathComponent("Benchmarks/check/models/\(name).ipl").path
  }

  /// Every model the sweep compares: the check and semantics fixtures, the broken
  /// bundled models, and the benchmark models small enough for a debug build.
  static let models: [String] = {
    let root = TestPaths.repositoryRoot.path + "/"
    let folders = ["Tests/Fixtures/Check", "Tests/Fixtures/Semantics", "Diagrams/bad"]
    let files = folders.flatMap {
      TestPaths.iplFiles(under: TestPaths.repositoryRoot.appendingPathComponent($0))
    }
    let benchmarks = [
      "abp", "leader_5", "philosophers_3", "ring_3", "replicated/leader_3",
      "replicated/leader_4", "replicated/sessions_3", "replicated/sessions_4",
      "replicated/mutex_3", "families/gbn_2", "families/gbn_3",
    ]
    return files.map { $0.path.replacingOccurrences(of: root, with: "") }
      + benchmarks.map { "Benchmarks/check/models/\($0).ipl" }
  }()

  static func verdicts(_ result: CheckResult) -> [String] {
    result.violations.map { "\($0.check) \($0.name ?? "")" }.sorted()
  }

  @Test(arguments: models)
  func verdictsAgreeWithTheFullGraph(_ model: String) throws {
    try Self.expectFullGraphVerdicts(model, lookAhead: true)
  }

  /// The reduced search of `model` (``results(_:reduction:jobs:proviso:maxStates:review:lookAhead:)``)
  /// keeps the full graph's verdicts and no more states, and its counterexamples replay.
  static func expectFullGraphVerdicts(_ model: String, lookAhead: Bool) throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(model).path
    // A fixture with errors (mutation.ipl's) has no system to search.
    let fulls = results(path, reduction: .none, maxStates: 200_000)
    let reduceds = results(path, reduction: .por, maxStates: 200_000, lookAhead: lookAhead)
    #expect(fulls.count == reduceds.count)
    for (full, reduced) in zip(fulls, reduceds) {
      try #require(full.isComplete && reduced.isComplete, "\(model) is too large for the sweep")
      #expect(verdicts(reduced) == verdicts(full))
      #expect(reduced.statistics.states <= full.statistics.states)
      for violation in reduced.violations {
        let file = TraceFile(violation: violation, system: reduced.system, files: [])
        let replay = TraceReplay(system: reduced.system).replay(file)
        #expect(replay.isFaithful, "\(replay.mismatches) \(replay.stopped ?? "")")
      }
    }
  }

  /// The fallback for models too large for the look-ahead (the closure along who may
  /// write whom, where an active scope changer rules every ample set out) keeps the
  /// verdicts too, on every model with scopes or timers the sweep holds.
  @Test(
    arguments: models.filter { model in
      let text =
        (try? String(contentsOfFile: TestPaths.repositoryRoot.path + "/" + model, encoding: .utf8))
        ?? ""
      return text.contains("push ") || text.contains(" after ")
    })
  func verdictsAgreeWithoutTheLookAhead(_ model: String) throws {
    try Self.expectFullGraphVerdicts(model, lookAhead: false)
  }

  /// The sweep reduces somewhere: a test that compares two unreduced searches would pass
  /// too.
  @Test func theSweepReducesSomeModels() throws {
    var reduced = 0
    for model in [
      "Diagrams/bad/Calculator/divide-guard-after-divide.ipl",
      "Benchmarks/check/models/replicated/leader_4.ipl",
    ] {
      let path = TestPaths.repositoryRoot.appendingPathComponent(model).path
      let full = try Self.result(path, reduction: .none)
      let por = try Self.result(path, reduction: .por)
      if por.statistics.states < full.statistics.states { reduced += 1 }
      #expect(por.reduction.partialOrder && por.reduction.ampleStates > 0)
    }
    #expect(reduced == 2)
  }

  /// A sink whose one-tick queue the environment may fill twice: the overflow is found
  /// only because the sink is not expanded alone while a second tick may still come.
  @Test func whatMayStillArriveMustFit() throws {
    let path = CheckFixture.path("por_overflow.ipl")
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    #expect(Self.verdicts(full) == ["overflow "])
    #expect(Self.verdicts(reduced) == ["overflow "])
    _ = try CounterexampleRun.replay(
      try #require(reduced.violations.first).counterexample, in: reduced.system)
  }

  /// Where the arrival bound exceeds the room, the probe steps the model (``ArrivalProbe``):
  /// the relay's first `go` makes two ticks and later ones one, so the bound (two per
  /// `go`) is too coarse in some states, which the probe lets the sink be expanded alone
  /// in (6 states reduced, where the bound alone reduced 5), and right in others, where
  /// the sink waiting lets the relay overflow its queue. A probe that accepted every
  /// candidate would miss the overflow.
  @Test func theProbeTellsWhatMayArriveWhereTheBoundIsTooCoarse() throws {
    let path = CheckFixture.path("por_probe_overflow.ipl")
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    #expect(Self.verdicts(full) == ["overflow "])
    #expect(Self.verdicts(reduced) == ["overflow "])
    #expect(reduced.reduction.ampleStates == 6)
    _ = try CounterexampleRun.replay(
      try #require(reduced.violations.first).counterexample, in: reduced.system)
  }

  /// Where the arrival bound exceeds a candidate's room, the probe steps the others:
  /// the alternating-bit protocol keeps 1,225 states with the probes and 4,871 with the
  /// bound alone (the full graph has 4,892; SPIN's reduction keeps 3,156). What each
  /// probe learns serves the next, so the budget (``CheckOptions/arrivalProbeShare``)
  /// does not bind here; a small one stops the probes part of the way, at the same state
  /// on one thread as on two, however the batches fall. Go-back-N, where the probe was
  /// first needed, now reduces as far without it (446 states for `gbn_4`, SPIN's 3,092):
  /// with the proviso repaired once the frontier is empty, the candidates the bound
  /// admits suffice.
  @Test func theProbeReducesWhereTheBoundIsTooCoarse() throws {
    let path = Self.benchmark("abp")
    let unbounded = try Self.result(path, reduction: .por, probeBudget: (4, 1 << 40))
    #expect(unbounded.statistics.states == 1_225)
    var partial: [Int] = []
    for jobs in [1, 2] {
      let reduced = try Self.result(path, reduction: .por, jobs: jobs)
      #expect(reduced.isComplete && reduced.violations.isEmpty)
      #expect(reduced.statistics.states == 1_225)
      let cut = try Self.result(path, reduction: .por, jobs: jobs, probeBudget: (0, 1_000))
      #expect(cut.isComplete && cut.violations.isEmpty)
      partial.append(cut.statistics.states)
    }
    #expect(partial == [4_813, 4_813])
    // Stopped at the first state that probes, the search is the bound's alone.
    let stopped = try Self.result(path, reduction: .por, probeBudget: (0, 0))
    #expect(stopped.isComplete && stopped.violations.isEmpty)
    #expect(stopped.statistics.states == 4_871)
    let goBackN = Self.benchmark("families/gbn_4")
    for budget in [(4, 8_192), (0, 0)] {
      let reduced = try Self.result(goBackN, reduction: .por, probeBudget: budget)
      #expect(reduced.isComplete && reduced.violations.isEmpty)
      #expect(reduced.statistics.states == 446)
    }
  }

  /// Go-back-N with one actor's queue shrunk to 1 to 5 slots, where an overflow happens
  /// on some interleavings (16 of the 20 models overflow): the probe, which lets the
  /// lines and the receiver be expanded alone, must hide none of them.
  @Test(arguments: ["Sender", "DataLine", "AckLine", "Receiver"])
  func goBackNWithAShorterQueueKeepsItsVerdicts(_ actor: String) throws {
    let text = try String(contentsOfFile: Self.benchmark("families/gbn_3"), encoding: .utf8)
    let folder = TemporaryFolder()
    var overflows = 0
    var ample = 0
    for slots in 1...5 {
      let shorter = text.components(separatedBy: "actor ").map { part in
        guard part.hasPrefix(actor + " ") else { return part }
        return part.replacingOccurrences(
          of: "request capacity 6", with: "request capacity \(slots)")
      }
      let path = folder.path + "/gbn_\(actor)_\(slots).ipl"
      try shorter.joined(separator: "actor ").write(
        toFile: path, atomically: true, encoding: .utf8)
      let full = try Self.result(path, reduction: .none)
      let reduced = try Self.result(path, reduction: .por)
      #expect(Self.verdicts(reduced) == Self.verdicts(full), "\(actor) \(slots)")
      ample += reduced.reduction.ampleStates
      Self.expectFaithfulReplays(reduced)
      if Self.verdicts(full) == ["overflow "] { overflows += 1 }
    }
    #expect(overflows > 0 && ample > 0)
  }

  /// A scope's parent may pop it only on a reply that one of the scope's own steps comes
  /// first for: the look-ahead (``FutureAnalysis``) sees that, so actors in and around
  /// scopes are ample while scope changers can still step. AccountApp's out-of-order pop
  /// stores 104 of the full graph's 210 states (204 when any scope changer that could
  /// step ruled every ample set out), and finds the same fault at the same depth.
  @Test func scopeChangersThatMustWaitDoNotStopTheReduction() throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(
      "Diagrams/bad/AccountApp/scope-popped-out-of-order.ipl"
    )
    .path
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    let closure = try Self.result(path, reduction: .por, lookAhead: false)
    #expect(full.statistics.states == 210)
    #expect(reduced.statistics.states == 104)
    #expect(closure.statistics.states == 204)
    #expect(Self.verdicts(closure) == Self.verdicts(full))
    #expect(Self.verdicts(reduced) == Self.verdicts(full))
    let violation = try #require(reduced.violations.first)
    #expect(
      violation.counterexample.steps.count == full.violations.first?.counterexample.steps.count)
    _ = try CounterexampleRun.replay(violation.counterexample, in: reduced.system)
  }

  /// Requests and their replies make writers feed each other in cycles, where what can
  /// arrive is bounded by what is in flight (every actor here delivers at most one
  /// notification per one it takes): 201 states, where the full graph has 295 (203 before
  /// a stub's takes could be ample apart from its emits, 206 before the proviso was
  /// repaired at the end, 214 before the probe of ``ArrivalProbe``, 234
  /// before the ample set became the smallest one, last actor first, with the proviso
  /// asking only for later states; an earlier version, without this bound, stored 280).
  @Test func cyclesOfWritersAreBoundedByWhatIsInFlight() throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(
      "Diagrams/bad/bsp-top-level-role.ipl"
    )
    .path
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    #expect(full.statistics.states == 295)
    #expect(reduced.statistics.states == 201)
    #expect(Self.verdicts(reduced) == Self.verdicts(full))
  }

  /// A stub whose replies reach an actor another stub writes to, and whose notices reach
  /// one only it writes to: its notices alone are ample where the stub as a whole is
  /// not, 24 states where it was 105 before a part of a stub's steps could be ample, and
  /// the full graph has 126.
  @Test func aStubsNoticesAreAmpleApartFromItsReplies() throws {
    let path = CheckFixture.path("por_stub_parts.ipl")
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    #expect(full.statistics.states == 126)
    #expect(reduced.statistics.states == 24)
    #expect(Self.verdicts(reduced) == Self.verdicts(full))
  }

  /// Sessions share no queue: the reduced search follows a single interleaving (one
  /// state per level), where the full one stores every combination of the sessions'
  /// six phases.
  @Test(arguments: [3, 4, 5])
  func independentSessionsFollowOneInterleaving(_ size: Int) throws {
    let path = Self.benchmark("replicated/sessions_\(size)")
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    var power = 1
    for _ in 0..<size { power *= 6 }
    #expect(full.statistics.states == power + 1)
    #expect(reduced.statistics.states == reduced.statistics.depth + 1)
    #expect(reduced.statistics.depth == full.statistics.depth)
    #expect(reduced.violations.isEmpty && full.violations.isEmpty)
  }

  /// The door behind the ping-pong: the invariant fails in the full graph; the reduced
  /// search finds it because the ping-pong's states reach no state expanded whole, so
  /// one of them is expanded whole once the frontier is empty, and misses it without the
  /// proviso.
  @Test func theCycleProvisoFindsWhatIgnoringMisses() throws {
    let path = CheckFixture.path("por_ignoring.ipl")
    let full = try Self.result(path, reduction: .none)
    let reduced = try Self.result(path, reduction: .por)
    let ignoring = try Self.result(path, reduction: .por, proviso: false)
    #expect(Self.verdicts(full) == ["invariant NeverOpened"])
    #expect(Self.verdicts(reduced) == ["invariant NeverOpened"])
    #expect(reduced.reduction.ampleStates > 0)
    #expect(Self.verdicts(ignoring).isEmpty)
    // The counterexample, step by step: a run of the model that opens the door.
    let run = try #require(reduced.violations.first).counterexample
    let system = reduced.system
    let steps = run.records.dropFirst().map { record in
      record.step.map { "\($0)" } ?? "?"
    }
    let names = ["Env", "Door", "Pinger", "Ponger"].map { name in
      system.model.actors.firstIndex { $0.path == name }!
    }
    // The reduced search's run also lets the ping-pong move; the shortener drops that.
    #expect(steps == ["stubEmit(a\(names[0]), #0, [])", "take(a\(names[1]), 0)"])
    _ = try CounterexampleRun.replay(run, in: system)
  }

  @Test(arguments: [
    "Benchmarks/check/models/replicated/sessions_4.ipl",
    "Benchmarks/check/models/replicated/leader_4.ipl",
    "Diagrams/bad/Calculator/divide-guard-after-divide.ipl",
  ])
  func threadsDoNotChangeTheReducedSearch(_ model: String) throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(model).path
    let one = try Self.result(path, reduction: .por, jobs: 1)
    let two = try Self.result(path, reduction: .por, jobs: 2)
    #expect(one.statistics.states == two.statistics.states)
    #expect(one.statistics.transitions == two.statistics.transitions)
    #expect(one.reduction == two.reduction)
    #expect(
      one.violations.map(\.counterexample.records) == two.violations.map(\.counterexample.records))
  }

  /// A step a pattern names is visible whatever its monitor's state: the sender's x,
  /// harmless while the door is closed, is not sent ahead of the door's opening.
  @Test func aStepAPatternNamesIsVisibleInEveryMonitorState() throws {
    let path = CheckFixture.path("por_scope_visibility.ipl")
    let reduced = try Self.result(path, reduction: .por)
    #expect(reduced.reduction.ampleStates > 0)
    let run = try #require(reduced.violations.first).counterexample
    let system = reduced.system
    let door = system.model.actors.firstIndex { $0.path == "Door" }!
    let sender = system.model.actors.firstIndex { $0.path == "Sender" }!
    #expect(
      run.records.dropFirst().map { $0.step.map { "\($0)" } ?? "?" } == [
        "stubEmit(a\(door), #\(system.gid(notifier: system.model.actors[door].eventNotifier!.rawValue, caseIndex: 0)), [])",
        "stubEmit(a\(sender), #\(system.gid(notifier: system.model.actors[sender].eventNotifier!.rawValue, caseIndex: 0)), [])",
      ])
    _ = try CounterexampleRun.replay(run, in: system)
  }

  /// Asked for by name, the reduction says why it was not applied; under the default
  /// `all` it is tried silently.
  @Test func refusalsSayWhy() throws {
    func notes(_ fixture: String, _ reduction: Reduction, sequences: Bool = false) throws
      -> [String]
    {
      var options = CheckOptions(checksSequences: sequences, reportsCoverage: false)
      options.reduction = reduction
      return try CheckFixture.check(fixture, options: options).reduction.notes
    }
    // Patterns make single steps visible, not whole actors: the rally is reduced.
    #expect(try notes("liveness_cycle.ipl", .por).isEmpty)
    #expect(
      try notes("cascade_first.ipl", .por) == [
        "no partial-order reduction: the model has data-model registrations, whose cascades order every step"
      ])
    #expect(try notes("liveness_cycle.ipl", .all).isEmpty)
    // Timers, sequences being proved and coverage no longer keep the reduction off.
    #expect(try notes("timer_overflow.ipl", .por).isEmpty)
    #expect(try notes("sequences.ipl", .por, sequences: true).isEmpty)
    var covering = CheckOptions(checksSequences: false)
    covering.reduction = .por
    #expect(try CheckFixture.check("por_ignoring.ipl", options: covering).reduction.notes.isEmpty)
  }

  /// Each bundled model is either reduced or says why not. (Models that are reduced
  /// are compared with the full graph by the sweep above.)
  @Test(arguments: TestPaths.bundledModels.map(\.path))
  func bundledModelsAreReducedOrSayWhyNot(_ path: String) throws {
    for result in Self.results(path, reduction: .por, maxStates: 1) {
      if result.reduction.partialOrder {
        #expect(result.reduction.notes.isEmpty)
      } else {
        #expect(result.reduction.notes.count == 1)
        #expect(result.reduction.notes.first?.hasPrefix("no partial-order reduction: ") == true)
      }
    }
  }

  /// Who may write whose queue, read off the model: the leader ring writes one way only
  /// (no chart replies), and a stub answers whoever requests it.
  @Test func footprintsFollowTheDeclarationsAndCharts() throws {
    let result = try Self.result(Self.benchmark("replicated/leader_3"), reduction: .none)
    let model = result.system.model
    let footprints = ActorFootprint.all(of: model)
    func index(_ path: String) -> Int { model.actors.firstIndex { $0.path == path }! }
    for node in 0..<3 {
      let next = index("Node[\((node + 1) % 3)]")
      #expect(footprints[index("Node[\(node)]")].writesTo == [next])
      #expect(footprints[index("Node[\(node)]")].fanout == [next: 1])
    }
    #expect(footprints[index("Starter")].writesTo == Set((0..<3).map { index("Node[\($0)]") }))
    let (tables, reason) = PartialOrderAnalysis.analyze(result.system)
    #expect(reason == nil)
    #expect(tables?.writers[index("Node[1]")] == [index("Node[0]"), index("Starter")].sorted())
  }
}

/// Random actor networks (``RandomNetwork``): the reduced search finds the full search's
/// violations on each, and its counterexamples replay. Seed 680 is one a wider sweep
/// found: a queue's capacity is per channel, and the probes once kept the states they
/// saw without which channels the candidate's entries came by, which hid an overflow.
@Suite struct PartialOrderRandomNetworkTests {
  /// With `servingStubs`, the stubs serve requests as well as emit: the reduction may
  /// expand a stub's takes alone, or what it does of its own accord alone.
  @Test(arguments: [false, true], Array(0..<100) + [680])
  func randomNetworksGetTheFullVerdicts(servingStubs: Bool, seed: Int) throws {
    let network = RandomNetwork(seed: UInt64(seed), servingStubs: servingStubs)
    let path = network.written(name: "\(servingStubs ? "Served" : "Net")\(seed)")
    let full = try PartialOrderReductionTests.result(path, reduction: .none, maxStates: 200_000)
    let reduced = try PartialOrderReductionTests.result(
      path, reduction: .por, maxStates: 200_000)
    // A network too large for a debug build's sweep is left out (the test below checks
    // that few are).
    guard full.isComplete else { return }
    try #require(reduced.isComplete)
    #expect(
      PartialOrderReductionTests.verdicts(reduced) == PartialOrderReductionTests.verdicts(full))
    PartialOrderReductionTests.expectFaithfulReplays(reduced)
    // Stopping the reduction after a few states leaves reduced states behind it.
    let stopped = try PartialOrderReductionTests.result(
      path, reduction: .por, maxStates: 200_000, review: 16)
    #expect(
      PartialOrderReductionTests.verdicts(stopped) == PartialOrderReductionTests.verdicts(full))
  }

  /// The networks exercise the reduction: many of them are reduced, and almost all are
  /// small enough to compare whole.
  @Test func randomNetworksAreOftenReduced() throws {
    var reduced = 0
    var complete = 0
    let folder = TemporaryFolder()
    for seed in 0..<100 {
      var network = RandomNetwork(seed: UInt64(seed))
      let path = folder.path + "/net\(seed).ipl"
      try network.text(name: "Net\(seed)").write(toFile: path, atomically: true, encoding: .utf8)
      let result = try PartialOrderReductionTests.result(path, reduction: .por, maxStates: 200_000)
      if result.reduction.ampleStates > 0 { reduced += 1 }
      let full = try PartialOrderReductionTests.result(path, reduction: .none, maxStates: 200_000)
      if full.isComplete { complete += 1 }
    }
    #expect(reduced >= 30)
    #expect(complete >= 95)
  }
}
