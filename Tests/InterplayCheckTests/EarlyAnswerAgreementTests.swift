import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `run` stops its search as soon as every sequence it plays has its final witness
/// (``CheckOptions/stopsWhenSequencesDecided``): it searches toward each witness first
/// (the directed claim search), and searches whole only where a verdict needs every state.
/// Against the whole search, on every fixture with sequences and every bundled model (those
/// in ``DiagramsCheckTests``, which searches each whole once): the same verdicts and the
/// same witnesses, step for step from the same initial state. (Not fewer states: the
/// directed search's rounds store product nodes, which on a graph of a few dozen states
/// can add up to more than the graph.)
@Suite struct EarlyAnswerAgreementTests {
  static var fixturePaths: [String] {
    ["Check", "Semantics", "Run"].flatMap {
      TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent($0)).map(\.path)
    }
  }

  @Test(arguments: fixturePaths)
  func fixturesAgreeSequenceBySequence(_ path: String) throws {
    for (system, _) in CheckDriver.compile(paths: [path]).systems {
      for sequence in system.model.sequences {
        try Self.expectAgreement(system, sequences: [sequence.name], label: path)
      }
    }
  }

  static func expectAgreement(
    _ system: CompiledSystem, sequences: [String], label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let options = CheckOptions(reportsCoverage: false, sequences: sequences)
    let whole = ModelChecker(system: system, options: options).run()
    expectAgreement(
      system, options: options, whole: whole, label: label, sourceLocation: sourceLocation)
  }

  /// Searches again with the same options, stopping when the sequences are decided, and
  /// expects the answers of `whole`.
  static func expectAgreement(
    _ system: CompiledSystem, options: CheckOptions, whole: CheckResult, label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var options = options
    options.stopsWhenSequencesDecided = true
    let early = ModelChecker(system: system, options: options).run()
    #expect(
      early.sequences.map(\.name) == whole.sequences.map(\.name), "\(label)",
      sourceLocation: sourceLocation)
    for (stopped, full) in zip(early.sequences, whole.sequences) {
      let name = "\(label): \(full.name)"
      #expect(stopped.outcome == full.outcome, "\(name)", sourceLocation: sourceLocation)
      #expect(
        stopped.witnesses.map(\.label) == full.witnesses.map(\.label), "\(name)",
        sourceLocation: sourceLocation)
      for (one, other) in zip(stopped.witnesses, full.witnesses) {
        #expect(one.run.initialChoices == other.run.initialChoices, "\(name)")
        #expect(one.run.steps == other.run.steps, "\(name)", sourceLocation: sourceLocation)
      }
      #expect(
        stopped.furthest?.run.steps == full.furthest?.run.steps, "\(name)",
        sourceLocation: sourceLocation)
    }
    let violations = { (result: CheckResult) in
      result.violations.filter { $0.check == .sequence }.map {
        "\($0.message) \($0.counterexample.initialChoices) \($0.counterexample.steps)"
      }
    }
    #expect(violations(early) == violations(whole), "\(label)", sourceLocation: sourceLocation)
  }

  /// A sequence whose witness is shallow in a model whose whole graph is large stops
  /// early: the generated chart (`Benchmarks/run/models/generated_chart.ipl`) has three
  /// parallel regions driven by a free stub with a budget of 20, and its six-event
  /// sequence is decided on a small part of the graph: less than a quarter of what the
  /// unreduced breadth-first search stores down to the witness's depth, with the witness
  /// that search finds.
  @Test func aShallowWitnessStopsTheSearchEarly() throws {
    let path = TestPaths.repositoryRoot.appendingPathComponent(
      "Benchmarks/run/models/generated_chart.ipl"
    ).path
    let system = try #require(CheckDriver.compile(paths: [path]).systems.first?.0)
    var options = CheckOptions(reportsCoverage: false, sequences: ["Drive"])
    options.stopsWhenSequencesDecided = true
    let early = ModelChecker(system: system, options: options).run()
    #expect(early.sequences.map(\.outcome) == [.holds])
    #expect(early.stoppedEarly)
    #expect(!early.isComplete)
    let witness = try #require(early.sequences.first?.witnesses.first?.run)
    options.stopsWhenSequencesDecided = false
    options.reduction = .none
    options.limits.maxDepth = witness.steps.count
    let levels = ModelChecker(system: system, options: options).run()
    #expect(levels.limit != nil)
    #expect(levels.statistics.states > early.statistics.states * 4)
    #expect(levels.sequences.first?.witnesses.first?.run.steps == witness.steps)
  }
}
