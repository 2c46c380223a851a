import InterplayDiagnostics
import InterplayRuntime

/// The JUnit XML report of `interplay run`: one `testsuite` per system, one `testcase`
/// per sequence; input errors form a suite of their own.
public struct RunJUnitRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// The report as JUnit XML.
  public func render(_ report: RunReport) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
    let errors = report.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      lines.append(
        #"  <testsuite name="input" tests="\#(errors.count)" failures="\#(errors.count)">"#)
      for diagnostic in errors {
        let location = RunTextRenderer.location(diagnostic.range, report.sources)
        lines.append(#"    <testcase classname="input" name="\#(Self.escape(location))">"#)
        lines.append(
          #"      <failure message="\#(Self.escape(diagnostic.message))" type="\#(Self.escape(diagnostic.id.rawValue))"/>"#
        )
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    for run in report.systems {
      let failures = run.outcomes.filter { $0.status != .passed }.count
      let name = Self.escape(run.system.model.name)
      lines.append(
        #"  <testsuite name="\#(name)" tests="\#(run.outcomes.count)" failures="\#(failures)">"#)
      for outcome in run.outcomes {
        let test = #"    <testcase classname="\#(name)" name="\#(Self.escape(outcome.name))""#
        guard let failure = outcome.failure else {
          lines.append(test + "/>")
          continue
        }
        lines.append(test + ">")
        let body = RunTextRenderer.failureLines(
          failure, outcome: outcome, system: run.system, sources: report.sources
        ).joined(separator: "\n")
        let type = outcome.status == .incomplete ? "incomplete" : "divergence"
        lines.append(
          #"      <failure message="\#(Self.escape(failure.reason))" type="\#(type)">"#
            + Self.escape(body) + "</failure>")
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      default:
        if scalar.value < 0x20 && scalar != "\t" { continue }  // not allowed in XML 1.0
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
