import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

@testable import InterplayRuntime

/// The step function's fast paths (per-chart decision tables; entry and exit masks of
/// charts of at most 64 states) change nothing but speed: with them off, every model
/// checks to the same states, transitions, findings, counterexamples and sequence
/// verdicts, and every sequence runs to the same trace.
///
/// Checked on the generated ``WideModels`` (a chart of more than 64 states, a notifier of
/// several hundred cases) and on every model under `Diagrams/`, the mistakes included.
/// In debug builds the heavy models (see ``DiagramsCheckTests``) are compared up to
/// ``DiagramsCheckTests/debugStateBound`` states.
///
/// Both ways run with every table read checked (see ``FastPaths``); the checks change
/// nothing either, which the wide models show against the unchecked default.
@Suite struct FastPathEquivalenceTests {
  static let diagrams = TestPaths.iplFiles(under: TestPaths.diagrams).map {
    $0.path.replacingOccurrences(of: TestPaths.repositoryRoot.path + "/", with: "")
  }

  /// The full text report of `check` (witnesses included, no timing) and of `run`
  /// (traces included) with the given options.
  static func reports(_ path: String, _ fastPaths: FastPaths, limits: CheckLimits = .init())
    -> (check: String, run: String)
  {
    reports(path, fastPaths.options, limits: limits)
  }

  /// The same reports with the given compile options.
  static func reports(
    _ path: String, _ compile: CompileOptions, limits: CheckLimits = .init()
  ) -> (check: String, run: String) {
    let options = CheckRunOptions(
      check: CheckOptions(limits: limits, checksSequences: limits.maxStates == nil),
      compile: compile)
    let check = CheckDriver.check(paths: [path], options: options)
    let run = RunDriver.run(
      paths: [path], options: RunOptions(compile: compile, limits: limits))
    return (
      CheckTextRenderer(witnesses: true, timing: false).render(check),
      RunTextRenderer(trace: true).render(run)
    )
  }

  @Test func theFastPathsAreOnByDefaultAndSwitchOffTogether() {
    let options = CompileOptions()
    #expect(options.usesDecisionTables && options.usesEntryExitMasks && options.walksChoices)
    #expect(options.flattensExpressions)
    let off = options.withoutFastPaths
    #expect(!off.usesDecisionTables && !off.usesEntryExitMasks && !off.walksChoices)
    #expect(!off.flattensExpressions)
    #expect(off.defaultCapacity == options.defaultCapacity)
    // The checked mode is off by default and on in both settings the tests compare.
    #expect(!options.checksTableBounds)
    #expect(FastPaths.allCases.allSatisfy { $0.options.checksTableBounds })
  }

  @Test func theWideModelsHaveTheShapesTheyAreMeantToHave() throws {
    let folder = TemporaryFolder()
    let big = try Self.system(folder.write("big.ipl", WideModels.bigChart()), .on)
    let ring = try #require(big.actors.firstIndex { $0.path == "Ring" })
    let mini = try #require(big.actors.firstIndex { $0.path == "Mini" })
    #expect(try #require(big.actors[ring].chart).states.count > 64)
    #expect(!big.stepTables.charts[ring].usesMasks)
    #expect(big.stepTables.charts[mini].usesMasks)
    #expect(big.stepTables.charts[ring].decisionKeys > 0)
    let wide = try Self.system(folder.write("wide.ipl", WideModels.wideNotifier()), .on)
    let pad = try #require(wide.actors.firstIndex { $0.path == "Pad" })
    #expect(wide.notifiers.contains { $0.caseCount >= 300 })
    #expect(wide.stepTables.charts[pad].decisionKeys > 600)
    // Off, no chart has a table or masks.
    for (system, actor) in [
      (try Self.system(folder.path + "/big.ipl", .off), ring),
      (try Self.system(folder.path + "/big.ipl", .off), mini),
      (try Self.system(folder.path + "/wide.ipl", .off), pad),
    ] {
      #expect(system.stepTables.charts[actor].decisionKeys == 0)
      #expect(!system.stepTables.charts[actor].usesMasks)
    }
  }

  @Test(arguments: ["big", "wide"])
  func theWideModelsCheckAndRunAlikeBothWays(_ name: String) throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      name + ".ipl", name == "big" ? WideModels.bigChart() : WideModels.wideNotifier())
    let on = Self.reports(path, .on)
    let off = Self.reports(path, .off)
    #expect(on.check == off.check)
    #expect(on.run == off.run)
    // Unchecked, as compiled by default, they check and run alike too.
    let unchecked = Self.reports(path, CompileOptions())
    #expect(unchecked.check == on.check)
    #expect(unchecked.run == on.run)
    // The models are explored whole, have findings to compare, and run their sequence.
    let result = try #require(CheckDriver.check(paths: [path]).results.first)
    #expect(result.isComplete)
    #expect(result.statistics.states > 100)
    #expect(!result.violations.isEmpty)
    #expect(on.run.contains("PASS "), "\(on.run)")
  }

  /// The states of a heavy model compared both ways with an optimized engine.
  static let heavyEquivalenceBound = 200_000

  @Test(arguments: diagrams)
  func everyDiagramsModelChecksAndRunsAlikeBothWays(_ model: String) {
    let path = TestPaths.repositoryRoot.appendingPathComponent(model).path
    // The heavy models are compared on their first states: the fast paths are the same
    // code on every state, and `DiagramsCheckTests` searches them whole.
    let heavy = DiagramsCheckTests.heavy.contains(model)
    let bound =
      DiagramsCheckTests.boundsHeavyModels
      ? DiagramsCheckTests.debugStateBound : Self.heavyEquivalenceBound
    let limits = CheckLimits(maxStates: heavy ? bound : nil)
    let on = Self.reports(path, .on, limits: limits)
    let off = Self.reports(path, .off, limits: limits)
    #expect(on.check == off.check)
    #expect(on.run == off.run)
  }

  /// The one system of a model file, compiled with the given fast paths.
  static func system(_ path: String, _ fastPaths: FastPaths) throws -> CompiledSystem {
    let compiled = CheckDriver.compile(
      paths: [path], options: CheckRunOptions(compile: fastPaths.options))
    #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    return try #require(compiled.systems.first).system
  }
}
