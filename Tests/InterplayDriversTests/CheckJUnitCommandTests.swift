import Foundation
import InterplayTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `interplay check --format junit`, parsed as XML: one suite per system, one test case
/// per built-in check, invariant, pattern property and sequence, each passing, failing
/// or skipped as the search decided it.
@Suite struct CheckJUnitCommandTests {
  /// One `<testcase>` as a CI reader sees it.
  struct Case: Equatable {
    var suite: String
    var name: String
    /// `passed`, `failure` or `skipped`.
    var outcome: String
    /// The failure's or skip's `message`, and a failure's `type`.
    var message: String?
    var type: String?
    /// The failure's text.
    var body: String?
  }

  static let builtins = [
    "deadlock", "unhandled", "overflow", "scopes", "assertions", "mutation", "runtime",
  ]

  /// Runs `check PATH --format junit` with `extra` flags; the exit status, the test cases
  /// and the root element (after checking that the document is well-formed).
  func junit(_ model: String, _ extra: [String] = ["--no-timing"]) throws
    -> (status: Int32, cases: [Case], root: XMLElement)
  {
    let path =
      model.hasPrefix("/") ? model : TestPaths.repositoryRoot.appendingPathComponent(model).path
    let run = try CommandLineRun.run(
      ["check", path, "--format", "junit"] + extra, timeout: 300)
    let parser = XMLParser(data: Data(run.output.utf8))
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    let root = try #require(try XMLDocument(xmlString: run.output, options: []).rootElement())
    #expect(root.name == "testsuites")
    var cases: [Case] = []
    for suite in root.elements(forName: "testsuite") {
      let suiteName = suite.attribute(forName: "name")?.stringValue ?? ""
      for element in suite.elements(forName: "testcase") {
        var found = Case(
          suite: suiteName, name: element.attribute(forName: "name")?.stringValue ?? "",
          outcome: "passed")
        if let failure = element.elements(forName: "failure").first {
          found.outcome = "failure"
          found.message = failure.attribute(forName: "message")?.stringValue
          found.type = failure.attribute(forName: "type")?.stringValue
          found.body = failure.stringValue
        } else if let skipped = element.elements(forName: "skipped").first {
          found.outcome = "skipped"
          found.message = skipped.attribute(forName: "message")?.stringValue
        }
        #expect(element.attribute(forName: "classname")?.stringValue == suiteName)
        cases.append(found)
      }
      let count = { (outcome: String) in
        String(cases.filter { $0.suite == suiteName && $0.outcome == outcome }.count)
      }
      #expect(suite.attribute(forName: "failures")?.stringValue == count("failure"))
      #expect(suite.attribute(forName: "skipped")?.stringValue == count("skipped"))
    }
    #expect(root.attribute(forName: "tests")?.stringValue == String(cases.count))
    return (run.status, cases, root)
  }

  @Test func accountAppPassesEveryCheckPropertyAndSequence() throws {
    let (status, cases, root) = try junit("Diagrams/AccountApp")
    #expect(status == 0)
    #expect(Set(cases.map(\.suite)) == ["AccountApp"])
    #expect(
      cases.map(\.name)
        == Self.builtins + [
          "invariant NoAccountsInBackground", "property AccountViewsScrubbed",
          "property LoginViewScrubbed", "property QuickLoginNeedsKey",
          "property OneQuickLoginPerKey", "property OneQuickLoginPerForeground",
          "property RejectedKeyShowsLogin", "property AcceptedKeyOpensAccounts",
          "property KeptKeyOffered", "property ReopensAtOverview", "property ReopensAtStatement",
          "property ReopensAtTransfer",
          "property DeviceCheckedFirst", "property BlockedStaysOffline", "sequence Startup",
          "sequence SignIn", "sequence Backgrounding", "sequence Foregrounding",
          "sequence SwitchAwayAtLogin", "forbidden sequence PortalAfterFailedIntegrity",
        ])
    #expect(cases.allSatisfy { $0.outcome == "passed" })
    // --no-timing: no time anywhere, so the document is the same bytes every run.
    #expect(root.attribute(forName: "time") == nil)
    let suite = try #require(root.elements(forName: "testsuite").first)
    #expect(suite.attribute(forName: "time") == nil)
    #expect(
      suite.elements(forName: "system-out").first?.stringValue?.hasPrefix(
        "AccountApp: 538,584 states") == true)
  }

  @Test func aViolationFailsItsCheckWithTheCounterexample() throws {
    let (status, cases, root) = try junit("Tests/Fixtures/Check/unhandled.ipl", [])
    #expect(status == 1)
    #expect(cases.map(\.name) == Self.builtins)
    let failed = cases.filter { $0.outcome == "failure" }
    #expect(failed.map(\.name) == ["unhandled"])
    let failure = try #require(failed.first)
    #expect(failure.type == "check.unhandled")
    #expect(
      failure.message
        == "unhandled notification: 'Screen' took Panel.hold from 'Panel' and no active state handles, ignores or defers it"
    )
    #expect(failure.body?.contains("  counterexample, 2 steps:") == true)
    #expect(failure.body?.contains("  #2 Screen takes Panel.hold from Panel: unhandled") == true)
    // Without --no-timing the suites say how long their search took.
    #expect(root.elements(forName: "testsuite").first?.attribute(forName: "time") != nil)
  }

  @Test func sequencesPassAndFailOneByOne() throws {
    let (status, cases, _) = try junit("Tests/Fixtures/Check/sequences.ipl")
    #expect(status == 1)
    let outcomes = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0.outcome) })
    #expect(outcomes["sequence Pay"] == "passed")
    #expect(outcomes["forbidden sequence ChargeAfterFraud"] == "passed")
    #expect(outcomes["sequence PrintAfterLock"] == "failure")
    #expect(outcomes["forbidden sequence NeverDeclined"] == "failure")
    #expect(cases.first { $0.name == "sequence PrintAfterLock" }?.type == "check.sequence")
  }

  @Test func aLimitSkipsWhatItLeftUndecided() throws {
    let (status, cases, _) = try junit(
      "Tests/Fixtures/Check/patterns.ipl", ["--no-timing", "--max-states", "5"])
    #expect(status == 2)
    let skipped = cases.filter { $0.outcome == "skipped" }
    #expect(skipped.map(\.name).prefix(7) == Self.builtins[...])
    #expect(
      skipped.allSatisfy {
        $0.message
          == "the search stopped at --max-states 5 before every reachable state was explored"
      })
    #expect(!cases.contains { $0.outcome == "passed" })
  }

  @Test func inputErrorsAreFailingTestCases() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "broken.ipl", "system Broken\nactor A { initial state S { on nothing -> T } }\n")
    let (status, cases, _) = try junit(path)
    #expect(status == 65)
    #expect(cases.count == 1)
    #expect(cases.first?.suite == "input")
    #expect(cases.first?.name == path + ":2:32")
    #expect(cases.first?.outcome == "failure")
    #expect(cases.first?.type == "resolve.unknown-case")
  }
}
