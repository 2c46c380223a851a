import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Every bundled model (`Diagrams/`) checks clean, unless it documents an intended
/// violation here.
///
/// The larger models (AccountApp and Calculator have over 600,000 product states) take
/// seconds with an optimized engine and minutes without. Without one (a plain debug
/// `swift test`, see ``TestBuild/isEngineOptimized``) they are checked only up to
/// ``debugStateBound`` states (which must show nothing but their known violations);
/// `Scripts/test.sh` checks every model whole.
@Suite struct DiagramsCheckTests {
  static let models = TestPaths.bundledModels.map {
    $0.path.replacingOccurrences(of: TestPaths.repositoryRoot.path + "/", with: "")
  }

  /// Models too large to check whole without an optimized engine.
  static let heavy: Set<String> = [
    "Diagrams/AccountApp/AccountApp.ipl", "Diagrams/Blackbird/Blackbird.ipl",
    "Diagrams/Calculator/Calculator.ipl",
  ]
  static let debugStateBound = 20_000

  /// Violations the models' authors intend (each documented in its model): none.
  static let intended: [String: [String]] = [:]

  /// Violations found in models that should be clean, for their maintainers to fix: none.
  static let known: [String: [String]] = [:]

  /// Whether the heavy models are bounded in this build.
  static var boundsHeavyModels: Bool { !TestBuild.isEngineOptimized }

  @Test func thereAreBundledModels() {
    #expect(Self.models.contains("Diagrams/LocationButton/LocationButton.ipl"))
    #expect(Self.heavy.isSubset(of: Set(Self.models)))
  }

  /// Each model is searched whole once; the sequences' early-stopping search
  /// (``EarlyAnswerAgreementTests``) is compared with that search here, so the suite does
  /// not explore the large models twice.
  @Test(arguments: models)
  func checksClean(_ model: String) throws {
    let bounded = Self.boundsHeavyModels && Self.heavy.contains(model)
    let limits = bounded ? CheckLimits(maxStates: Self.debugStateBound) : CheckLimits()
    let compiled = CheckDriver.compile(
      paths: [TestPaths.repositoryRoot.appendingPathComponent(model).path])
    #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(!compiled.systems.isEmpty)
    for (system, _) in compiled.systems {
      let options = CheckOptions(limits: limits, checksSequences: !bounded)
      let result = ModelChecker(system: system, options: options).run()
      #expect(bounded ? result.limit != nil : result.isComplete)
      let found = result.violations.map(\.message)
      let expected = Self.intended[model] ?? []
      let known = Self.known[model] ?? []
      #expect(found.filter { !known.contains($0) } == expected)
      if !known.isEmpty, !bounded {
        withKnownIssue("\(model) should check clean") {
          #expect(found.filter { known.contains($0) }.isEmpty)
        }
      }
      #expect(result.sequences.allSatisfy { $0.outcome == .holds })
      if !bounded, !system.model.sequences.isEmpty {
        EarlyAnswerAgreementTests.expectAgreement(
          system, options: options, whole: result, label: model)
      }
    }
  }
}
