import InterplayDiagnostics
import InterplayRuntime

/// The outcome of `interplay run`: input problems, and every sequence's result.
public struct RunReport: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Every diagnostic of the pipeline (systems with input errors do not run).
  public var diagnostics: [Diagnostic]
  /// The systems that ran.
  public var systems: [SystemRun]
  /// A usage problem (an unknown `--sequence`, a Swift stub bound to no stub actor), if
  /// any.
  public var usageError: String?
  /// The status of the diagnostics alone (see `PipelineResult.status`).
  public var diagnosticStatus: ExitStatus = .clean

  /// Creates a report.
  public init(
    sources: SourceSet, diagnostics: [Diagnostic], systems: [SystemRun], usageError: String?
  ) {
    self.sources = sources
    self.diagnostics = diagnostics
    self.systems = systems
    self.usageError = usageError
  }

  /// 65 for input errors, 64 for usage errors, 2 when a run hit a bound, 1 when a
  /// sequence failed or a lint rule reported an error, else 0; the most severe wins.
  public var status: ExitStatus {
    var status = diagnosticStatus
    if usageError != nil { status = status.combined(with: .usage) }
    for outcome in systems.flatMap(\.outcomes) {
      switch outcome.status {
      case .passed: break
      case .failed: status = status.combined(with: .findings)
      case .incomplete: status = status.combined(with: .incomplete)
      }
    }
    return status
  }
}
