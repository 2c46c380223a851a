import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Loading and checking the models of `Tests/Fixtures/Check/`.
enum CheckFixture {
  static let folder = TestPaths.fixtures.appendingPathComponent("Check")

  /// The default options without partial-order or symmetry reduction: for tests that
  /// count the states of the full graph.
  static let unreduced: CheckOptions = {
    var options = CheckOptions()
    options.reduction = .none
    return options
  }()

  /// The path of a fixture.
  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// Checks one fixture (which must load without errors and hold one system).
  static func check(
    _ name: String, options: CheckOptions = CheckOptions(), budgets: [String: Int] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CheckResult {
    let report = CheckDriver.check(
      paths: [path(name)], options: CheckRunOptions(check: options, budgets: budgets))
    #expect(
      report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))",
      sourceLocation: sourceLocation)
    #expect(report.results.count == 1, sourceLocation: sourceLocation)
    return try #require(report.results.first, sourceLocation: sourceLocation)
  }

  /// The violation of a check (and name), which must be the only one of its kind.
  static func violation(
    _ result: CheckResult, _ check: Violation.Check, named name: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Violation {
    let matching = result.violations.filter {
      $0.check == check && (name == nil || $0.name == name)
    }
    #expect(
      matching.count == 1, "\(result.violations.map(\.message))", sourceLocation: sourceLocation)
    return try #require(matching.first, sourceLocation: sourceLocation)
  }

  /// The head line of every step of a run (`#1 stub Panel emits hold`), the
  /// initialization left out.
  static func steps(_ run: Counterexample, in result: CheckResult) -> [String] {
    CheckTextRenderer.trace(run, in: result.system).filter { $0.hasPrefix("#") }.dropFirst().map {
      $0
    }
  }

  /// Every line of a run's trace.
  static func trace(_ run: Counterexample, in result: CheckResult) -> [String] {
    CheckTextRenderer.trace(run, in: result.system)
  }
}
