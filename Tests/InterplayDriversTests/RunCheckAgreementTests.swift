import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayModel
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `run` and `check` give one verdict for one sequence, on every sequence of every
/// fixture and bundled model, and on generated variants of them; an independent oracle
/// (``ClaimOracle``) agrees with both. Compiled with every table read checked
/// (``CompileOptions/checksTableBounds``): this is the suite's sweep of every fixture and
/// bundled model in the checked mode.
@Suite struct RunCheckAgreementTests {
  /// Every model with sequences: the bundled ones and the fixtures.
  static let models: [String] =
    (TestPaths.bundledModels
    + ["Run", "Check", "Semantics"].flatMap {
      TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent($0))
    }).map(\.path)

  /// The bundled models too big for the oracle and for generated variants (TodoCore,
  /// at 38,713 states with the seed's three features, made the unoptimized oracle the
  /// longest test of the suite).
  static let heavy = ["AccountApp", "Calculator", "Blackbird", "TodoCore"]

  /// Models small enough for the oracle and for generated variants.
  static let small: [String] = models.filter { path in
    !heavy.contains { path.contains("/Diagrams/\($0)/") }
  }

  /// Whether the runs of `path` are played from the test's own check instead of a
  /// second search: the heavy models, where one search of AccountApp (1.9 million
  /// states) takes about a minute even with an optimized engine, and one per sequence
  /// would dominate the suite. A run is the checker's verdict played, so this still
  /// compares what `run` reports with what `check` says; the small models, the
  /// fixtures and their generated variants search twice.
  static func playsFromCheck(_ path: String) -> Bool {
    heavy.contains { path.contains("/Diagrams/\($0)/") }
  }

  /// The compile options of these tests: the default ones, checked.
  static let compile = CompileOptions().checkingTableBounds

  @Test(arguments: models)
  func runAndCheckAgree(_ path: String) throws {
    let compiled = CheckDriver.compile(
      paths: [path], options: CheckRunOptions(compile: Self.compile))
    for (system, _) in compiled.systems where !system.model.sequences.isEmpty {
      let result = ModelChecker(system: system, options: CheckOptions(reportsCoverage: false))
        .run()
      let outcomes =
        Self.playsFromCheck(path)
        ? RunDriver.outcomes(playing: result)
        : RunDriver.outcomes(of: system.model.sequences, in: system)
      try #require(outcomes.count == result.sequences.count)
      for (verdict, outcome) in zip(result.sequences, outcomes) {
        Self.expectAgreement(verdict, outcome, system, "\(path): \(verdict.name)")
      }
    }
  }

  /// Dropped, swapped, repeated and appended items, and the sequence as forbidden: the
  /// engine, `run` and the oracle agree on each.
  @Test(arguments: small)
  func generatedVariantsAgree(_ path: String) throws {
    let compiled = CheckDriver.compile(
      paths: [path], options: CheckRunOptions(compile: Self.compile))
    for (system, _) in compiled.systems {
      for sequence in system.model.sequences {
        for variant in Self.variants(of: sequence, in: system.model) {
          try check(variant, basedOn: system, path: path)
        }
      }
    }
  }

  private func check(_ variant: InteractionSequence, basedOn system: CompiledSystem, path: String)
    throws
  {
    var model = system.model
    model.sequences.append(variant)
    guard case .success(let compiled) = CompiledSystem.compile(model, options: system.options)
    else { return }
    let result = ModelChecker(
      system: compiled, options: CheckOptions(reportsCoverage: false, sequences: [variant.name])
    ).run()
    let verdict = try #require(result.sequences.first)
    let outcome = try #require(RunDriver.outcomes(of: [variant], in: compiled).first)
    let label = "\(path): variant \(variant.name)"
    Self.expectAgreement(verdict, outcome, compiled, label)
    guard let oracle = ClaimOracle(system: compiled).holds(SequenceClaim(variant, system: compiled))
    else { return }
    #expect(
      (verdict.outcome == .holds) == oracle, "\(label): engine \(verdict.outcome), oracle \(oracle)"
    )
  }

  /// The run's status follows the checker's verdict, and a passing run's trace matches
  /// the sequence under the one matcher (the trace shown is one resolution's witness).
  static func expectAgreement(
    _ verdict: SequenceVerdict, _ outcome: SequenceOutcome, _ system: CompiledSystem,
    _ label: String
  ) {
    switch verdict.outcome {
    case .holds:
      let faulted = outcome.failure.map { !$0.reason.contains("cannot happen") } ?? false
      #expect(outcome.status == .passed || faulted, "\(label): \(outcome.failure?.reason ?? "")")
      if !verdict.isForbidden, outcome.status == .passed,
        let sequence = system.model.sequences.first(where: { $0.name == verdict.name })
      {
        let claim = SequenceClaim(sequence, system: system)
        let atoms = claim.resolutions.flatMap(\.alternatives)
        let matched = atoms.contains { alternative in
          var progress = 0
          for record in outcome.trace {
            progress = claim.advance(progress, by: record, in: alternative)
          }
          return progress == alternative.count
        }
        #expect(matched, "\(label): the run's trace does not match its sequence")
      }
    case .violated: #expect(outcome.status == .failed, "\(label)")
    case .undecided: #expect(outcome.status == .incomplete, "\(label)")
    }
  }

  /// Variants of a sequence's own items (its prefix kept).
  static func variants(of sequence: InteractionSequence, in model: Model) -> [InteractionSequence] {
    let items = sequence.items
    var result: [InteractionSequence] = []
    func variant(_ suffix: String, _ items: [SequenceStep], forbidden: Bool? = nil) {
      var copy = sequence
      copy.name = sequence.name + "_" + suffix
      copy.items = items
      if let forbidden { copy.isForbidden = forbidden }
      result.append(copy)
    }
    for index in items.indices.prefix(6) {
      var dropped = items
      dropped.remove(at: index)
      variant("drop\(index)", dropped)
      if index + 1 < items.count {
        var swapped = items
        swapped.swapAt(index, index + 1)
        variant("swap\(index)", swapped)
      }
    }
    if let first = items.first {
      variant("again", items + [first])
      variant("twice", [first] + items)
    }
    variant("forbidden", items, forbidden: !sequence.isForbidden)
    var strict = sequence
    strict.name += "_strict"
    strict.isStrict.toggle()
    result.append(strict)
    return result
  }
}
