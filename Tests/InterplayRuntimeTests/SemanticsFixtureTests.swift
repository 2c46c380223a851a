import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Every `Tests/Fixtures/Semantics/*.ipl` runs its sequences; the full trace of each (every
/// exit, transition, entry and message, and the state after each step) must equal its
/// snapshot step by step, and the sequences must end as the fixture's first line says.
/// With the step function's fast paths on and off: one snapshot holds for both.
@Suite struct SemanticsFixtureTests {
  static let folder = TestPaths.fixtures.appendingPathComponent("Semantics")
  static let fixtures = TestPaths.iplFiles(under: folder).map(\.lastPathComponent)

  @Test func thereAreAtLeastThirtyFixtures() {
    #expect(Self.fixtures.count >= 30)
  }

  @Test(arguments: fixtures, FastPaths.allCases)
  func fixture(_ name: String, _ fastPaths: FastPaths) throws {
    let path = Self.folder.appendingPathComponent(name).path
    let report = RunDriver.run(paths: [path], options: RunOptions(compile: fastPaths.options))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    let run = try #require(report.systems.first)
    #expect(!run.outcomes.isEmpty, "a semantics fixture must have a sequence")
    var text = ""
    for outcome in run.outcomes {
      text += "sequence \(outcome.name): \(outcome.status)\n"
      text += TraceFormatter.text(outcome.trace, states: outcome.states, in: run.system)
      if let failure = outcome.failure {
        text +=
          RunTextRenderer.failureLines(
            failure, outcome: outcome, system: run.system, sources: report.sources
          ).joined(separator: "\n") + "\n"
      }
    }
    // Failure lines name the fixture's file: relative to the repository, as on any clone.
    text = text.replacingOccurrences(of: TestPaths.repositoryRoot.path + "/", with: "")
    SnapshotFile.expect(
      text, named: "Semantics-" + name.replacingOccurrences(of: ".ipl", with: "") + ".txt",
      section: "#")
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let expectsFailure = source.hasPrefix("// expect: failed")
    for outcome in run.outcomes {
      #expect(
        outcome.status == (expectsFailure ? .failed : .passed),
        "\(outcome.name): \(outcome.failure?.reason ?? "passed")")
    }
  }
}
