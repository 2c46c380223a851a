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

  /// The report as JUnit XML ending in a newline; `traceFiles` names the file each
  /// violation was written to, by system index and violation index.
  public func render(_ report: CheckReport, traceFiles: [[String?]] = []) -> String {
    var suites: [String] = []
    var tests = 0
    var failures = 0
    var skipped = 0
    let errors = inputCases(report)
    if !errors.isEmpty {
      suites.append(
        #"  <testsuite name="input" tests="\#(errors.count)" failures="\#(errors.count)" errors="0" skipped="0">"#
      )
      suites += errors.flatMap { $0 }
      suites.append("  </testsuite>")
      tests += errors.count
      failures += errors.count
    }
    var seconds = 0.0
    for (index, result) in report.results.enumerated() {
      let files = index < traceFiles.count ? traceFiles[index] : []
      let properties = CheckedProperty.all(in: result)
      let failed = properties.filter { $0.status == .violated }.count
      let undecided = properties.filter { $0.status == .undecided }.count
      tests += properties.count
      failures += failed
      skipped += undecided
      seconds += result.statistics.seconds
      let name = XMLEscaping.attribute(result.system.model.name)
      suites.append(
        #"  <testsuite name="\#(name)" tests="\#(properties.count)" failures="\#(failed)" errors="0" skipped="\#(undecided)"\#(time(result.statistics.seconds))>"#
      )
      for property in properties {
        suites += testCase(property, result: result, sources: report.sources, traceFiles: files)
      }
      suites.append(
        "    <system-out>" + XMLEscaping.text(systemOut(result, report.sources)) + "</system-out>")
      suites.append("  </testsuite>")
    }
    let head = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="interplay check" tests="\#(tests)" failures="\#(failures)" errors="0" skipped="\#(skipped)"\#(time(seconds))>"#,
    ]
    return (head + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
  }

  private func time(_ seconds: Double) -> String {
    timing ? #" time="\#(ByteCount.fixed(seconds, digits: 3))""# : ""
  }

  /// The lines of one failing test case per error found before checking, and of one for
  /// a usage error.
  private func inputCases(_ report: CheckReport) -> [[String]] {
    let text = TextDiagnosticRenderer()
    var cases: [[String]] = []
    for diagnostic in report.diagnostics {
      let location = report.sources.location(of: diagnostic.range)
      let path = report.sources[diagnostic.range.file].path
      let name = XMLEscaping.attribute("\(path):\(location.line):\(location.column)")
      cases.append([
        #"    <testcase classname="input" name="\#(name)" file="\#(XMLEscaping.attribute(path))" line="\#(location.line)">"#,
        #"      <failure type="\#(XMLEscaping.attribute(diagnostic.id.rawValue))" message="\#(XMLEscaping.attribute(diagnostic.message))">"#
          + XMLEscaping.text(text.render(diagnostic, in: report.sources)) + "</failure>",
        "    </testcase>",
      ])
    }
    if let usage = report.usageError {
      cases.append([
        #"    <testcase classname="input" name="usage">"#,
        #"      <failure type="usage" message="\#(XMLEscaping.attribute(usage))"/>"#,
        "    </testcase>",
      ])
    }
    return cases
  }

  private func testCase(
    _ property: CheckedProperty, result: CheckResult, sources: SourceSet, traceFiles: [String?]
  ) -> [String] {
    let system = XMLEscaping.attribute(result.system.model.name)
    var open =
      #"    <testcase classname="\#(system)" name="\#(XMLEscaping.attribute(property.title))""#
    if let range = property.range ?? property.violations.first?.range {
      let path = XMLEscaping.attribute(sources[range.file].path)
      open += #" file="\#(path)" line="\#(sources.location(of: range).line)""#
    }
    switch property.status {
    case .proved:
      return [open + "/>"]
    case .undecided:
      let reason = XMLEscaping.attribute(CheckedProperty.undecidedReason(result))
      return [open + ">", #"      <skipped message="\#(reason)"/>"#, "    </testcase>"]
    case .violated:
      var body: [String] = []
      for (violation, number) in zip(property.violations, property.violationIndices) {
        body += CheckTextRenderer.violationLines(
          violation, in: result, sources: sources,
          traceFile: number < traceFiles.count ? traceFiles[number] : nil)
      }
      let first = property.violations.first
      let type = XMLEscaping.attribute(
        first?.check.diagnosticID.rawValue ?? "check.\(property.kind)")
      var message = first?.message ?? "\(property.title) is violated"
      if property.violations.count > 1 { message += " (and \(property.violations.count - 1) more)" }
      return [
        open + ">",
        #"      <failure type="\#(type)" message="\#(XMLEscaping.attribute(message))">"#
          + XMLEscaping.text(body.joined(separator: "\n") + "\n") + "</failure>",
        "    </testcase>",
      ]
    }
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
