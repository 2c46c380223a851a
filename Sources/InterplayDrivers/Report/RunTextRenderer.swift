import InterplayDiagnostics
import InterplayRuntime

/// The text report of `interplay run`: one line per sequence, a divergence report per
/// failure, optionally every step.
public struct RunTextRenderer: Sendable {
  /// Whether to print every step of every run.
  public var trace: Bool

  /// Creates a renderer.
  public init(trace: Bool = false) { self.trace = trace }

  /// The report (diagnostics are printed separately by the command).
  public func render(_ report: RunReport) -> String {
    var lines: [String] = []
    var counts = (passed: 0, failed: 0, incomplete: 0)
    for run in report.systems {
      for outcome in run.outcomes {
        let location = Self.location(outcome.range, report.sources)
        switch outcome.status {
        case .passed: counts.passed += 1
        case .failed: counts.failed += 1
        case .incomplete: counts.incomplete += 1
        }
        let label =
          switch outcome.status {
          case .passed: "PASS"
          case .failed: "FAIL"
          case .incomplete: "STOP"
          }
        // The summary says what the verdict rests on: a witness's length, or that a
        // forbidden sequence matches no run.
        let detail = outcome.summary ?? "\(outcome.steps) steps"
        lines.append(
          "\(label) \(run.system.model.name).\(outcome.name) (\(detail))  \(location)")
        if trace { lines += traceLines(outcome, run.system) }
        if let failure = outcome.failure {
          lines += Self.failureLines(
            failure, outcome: outcome, system: run.system, sources: report.sources)
        }
      }
    }
    if let usage = report.usageError { lines.append("error: \(usage)") }
    let total = counts.passed + counts.failed + counts.incomplete
    var summary = "\(total) sequence\(total == 1 ? "" : "s"): \(counts.passed) passed"
    if counts.failed > 0 { summary += ", \(counts.failed) failed" }
    if counts.incomplete > 0 { summary += ", \(counts.incomplete) stopped by a bound (undecided)" }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The divergence report of one failed sequence: reason, expected against actual, the
  /// step, and every actor's state.
  public static func failureLines(
    _ failure: SequenceFailure, outcome: SequenceOutcome, system: CompiledSystem,
    sources: SourceSet
  ) -> [String] {
    var lines: [String] = []
    let at = failure.expectedRange.map { location($0, sources) + ": " } ?? ""
    lines.append("  \(at)\(TextEscaping.line(failure.reason))")
    lines.append("    expected: \(TextEscaping.line(failure.expected))")
    lines.append("    actual:   \(TextEscaping.line(failure.actual))")
    if let index = failure.stepIndex, index >= 0, index < outcome.trace.count {
      lines.append("    step:")
      let record = outcome.trace[index]
      for line in TraceFormatter.lines(
        record, index: outcome.stepNumber(at: index), after: outcome.states[index], in: system)
      {
        lines.append("      " + line)
      }
    }
    lines.append("    actors:")
    let width = failure.actors.map(\.name.count).max() ?? 0
    for actor in failure.actors {
      var line = "      " + actor.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
      line += actor.states.joined(separator: ", ")
      if !actor.variables.isEmpty { line += "  {" + actor.variables.joined(separator: ", ") + "}" }
      line += "  queue: [" + actor.queue.joined(separator: ", ") + "]"
      lines.append(line)
    }
    return lines
  }

  private func traceLines(_ outcome: SequenceOutcome, _ system: CompiledSystem) -> [String] {
    Self.traceLines(outcome, system).map { "    " + $0 }
  }

  /// Every kept step of a run, numbered as taken, with a line where steps were omitted.
  static func traceLines(_ outcome: SequenceOutcome, _ system: CompiledSystem) -> [String] {
    outcome.trace.indices.flatMap { index in
      var lines: [String] = []
      if let omitted = outcome.omittedSteps, omitted.before == index {
        lines.append("... \(omitted.count) steps not kept (a run keeps its first and last steps)")
      }
      lines += TraceFormatter.lines(
        outcome.trace[index], index: outcome.stepNumber(at: index), after: outcome.states[index],
        in: system)
      return lines
    }
  }

  /// `path:line:col`.
  static func location(_ range: SourceRange, _ sources: SourceSet) -> String {
    guard range.file.rawValue < sources.files.count else { return "?" }
    let location = sources.location(of: range)
    return "\(TextEscaping.line(sources[range.file].path)):\(location.line):\(location.column)"
  }
}
