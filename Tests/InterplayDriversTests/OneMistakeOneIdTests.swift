import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayPipeline
import InterplayTestSupport
import Testing

/// One mistake has one id, one location and one exit code in every command: `lint`,
/// `check`, `run` and `render` (which lints with the pipeline's first stages) read every
/// model of `Diagrams/bad/` through the one pipeline.
@Suite struct OneMistakeOneIdTests {
  static let mistakes = TestPaths.iplFiles(under: TestPaths.diagrams.appendingPathComponent("bad"))
    .map(\.path)

  /// The errors of a report, as `id@start-end`.
  static func errors(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.filter { $0.severity == .error }.map {
      "\($0.id.rawValue)@\($0.range.start)-\($0.range.end)"
    }
  }

  @Test(arguments: mistakes)
  func everyCommandReportsTheSameErrors(_ path: String) {
    let lint = ModelPipeline.load(paths: [path], options: .linting)
    let check = CheckDriver.check(paths: [path])
    let run = RunDriver.run(paths: [path])
    #expect(Self.errors(check.diagnostics) == Self.errors(lint.diagnostics), "\(path)")
    #expect(Self.errors(run.diagnostics) == Self.errors(lint.diagnostics), "\(path)")
    // A lint error fails every command with exit 1 (input errors with 65).
    if lint.status != .clean {
      #expect(check.status.rawValue >= 1, "\(path)")
      #expect(run.status.rawValue >= 1, "\(path)")
    }
    if lint.status == .inputError {
      #expect(check.status == .inputError && run.status == .inputError, "\(path)")
    }
  }

  /// The reported regression: a send outside a declared pathway was
  /// `lint.send-outside-pathway` for `lint` and `resolve.not-requested` (exit 65) for
  /// `check` and `run`.
  @Test func aSendOutsideAPathwayIsOneMistake() {
    let path = TestPaths.diagrams.appendingPathComponent("bad/send-outside-pathway.ipl").path
    for diagnostics in [
      ModelPipeline.load(paths: [path], options: .linting).diagnostics,
      CheckDriver.check(paths: [path]).diagnostics,
      RunDriver.run(paths: [path]).diagnostics,
    ] {
      #expect(
        Self.errors(diagnostics).map { $0.prefix { $0 != "@" } } == ["lint.send-outside-pathway"])
    }
    #expect(CheckDriver.check(paths: [path]).status == .findings)
    #expect(RunDriver.run(paths: [path]).status == .findings)
  }
}
