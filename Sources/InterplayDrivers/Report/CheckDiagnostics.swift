import InterplayCheck
import InterplayDiagnostics
import InterplayRuntime

/// Check results as diagnostics, for the text, SARIF and JUnit renderers.
public enum CheckDiagnostics {
  /// A violation as an error at the violated declaration (or the faulting action); the
  /// counterexample's steps are attached as notes.
  public static func diagnostic(
    for violation: Violation, in result: CheckResult, withTrace: Bool = false
  )
    -> Diagnostic
  {
    let range = violation.range ?? fallbackRange(result)
    let notes =
      withTrace
      ? CheckTextRenderer.trace(violation.counterexample, in: result.system).map {
        DiagnosticNote($0, at: nil)
      } : []
    return .error(violation.check.diagnosticID, violation.message, at: range, notes: notes)
  }

  /// A coverage gap as a warning.
  public static func diagnostic(for gap: CoverageGap) -> Diagnostic {
    let what =
      gap.kind == .state
      ? "state '\(gap.actor).\(gap.name)' is never active"
      : "transition '\(gap.name)' of '\(gap.actor)' never fires"
    return .warning(DiagnosticID("check.coverage"), what, at: gap.range)
  }

  /// Every violation, gap and (for an incomplete search) a warning that says so.
  public static func diagnostics(for result: CheckResult, withTraces: Bool = false)
    -> [Diagnostic]
  {
    var list = result.violations.map { diagnostic(for: $0, in: result, withTrace: withTraces) }
    list += result.coverage.map { diagnostic(for: $0) }
    if let limit = result.limit {
      list.append(
        .warning(
          DiagnosticID("check.incomplete"),
          "the search of '\(result.system.model.name)' stopped at \(limit) after \(result.statistics.states) states; undecided: \(result.undecided.isEmpty ? "nothing" : result.undecided.joined(separator: ", "))",
          at: fallbackRange(result)))
    }
    return list
  }

  /// The system's first declaration, for findings without a better place.
  static func fallbackRange(_ result: CheckResult) -> SourceRange {
    let model = result.system.model
    return model.actors.first?.nameRange
      ?? SourceRange(file: FileID(0), start: 0, end: 0)
  }
}
