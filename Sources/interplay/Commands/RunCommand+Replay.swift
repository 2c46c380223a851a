import ArgumentParser
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers

/// `interplay run --replay TRACE...`: re-execute counterexamples written by
/// `interplay check --trace-dir`.
extension RunCommand {
  /// Replays every trace file of ``input``: 0 when each re-executes as recorded, 1 when the
  /// model no longer runs as a trace recorded, 65 when a trace or its model cannot be read.
  func runReplay() throws {
    var status = ExitStatus.clean
    for path in input.paths {
      let report = ReplayDriver.replay(
        path: path,
        options: CheckRunOptions(
          maxFileSize: input.maxFileSize,
          pipeline: configuration.pipeline(maxFileSize: input.maxFileSize)))
      print(
        TextDiagnosticRenderer(annotated: false).render(report.diagnostics, in: report.sources),
        terminator: "")
      print(ReplayDriver.text(report), terminator: "")
      status = status.combined(with: report.status)
    }
    if status != .clean { throw ExitCode(status.rawValue) }
  }
}
