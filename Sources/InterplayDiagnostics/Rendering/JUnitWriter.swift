/// Writes JUnit XML: the one writer behind every `--format junit` (`lint`, `check`, `run`).
///
/// The caller describes suites, test cases and their outcomes; the writer lays them out
/// the same way for every command, counts `tests`, `failures` and `skipped` from the
/// cases themselves, and passes every name, attribute and text through ``XMLEscaping``,
/// so no model text (a control character, U+FFFE, markup) can make the document
/// ill-formed.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="interplay" tests="2" failures="1" errors="0" skipped="0">
///   <testsuite name="bad.ipl" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="interplay" name="bad.ipl">
///       <failure type="parse.expected-brace" message="2:1: expected &apos;}&apos;">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// `errors` (crashes of a test itself) is always 0. There are no timestamps; a `time` is
/// written only when the caller gives one.
public struct JUnitWriter: Sendable {
  /// One `<failure>` of a test case.
  public struct Failure: Sendable, Hashable {
    /// The `type` attribute: a diagnostic id, or a kind of failure.
    public var type: String
    /// The `message` attribute: one line.
    public var message: String
    /// The element's text (a report, with line breaks); nil writes an empty element.
    public var body: String?

    /// Creates a failure.
    public init(type: String, message: String, body: String? = nil) {
      self.type = type
      self.message = message
      self.body = body
    }
  }

  /// One `<testcase>`.
  public struct TestCase: Sendable, Hashable {
    /// The `classname` attribute.
    public var classname: String
    /// The `name` attribute.
    public var name: String
    /// The `file` attribute, if any.
    public var file: String?
    /// The `line` attribute, if any.
    public var line: Int?
    /// The failures; a case with none passed (or was skipped).
    public var failures: [Failure]
    /// The `message` of a `<skipped>` element; nil when the case was not skipped.
    public var skipped: String?
    /// Text for the case's `<system-out>`; nil or empty writes none.
    public var systemOut: String?

    /// Creates a test case.
    public init(
      classname: String, name: String, file: String? = nil, line: Int? = nil,
      failures: [Failure] = [], skipped: String? = nil, systemOut: String? = nil
    ) {
      self.classname = classname
      self.name = name
      self.file = file
      self.line = line
      self.failures = failures
      self.skipped = skipped
      self.systemOut = systemOut
    }

    /// Whether the case failed.
    public var isFailure: Bool { !failures.isEmpty }
    /// Whether the case was skipped (and did not fail).
    public var isSkipped: Bool { failures.isEmpty && skipped != nil }
  }

  /// One `<testsuite>`.
  public struct Suite: Sendable, Hashable {
    /// The `name` attribute.
    public var name: String
    /// The test cases, in order.
    public var cases: [TestCase]
    /// The `time` attribute, already formatted (seconds); nil writes none.
    public var time: String?
    /// Text for the suite's `<system-out>`, after its cases; nil writes none.
    public var systemOut: String?

    /// Creates a suite.
    public init(name: String, cases: [TestCase], time: String? = nil, systemOut: String? = nil) {
      self.name = name
      self.cases = cases
      self.time = time
      self.systemOut = systemOut
    }
  }

  /// The `name` of `<testsuites>`; nil writes none.
  public var name: String?
  /// The `time` of `<testsuites>`, already formatted; nil writes none.
  public var time: String?
  /// The suites, in order.
  public var suites: [Suite]

  /// Creates a document.
  public init(name: String? = nil, time: String? = nil, suites: [Suite] = []) {
    self.name = name
    self.time = time
    self.suites = suites
  }

  /// The document, ending in a newline.
  public func render() -> String {
    let cases = suites.flatMap(\.cases)
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    lines.append(
      "<testsuites"
        + Self.attributes([
          ("name", name), ("tests", String(cases.count)),
          ("failures", String(cases.count { $0.isFailure })), ("errors", "0"),
          ("skipped", String(cases.count { $0.isSkipped })), ("time", time),
        ]) + ">")
    for suite in suites {
      lines.append(
        "  <testsuite"
          + Self.attributes([
            ("name", suite.name), ("tests", String(suite.cases.count)),
            ("failures", String(suite.cases.count { $0.isFailure })), ("errors", "0"),
            ("skipped", String(suite.cases.count { $0.isSkipped })), ("time", suite.time),
          ]) + ">")
      for testCase in suite.cases { lines += Self.lines(of: testCase) }
      if let out = suite.systemOut {
        lines.append("    <system-out>" + XMLEscaping.text(out) + "</system-out>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func lines(of testCase: TestCase) -> [String] {
    let open =
      "    <testcase"
      + attributes([
        ("classname", testCase.classname), ("name", testCase.name), ("file", testCase.file),
        ("line", testCase.line.map(String.init)),
      ])
    let out = testCase.systemOut.flatMap { $0.isEmpty ? nil : $0 }
    guard !testCase.failures.isEmpty || testCase.skipped != nil || out != nil else {
      return [open + "/>"]
    }
    var lines = [open + ">"]
    for failure in testCase.failures {
      let element =
        "      <failure" + attributes([("type", failure.type), ("message", failure.message)])
      lines.append(
        failure.body.map { element + ">" + XMLEscaping.text($0) + "</failure>" } ?? element + "/>")
    }
    if testCase.failures.isEmpty, let skipped = testCase.skipped {
      lines.append("      <skipped" + attributes([("message", skipped)]) + "/>")
    }
    if let out {
      lines.append("      <system-out>" + XMLEscaping.text(out) + "</system-out>")
    }
    lines.append("    </testcase>")
    return lines
  }

  /// ` key="value"` for each pair with a value, escaped, in order.
  private static func attributes(_ pairs: [(String, String?)]) -> String {
    pairs.compactMap { key, value in
      value.map { " \(key)=\"\(XMLEscaping.attribute($0))\"" }
    }.joined()
  }
}
