import InterplayDiagnostics
import InterplayRuntime

/// The JUnit XML report of `interplay run`: one `testsuite` per system, one `testcase`
/// per sequence; input errors form a suite of their own. Written by ``JUnitWriter``, as
/// `lint` and `check` write theirs, so no model text can make it ill-formed.
public struct RunJUnitRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// The report as JUnit XML.
  public func render(_ report: RunReport) -> String {
    var suites: [JUnitWriter.Suite] = []
    let errors = report.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      suites.append(
        JUnitWriter.Suite(
          name: "input",
          cases: errors.map { diagnostic in
            JUnitWriter.TestCase(
              classname: "input", name: RunTextRenderer.location(diagnostic.range, report.sources),
              failures: [
                JUnitWriter.Failure(type: diagnostic.id.rawValue, message: diagnostic.message)
              ])
          }))
    }
    for run in report.systems {
      let name = run.system.model.name
      let cases = run.outcomes.map { outcome in
        var testCase = JUnitWriter.TestCase(classname: name, name: outcome.name)
        if let failure = outcome.failure {
          let body = RunTextRenderer.failureLines(
            failure, outcome: outcome, system: run.system, sources: report.sources
          ).joined(separator: "\n")
          testCase.failures = [
            JUnitWriter.Failure(
              type: outcome.status == .incomplete ? "incomplete" : "divergence",
              message: failure.reason, body: body)
          ]
        }
        return testCase
      }
      suites.append(JUnitWriter.Suite(name: name, cases: cases))
    }
    return JUnitWriter(suites: suites).render()
  }
}
