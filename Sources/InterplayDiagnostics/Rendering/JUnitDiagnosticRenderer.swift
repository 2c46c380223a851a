/// Renders diagnostics as JUnit XML, so CI systems show each input file as a test.
///
/// Every file of the ``SourceSet`` becomes one `<testsuite>` named by its path,
/// holding one `<testcase>` of the same name. The test case fails with one
/// `<failure>` per error in the file (and per warning with
/// ``warningsAsErrors``); a file without such findings passes. Findings that do
/// not fail the test (warnings, notes) are listed in the test case's
/// `<system-out>`, so they stay visible.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="interplay" tests="1" failures="1" errors="0" skipped="0">
///   <testsuite name="app.ipl" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="interplay" name="app.ipl">
///       <failure type="resolve.unknown-state" message="3:11: unknown state &apos;Idel&apos;">app.ipl:3:11: error: unknown state 'Idel' [resolve.unknown-state]
/// app.ipl:1:15: note: 'Idle' declared here
/// </failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - A failure's `type` is the diagnostic id, its `message` is `line:column:
///   message`, and its body is the diagnostic in ``TextDiagnosticRenderer``'s
///   plain format, notes and fix-its included.
/// - `tests` and `failures` count test cases, as JUnit readers expect: each
///   suite has one test, which failed or not. `errors` (crashes of the test
///   itself) is always 0.
/// - Text is escaped for XML by ``JUnitWriter``, the writer of every JUnit report;
///   characters XML cannot carry are removed. There are no timestamps or durations, so
///   the output is deterministic.
public struct JUnitDiagnosticRenderer: Sendable {
  /// Whether warnings fail a file's test case, as errors always do.
  public var warningsAsErrors: Bool
  /// The `name` of `<testsuites>` and the `classname` of every test case.
  public var name: String

  /// Creates a renderer; by default only errors fail a test case.
  public init(warningsAsErrors: Bool = false, name: String = "interplay") {
    self.warningsAsErrors = warningsAsErrors
    self.name = name
  }

  /// Renders a JUnit XML document, ending in a newline, with ``JUnitWriter``.
  ///
  /// Every range must lie in a file of `sources`.
  public func render(_ diagnostics: [Diagnostic], in sources: SourceSet) -> String {
    var byFile: [FileID: [Diagnostic]] = [:]
    for diagnostic in Diagnostic.sorted(diagnostics) {
      byFile[diagnostic.range.file, default: []].append(diagnostic)
    }
    let suites = sources.files.enumerated().map { index, file in
      JUnitWriter.Suite(
        name: file.path,
        cases: [testCase(for: file, byFile[FileID(index)] ?? [], in: sources)])
    }
    return JUnitWriter(name: name, suites: suites).render()
  }

  private func fails(_ diagnostic: Diagnostic) -> Bool {
    switch diagnostic.severity {
    case .error: true
    case .warning: warningsAsErrors
    case .note: false
    }
  }

  private func testCase(
    for file: SourceFile, _ diagnostics: [Diagnostic], in sources: SourceSet
  ) -> JUnitWriter.TestCase {
    let text = TextDiagnosticRenderer()
    let failures = diagnostics.filter(fails).map { failure in
      let location = sources.location(of: failure.range)
      return JUnitWriter.Failure(
        type: failure.id.rawValue,
        message: "\(location.line):\(location.column): \(failure.message)",
        body: text.render(failure, in: sources))
    }
    let passing = diagnostics.filter { !fails($0) }
    return JUnitWriter.TestCase(
      classname: name, name: file.path, failures: failures,
      systemOut: passing.map { text.render($0, in: sources) }.joined())
  }
}
