import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplayRuntime

/// Loads models through the `ModelPipeline` and runs their sequences as tests: the
/// engine of `interplay run` and of `InterplayTesting`.
///
/// Without Swift stubs, a run is the checker's verdict on the sequence, played: the
/// exploration engine searches the model (stubs act freely within their budgets, exactly
/// as in `check`) and the sequence's claim is decided on the explored graph by the one
/// sequence matcher. Every choice the sequence leaves open (what stubs outside it do,
/// reply values, interleavings) is resolved by one rule: the run is the **shortest
/// witness**, ties going to the step listed first. So a run passes exactly when `check`
/// calls the sequence possible, and fails with the furthest run when `check` calls it
/// impossible (see ``SequenceVerdictRun``). With Swift stubs bound, the run follows the
/// executor's deterministic schedule (``SequenceRunner``), with the same matcher: a run of
/// the same engine, whose schedule strategy (`ScheduleRun`) follows one path.
public enum RunDriver {
  /// Runs every sequence (or the one named in the options) of every system under
  /// `paths`.
  public static func run(
    paths: [String], options: RunOptions = RunOptions(), stubs: [String: any StubActor] = [:]
  ) -> RunReport {
    let loaded = ModelPipeline.load(paths: paths, options: options.resolvedPipeline)
    FrontEndWatchdog.disarm()
    var systems: [SystemRun] = []
    var unbound = Set(stubs.keys)
    for (system, _) in loaded.compiled {
      let chosen = system.model.sequences.filter {
        options.sequence == nil || $0.name == options.sequence
      }
      for actor in system.model.actors where actor.isStub { unbound.remove(actor.path) }
      guard !chosen.isEmpty else {
        systems.append(SystemRun(system: system, outcomes: []))
        continue
      }
      let bound = stubs.filter { name in system.model.actors.contains { $0.path == name.key } }
      systems.append(
        SystemRun(
          system: system, outcomes: outcomes(of: chosen, in: system, options: options, stubs: bound)
        )
      )
    }
    var report = RunReport(
      sources: loaded.sources, diagnostics: loaded.failingDiagnostics, systems: systems,
      usageError: nil)
    report.diagnosticStatus = loaded.status
    let canRun = loaded.status != .inputError
    if let name = options.sequence, canRun, systems.allSatisfy({ $0.outcomes.isEmpty }) {
      report.usageError = "no sequence named '\(name)'"
    } else if canRun, !unbound.isEmpty {
      report.usageError =
        "Swift stub bound to no stub actor: "
        + unbound.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
    return report
  }

  /// Runs `sequences` of a compiled system: on the checker's search without Swift stubs,
  /// on the engine's schedule strategy with them.
  public static func outcomes(
    of sequences: [InteractionSequence], in system: CompiledSystem,
    options: RunOptions = RunOptions(), stubs: [String: any StubActor] = [:]
  ) -> [SequenceOutcome] {
    guard stubs.isEmpty else {
      let runner = SequenceRunner(system: system, stubs: stubs, options: options.runner)
      return sequences.map { runner.run($0) }
    }
    let result = ModelChecker(
      system: system, options: options.checkOptions(sequences: sequences.map(\.name))
    ).run()
    return outcomes(playing: result, options: options)
  }

  /// The runs of the sequences a check decided: each verdict of `result` played as
  /// `interplay run` plays it, without searching again.
  public static func outcomes(playing result: CheckResult, options: RunOptions = RunOptions())
    -> [SequenceOutcome]
  {
    let play = SequenceVerdictRun(result: result, maxSteps: options.runner.maxSteps)
    return result.sequences.map(play.outcome)
  }
}
