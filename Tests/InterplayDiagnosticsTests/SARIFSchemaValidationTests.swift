import Foundation
import InterplayDiagnostics
import InterplayTestSupport
import Testing

/// SARIF output checked against the official OASIS schema.
///
/// Skipped only when the schema file is absent; a missing `python3` or
/// `jsonschema` fails the tests with a message saying which.
@Suite(
  "SARIF schema validation",
  .enabled(
    if: SARIFSchemaValidator.schemaLocation != nil, "\(SARIFSchemaValidator.missingSchemaReason)"))
struct SARIFSchemaValidationTests {
  private let renderer = SARIFDiagnosticRenderer(
    toolVersion: "0.1.0", informationURI: "https://example.com/interplay",
    rules: [
      "resolve.unknown-state": RuleMetadata(
        summary: "Transitions must target a declared state",
        help: "Declare the state in the same actor, or fix the spelling of the target.",
        helpURI: "https://example.com/interplay/rules/resolve.unknown-state")
    ])

  private func validate(_ log: String) throws -> SARIFSchemaValidator.Outcome {
    let schema = try #require(SARIFSchemaValidator.schemaLocation)
    return try SARIFSchemaValidator.validate(log, schema: schema)
  }

  @Test("the fixtures log conforms to the SARIF 2.1.0 schema")
  func fixturesConform() throws {
    let log = renderer.render(RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
    let outcome = try validate(log)
    #expect(outcome.isValid, "\(outcome.explanation)")
  }

  @Test("a log without diagnostics or files conforms")
  func emptyLogConforms() throws {
    let outcome = try validate(
      SARIFDiagnosticRenderer(toolVersion: "0.1.0").render([], in: SourceSet()))
    #expect(outcome.isValid, "\(outcome.explanation)")
  }

  @Test("awkward paths, deletions and edits in several files conform")
  func edgeCasesConform() throws {
    var sources = SourceSet()
    let absolute = sources.add(SourceFile(path: "/tmp/a b#1.ipl", text: "state S {}\n"))
    let colon = sources.add(SourceFile(path: "c:x 100%.ipl", text: "x\n"))
    let edits = [
      TextEdit(range: SourceRange(file: absolute, start: 0, end: 6), replacement: ""),
      TextEdit(range: .point(colon, 0), replacement: "y"),
    ]
    let diagnostic = Diagnostic.warning(
      "lint.x", "message with \"quotes\" and \u{1} control", at: .point(absolute, 11),
      notes: [DiagnosticNote("nowhere", at: nil)],
      fixIts: [FixIt("both", edits: edits), FixIt("no edits", edits: [])])
    let outcome = try validate(renderer.render([diagnostic], in: sources))
    #expect(outcome.isValid, "\(outcome.explanation)")
  }

  @Test("the validator rejects an invalid log, so the checks above can fail")
  func validatorRejectsInvalidLog() throws {
    let log = renderer.render(RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
    let badLevel = log.replacingOccurrences(
      of: "\"level\" : \"warning\"", with: "\"level\" : \"fatal\"")
    #expect(badLevel != log)
    let outcome = try validate(badLevel)
    #expect(outcome.status == 1, "\(outcome.explanation)")
    #expect(outcome.output.contains("'fatal' is not one of"), "\(outcome.output)")

    let badRegion = log.replacingOccurrences(of: "\"startLine\" : 5", with: "\"startLine\" : 0")
    #expect(badRegion != log)
    #expect(try validate(badRegion).status == 1)
  }
}
