import Foundation
import InterplayDiagnostics
import InterplayLint
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Lint findings in every machine format: SARIF valid against the official schema and
/// describing the rules, JSON and JUnit carrying ids and failing as the run does.
@Suite struct LintOutputTests {
  let folder = TemporaryFolder()

  /// A run with findings of several rules, with notes, a fix-it and a configuration file.
  private func report() -> PipelineResult {
    folder.write(".interplay.yml", "rules: { unobserved-evnt: off }\n")
    let paths = [
      folder.write("send.ipl", LintFixtures.undeclaredSend),
      folder.write("cycle.ipl", RequestCycle().documentation.bad),
      folder.write("uri.ipl", DuplicateURI().documentation.bad),
      folder.write("wide ü.ipl", ShadowedTransition().documentation.bad),
    ]
    return ModelPipeline.load(paths: paths, options: .linting)
  }

  @Test func sarifIsValidAgainstTheSchema() throws {
    let report = report()
    #expect(report.diagnostics.contains { !$0.notes.isEmpty })
    #expect(report.diagnostics.contains { !$0.fixIts.isEmpty })
    let sarif = DiagnosticOutput.render(report.diagnostics, sources: report.sources, format: .sarif)
    let schema = try #require(
      SARIFSchemaValidator.schemaLocation, "\(SARIFSchemaValidator.missingSchemaReason)")
    let outcome = try SARIFSchemaValidator.validate(sarif, schema: schema)
    #expect(outcome.isValid, "\(outcome.explanation)")
  }

  @Test func sarifDescribesEachRuleReported() throws {
    let report = report()
    let sarif = DiagnosticOutput.render(report.diagnostics, sources: report.sources, format: .sarif)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let byID = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "", $0) })
    let cycle = try #require(byID["lint.request-cycle"])
    #expect(
      (cycle["shortDescription"] as? [String: Any])?["text"] as? String == RequestCycle().summary)
    let help = (cycle["help"] as? [String: Any])?["text"] as? String ?? ""
    #expect(help.contains(RequestCycle().documentation.description))
    #expect(help.contains("Bad:") && help.contains("Good:"))
    #expect(byID["config.unknown-rule"] != nil)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == report.diagnostics.count)
    #expect(results.contains { ($0["relatedLocations"] as? [Any])?.isEmpty == false })
    #expect(results.contains { ($0["fixes"] as? [Any])?.isEmpty == false })
  }

  @Test func jsonCarriesIdsAndCounts() throws {
    let report = report()
    let json = DiagnosticOutput.render(report.diagnostics, sources: report.sources, format: .json)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let ids = (object["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    #expect(ids == LintFixtures.ids(report))
  }

  @Test func junitFailsWarningsOnlyWhenAsked() {
    let path = folder.write("w.ipl", LintFixtures.lonelyTimer)
    let plain = ModelPipeline.load(
      paths: [path], options: PipelineOptions(discoversConfiguration: false, lastStage: .lint))
    let lenient = DiagnosticOutput.render(
      plain.diagnostics, sources: plain.sources, format: .junit,
      warningsAsErrors: plain.warningsAsErrors)
    #expect(lenient.contains("failures=\"0\""))
    #expect(lenient.contains("lint.unobserved-event"))
    let strict = ModelPipeline.load(
      paths: [path],
      options: PipelineOptions(
        warningsAsErrors: true, discoversConfiguration: false, lastStage: .lint))
    let failing = DiagnosticOutput.render(
      strict.diagnostics, sources: strict.sources, format: .junit,
      warningsAsErrors: strict.warningsAsErrors)
    #expect(failing.contains("<failure type=\"lint.unobserved-event\""))
  }

  @Test func textNamesTheRuleOfEachFinding() {
    let report = report()
    let text = DiagnosticOutput.render(report.diagnostics, sources: report.sources, format: .text)
    #expect(text.contains("[lint.send-outside-pathway]"))
    #expect(text.contains("[config.unknown-rule]"))
  }
}
