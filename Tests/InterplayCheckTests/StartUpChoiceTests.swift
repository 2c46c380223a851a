import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import Testing

/// Nondeterminism at start-up: every way the initialization can go through its choices
/// (a `choose` in an initial entry, an eventless transition or a choice pseudostate taken
/// while the actors start, nested, in several actors) is an initial state, and `check`,
/// `run`, coverage and the reductions start from all of them. Before, the first way alone
/// was explored and these invariants were "proved".
@Suite struct StartUpChoiceTests {
  /// Fixture, the initial states an explicit enumeration gives, the way that breaks the
  /// invariant.
  static let fixtures: [(name: String, states: Int, way: [UInt32])] = [
    ("Start/choose_in_entry.ipl", 2, [1]),
    ("Start/eventless_at_start.ipl", 2, [1]),
    ("Start/choice_at_start.ipl", 2, [1]),
    ("Start/nested_at_start.ipl", 6, [1, 1, 1]),
  ]

  @Test(arguments: fixtures.map(\.name))
  func everyWayOfTheInitializationIsExplored(_ name: String) throws {
    let fixture = try #require(Self.fixtures.first { $0.name == name })
    for options in [CheckFixture.unreduced, CheckOptions()] {
      let result = try CheckFixture.check(name, options: options)
      #expect(result.statistics.states == fixture.states)
      #expect(result.isComplete)
      let violation = try CheckFixture.violation(result, .invariant)
      // Broken before any step, from the initial state the way leads to.
      let run = violation.counterexample
      #expect(run.length == 0)
      #expect(run.initialChoices == fixture.way)
      let state = try CounterexampleRun.replay(run, in: result.system)
      let invariant = try #require(result.system.model.invariants.first)
      #expect(!result.system.conditions([invariant.condition])[0].holds(in: state.words))
    }
  }

  /// Each fixture's Promela twin (beside it, `.pml`), checked by SPIN as its users would
  /// (`spin -a`, `gcc -DSAFETY`, `pan`): SPIN finds the assertion violation too. `spin`
  /// is one of the packages `Scripts/install-deps.sh` installs.
  @Test(arguments: fixtures.map(\.name))
  func spinFindsTheViolationInTheTwin(_ name: String) throws {
    let twin = CheckFixture.path(name.replacingOccurrences(of: ".ipl", with: ".pml"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interplay-spin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = "spin -a '\(twin)' >/dev/null && gcc -O1 -DSAFETY -o pan pan.c && ./pan"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    process.environment = ["PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.contains("assertion violated"), "\(text)")
    #expect(text.contains("errors: 1"), "\(text)")
  }

  /// The ways, enumerated by the step function, against the fixture's own count: each a
  /// distinct initial state, in lexicographic order, the first `[0, …]`.
  @Test(arguments: fixtures.map(\.name))
  func initialWaysAreEnumeratedInOrder(_ name: String) throws {
    let fixture = try #require(Self.fixtures.first { $0.name == name })
    let result = try CheckFixture.check(name, options: CheckFixture.unreduced)
    let starts = result.system.initialStates(detail: .essential)
    #expect(starts.count == fixture.states)
    #expect(Set(starts.map(\.state)).count == fixture.states)
    #expect(
      starts.map(\.choices) == starts.map(\.choices).sorted { $0.lexicographicallyPrecedes($1) })
    #expect(starts.first?.state == result.system.initialState(detail: .essential).0)
    #expect(starts.contains { $0.choices == fixture.way })
  }

  /// A sequence that only the second way shows is possible, and its witness starts there;
  /// `run` plays it from that initial state.
  @Test func aWitnessStartsFromTheInitialStateItNeeds() throws {
    let result = try CheckFixture.check("Start/emit_at_start.ipl")
    #expect(result.sequences.map(\.outcome) == [.holds, .holds])
    let high = try #require(result.sequences.first { $0.name == "StartsHigh" }?.witnesses.first)
    #expect(high.run.initialChoices == [1])
    #expect(high.run.length == 0)
    let low = try #require(result.sequences.first { $0.name == "StartsLow" }?.witnesses.first)
    #expect(low.run.initialChoices == [0])
    let report = RunDriver.run(paths: [CheckFixture.path("Start/emit_at_start.ipl")])
    let outcomes = report.systems.flatMap(\.outcomes)
    #expect(outcomes.map(\.status) == [.passed, .passed])
  }

  /// A trace file of a run from a later initial state records the way and replays.
  @Test func traceFilesRecordTheInitialChoices() throws {
    let result = try CheckFixture.check("Start/nested_at_start.ipl")
    let violation = try CheckFixture.violation(result, .invariant)
    let file = TraceFile(violation: violation, system: result.system, files: [])
    #expect(file.initialChoices == [1, 1, 1])
    let replay = TraceReplay(system: result.system).replay(file)
    #expect(replay.isFaithful)
    #expect(replay.run.states.last == violation.counterexample.states.last)
  }

  /// What an actor raises while it finishes (in its top-level final state's entry, or on
  /// the transition into it) is discarded, not taken and reported unhandled.
  @Test func aFinishedActorTakesNothingItRaisedWhileFinishing() throws {
    let result = try CheckFixture.check("Start/raise_in_final.ipl")
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    #expect(result.isComplete)
  }
}
