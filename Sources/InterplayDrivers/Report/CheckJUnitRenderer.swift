import InterplayCheck
import InterplayDiagnostics

/// The JUnit XML report of `interplay check`: one `<testsuite>` per system checked, one
/// `<testcase>` per ``CheckedProperty`` (each built-in check the model leaves on, each
/// invariant, pattern property and sequence).
///
/// ```xml
/// <testsuite name="AccountApp" tests="12" failures="0" errors="0" skipped="0">
///   <testcase classname="AccountApp" name="deadlock"/>
///   <testcase classname="AccountApp" name="sequence Foregrounding" file="…" line="97"/>
/// ```
///
/// - A proved property passes; a violated one has a `<failure>` whose `type` is the
///   diagnostic id (`check.deadlock`), whose `message` is the first violation's message,
///   and whose text is every violation with its numbered counterexample, as the text
///   report prints them; an undecided one (the search stopped at a limit) is
///   `<skipped>` with the reason.
/// - Errors found before checking (input errors, lint errors, a budget for no stub) fail
///   one test case each in a suite named `input`, as in `run --format junit`: a system
///   with input errors is not checked, so it has no suite of its own.
/// - The document is written by ``JUnitWriter``, as `lint` and `run` write theirs.
/// - Each system's suite carries its summary line and coverage warnings in
///   `<system-out>`. With ``timing`` the suites have a `time` (the search's seconds);
///   without it the same input gives the same bytes.
public struct CheckJUnitRenderer: Sendable {
  /// Whether suites carry the search's time and the summary its rate and memory.
  public var timing: Bool

  /// Creates a renderer.
  public init(timing: Bool = true) {
    self.timing = timing
  }

  /// The report as JUnit XML ending in a newline (``JUnitWriter``); `traceFiles` names the
  /// file each violation was written to, by system index and violation index.
  public func render(_ report: CheckReport, traceFiles: [[String?]] = []) -> String {
    var suites: [JUnitWriter.Suite] = []
    let errors = inputCases(report)
    if !errors.isEmpty { suites.append(JUnitWriter.Suite(name: "input", cases: errors)) }
    var seconds = 0.0
    for (index, result) in report.results.enumerated() {
      let files = index < traceFiles.count ? traceFiles[index] : []
      seconds += result.statistics.seconds
      suites.append(
        JUnitWriter.Suite(
          name: result.system.model.name,
          cases: CheckedProperty.all(in: result).map {
            testCase($0, result: result, sources: report.sources, traceFiles: files)
          },
          time: time(result.statistics.seconds), systemOut: systemOut(result, report.sources)))
    }
    return JUnitWriter(name: "interplay check", time: time(seconds), suites: suites).render()
  }

  private func time(_ seconds: Double) -> String? {
    timing ? ByteCount.fixed(seconds, digits: 3) : nil
  }

  /// One failing test case per error found before checking, and one for a usage error.
  private func inputCases(_ report: CheckReport) -> [JUnitWriter.TestCase] {
    let text = TextDiagnosticRenderer()
    var cases: [JUnitWriter.TestCase] = report.diagnostics.map { diagnostic in
      let location = report.sources.location(of: diagnostic.range)
      let path = report.sources[diagnostic.range.file].path
      return JUnitWriter.TestCase(
        classname: "input", name: "\(path):\(location.line):\(location.column)", file: path,
        line: location.line,
        failures: [
          JUnitWriter.Failure(
            type: diagnostic.id.rawValue, message: diagnostic.message,
            body: text.render(diagnostic, in: report.sources))
        ])
    }
    if let usage = report.usageError {
      cases.append(
        JUnitWriter.TestCase(
          classname: "input", name: "usage",
          failures: [JUnitWriter.Failure(type: "usage", message: usage)]))
    }
    return cases
  }

  private func testCase(
    _ property: CheckedProperty, result: CheckResult, sources: SourceSet, traceFiles: [String?]
  ) -> JUnitWriter.TestCase {
    var testCase = JUnitWriter.TestCase(
      classname: result.system.model.name, name: property.title)
    if let range = property.range ?? property.violations.first?.range {
      testCase.file = sources[range.file].path
      testCase.line = sources.location(of: range).line
    }
    switch property.status {
    case .proved:
      break
    case .undecided:
      testCase.skipped = CheckedProperty.undecidedReason(result)
    case .violated:
      var body: [String] = []
      for (violation, number) in zip(property.violations, property.violationIndices) {
        body += CheckTextRenderer.violationLines(
          violation, in: result, sources: sources,
          traceFile: number < traceFiles.count ? traceFiles[number] : nil)
      }
      let first = property.violations.first
      var message = first?.message ?? "\(property.title) is violated"
      if property.violations.count > 1 { message += " (and \(property.violations.count - 1) more)" }
      testCase.failures = [
        JUnitWriter.Failure(
          type: first?.check.diagnosticID.rawValue ?? "check.\(property.kind)", message: message,
          body: body.joined(separator: "\n") + "\n")
      ]
    }
    return testCase
  }

  /// The summary line, then the coverage warnings and the limit that stopped the search.
  private func systemOut(_ result: CheckResult, _ sources: SourceSet) -> String {
    var lines = [CheckTextRenderer.summary(result, timing: timing)]
    let gaps = result.coverage.map { CheckDiagnostics.diagnostic(for: $0) }
    if !gaps.isEmpty {
      lines.append(TextDiagnosticRenderer().render(gaps, in: sources).trimmingTrailingNewline())
    }
    if let limit = result.limit {
      lines.append("incomplete: the search stopped at \(limit); the statistics are partial")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
