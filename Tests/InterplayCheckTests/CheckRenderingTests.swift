import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayTestSupport
import Testing

/// The report formats of `interplay check`: text, JSON, SARIF and JUnit.
@Suite struct CheckRenderingTests {
  static let report = CheckDriver.check(paths: [CheckFixture.path("unhandled.ipl")])

  @Test func textShowsSummaryDiagnosticAndNumberedTrace() throws {
    let text = CheckTextRenderer(verbose: true).render(
      Self.report, traceFiles: [["t/1.trace.json"]])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("Unhandled: 12 states, 13 transitions, depth 4, "))
    #expect(lines[0].contains(" B/state (8 words packed into 12 bytes), store "))
    #expect(!lines[0].contains("peak memory"))
    // The screen's steps are independent of the panel's in two states: only one actor's
    // are stored there, the one with fewer steps (the full graph has 15 states).
    #expect(
      lines[1]
        == "Unhandled: partial-order reduction: 2 of 12 states stored one actor's successors only (`--reduce none` for the full graph)"
    )
    #expect(
      lines[2].hasSuffix(
        "unhandled.ipl:8:7: error: unhandled notification: 'Screen' took Panel.hold from 'Panel' and no active state handles, ignores or defers it [check.unhandled]"
      ))
    #expect(
      lines[3] == "  counterexample, 2 steps (replay: interplay run --replay t/1.trace.json):")
    #expect(lines.contains("  #1 stub Panel emits hold"))
    #expect(lines.contains("  #2 Screen takes Panel.hold from Panel: unhandled"))
    #expect(lines.contains("    now Screen: Off"))
    #expect(
      lines.suffix(4).prefix(2) == [
        "proved: deadlock, overflow, scopes, assertions, mutation, runtime",
        "Unhandled: 1 violation",
      ])
    #expect(lines.suffix(2).first?.hasPrefix("peak memory of the process: ") == true)
  }

  /// Without `verbose` the partial-order reduction's statistics are left out of the text
  /// (a newcomer's second command need not explain them); JSON keeps them. Without
  /// timings there is no process memory either.
  @Test func reductionStatisticsOnlyWhenVerbose() throws {
    let text = CheckTextRenderer().render(Self.report)
    #expect(!text.contains("partial-order reduction"))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix("[check.unhandled]"))
    #expect(lines.last?.hasPrefix("peak memory of the process: ") == true)
    let untimed = CheckTextRenderer(timing: false).render(Self.report)
    #expect(!untimed.contains("peak memory"))
    #expect(untimed.hasSuffix("Unhandled: 1 violation\n"))
    let json = CheckJSONRenderer().render(Self.report)
    #expect(json.contains("\"ampleStates\""))
  }

  /// Every check, invariant, property and sequence proved is named, in text and JSON,
  /// and JSON gives each one's status.
  @Test func provedPropertiesAreListedInTextAndJSON() throws {
    let report = CheckDriver.check(paths: [CheckFixture.path("sequences.ipl")])
    let text = CheckTextRenderer(timing: false).render(report)
    #expect(
      text.contains(
        "\nproved: deadlock, unhandled, overflow, scopes, assertions, mutation, runtime, sequence Pay, sequence RetryAfterDecline, forbidden sequence ChargeAfterFraud\n"
      ))
    let json = CheckJSONRenderer(timing: false).render(report)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let system = try #require((object["systems"] as? [[String: Any]])?.first)
    let proved = try #require(system["proved"] as? [String])
    #expect(proved.last == "forbidden sequence ChargeAfterFraud")
    let properties = try #require(system["properties"] as? [[String: Any]])
    let status = Dictionary(
      uniqueKeysWithValues: properties.compactMap { entry in
        (entry["title"] as? String).map { ($0, entry["status"] as? String) }
      })
    #expect(status["deadlock"] == "proved")
    #expect(status["sequence PrintAfterLock"] == "violated")
    #expect(status["forbidden sequence NeverDeclined"] == "violated")
    #expect(properties.first?["kind"] as? String == "check")
    #expect(properties.filter { $0["status"] as? String == "proved" }.count == proved.count)
  }

  /// A search stopped at a limit proves nothing: text says so, JSON marks each one
  /// undecided with the reason.
  @Test func aLimitLeavesEverythingUndecided() throws {
    let report = CheckDriver.check(
      paths: [CheckFixture.path("patterns.ipl")],
      options: CheckRunOptions(check: CheckOptions(limits: CheckLimits(maxStates: 5))))
    #expect(CheckTextRenderer().render(report).contains("\nproved: nothing\n"))
    let json = CheckJSONRenderer().render(report)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let system = try #require((object["systems"] as? [[String: Any]])?.first)
    #expect((system["proved"] as? [String])?.isEmpty == true)
    let properties = try #require(system["properties"] as? [[String: Any]])
    let undecided = properties.filter { $0["status"] as? String == "undecided" }
    #expect(undecided.count > 7)
    #expect(
      undecided.first?["reason"] as? String
        == "the search stopped at --max-states 5 before every reachable state was explored")
  }

  @Test func textWithoutTimingIsTheSameEveryTime() throws {
    let again = CheckDriver.check(paths: [CheckFixture.path("patterns.ipl")])
    let first = CheckDriver.check(paths: [CheckFixture.path("patterns.ipl")])
    let renderer = CheckTextRenderer(witnesses: true, timing: false)
    #expect(renderer.render(first) == renderer.render(again))
    #expect(
      renderer.render(first).hasPrefix(
        "Patterns: 246 states, 467 transitions, depth 9, 125.3 B/state (30 words packed into 84 bytes), store "
      ))
  }

  @Test func jsonIsAVersionedDocument() throws {
    let json = CheckJSONRenderer().render(Self.report)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    #expect(object["status"] as? Int == 1)
    let system = try #require((object["systems"] as? [[String: Any]])?.first)
    #expect(system["name"] as? String == "Unhandled")
    #expect(system["complete"] as? Bool == true)
    let statistics = try #require(system["statistics"] as? [String: Any])
    #expect(statistics["states"] as? Int == 12)
    let reduction = try #require(system["reduction"] as? [String: Any])
    #expect(reduction["partialOrder"] as? Bool == true)
    #expect(reduction["ampleStates"] as? Int == 2)
    #expect(statistics["statesPerSecond"] != nil)
    let violation = try #require((system["violations"] as? [[String: Any]])?.first)
    #expect(violation["id"] as? String == "check.unhandled")
    let run = try #require(violation["counterexample"] as? [String: Any])
    #expect(run["length"] as? Int == 2)
    let steps = try #require(run["steps"] as? [[String: Any]])
    #expect(steps.map { $0["kind"] as? String } == ["stubEmit", "take"])
  }

  @Test func sarifHasOneResultPerViolationWithTheTraceInRelatedLocations() throws {
    let sarif = SARIFDiagnosticRenderer(toolVersion: "0.1.0").render(
      Self.report.allDiagnostics(withTraces: true), in: Self.report.sources)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["ruleId"] as? String == "check.unhandled")
    let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
    let messages = related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
    #expect(messages.contains("#1 stub Panel emits hold"))
  }

  /// What `check --format sarif` writes validates against the official SARIF 2.1.0
  /// schema, for a violation with its trace and for coverage warnings.
  @Test func sarifIsValidAgainstTheSchema() throws {
    let schema = try #require(
      SARIFSchemaValidator.schemaLocation, "\(SARIFSchemaValidator.missingSchemaReason)")
    let mistake = TestPaths.diagrams.appendingPathComponent(
      "bad/Calculator/divide-guard-after-divide.ipl")
    for report in [Self.report, CheckDriver.check(paths: [mistake.path])] {
      let diagnostics = report.allDiagnostics(withTraces: true)
      #expect(diagnostics.contains { $0.severity == .error })
      let sarif = SARIFDiagnosticRenderer(toolVersion: "0.1.0").render(
        diagnostics, in: report.sources)
      let outcome = try SARIFSchemaValidator.validate(sarif, schema: schema)
      #expect(outcome.isValid, "\(outcome.explanation)")
    }
  }

  @Test func junitFailsTheModelFile() throws {
    let xml = JUnitDiagnosticRenderer().render(
      Self.report.allDiagnostics(withTraces: true), in: Self.report.sources)
    #expect(xml.contains("failures=\"1\""))
    #expect(xml.contains("<failure type=\"check.unhandled\""))
    #expect(xml.contains("#2 Screen takes Panel.hold from Panel: unhandled"))
  }

  @Test func incompleteSearchIsAWarningAndExitTwo() throws {
    let report = CheckDriver.check(
      paths: [CheckFixture.path("patterns.ipl")],
      options: CheckRunOptions(check: CheckOptions(limits: CheckLimits(maxStates: 5))))
    #expect(report.status == .incomplete)
    let warning = try #require(report.allDiagnostics().last)
    #expect(warning.id == "check.incomplete")
    #expect(
      warning.message.hasPrefix("the search of 'Patterns' stopped at --max-states 5 after 5 states")
    )
    let text = CheckTextRenderer().render(report)
    #expect(
      text.contains(
        "Patterns: incomplete: the search stopped at --max-states 5; the statistics are partial"))
  }

  @Test func inputErrorsAreReportedAndNotChecked() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "broken.ipl", "system Broken\nactor A { initial state S { on nothing -> T } }\n")
    let report = CheckDriver.check(paths: [path])
    #expect(report.results.isEmpty)
    #expect(report.status == .inputError)
  }
}
