import Foundation
import InterplayDiagnostics
import Testing

/// The content of SARIF logs, read back as plain JSON objects.
@Suite("SARIF diagnostics")
struct SARIFDiagnosticRendererTests {
  private typealias Object = [String: Any]

  private let renderer = SARIFDiagnosticRenderer(
    toolVersion: "1.2.3", informationURI: "https://example.com/interplay",
    rules: [
      "resolve.unknown-state": RuleMetadata(
        summary: "Transitions must target a declared state", help: "Declare the state first.",
        helpURI: "https://example.com/rules/resolve.unknown-state"),
      "type.mismatch": RuleMetadata(summary: "Values must match their declared type"),
    ])

  private func run(_ diagnostics: [Diagnostic], in sources: SourceSet) throws -> Object {
    let data = Data(renderer.render(diagnostics, in: sources).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == SARIFDiagnosticRenderer.schemaURI)
    let runs = try #require(log["runs"] as? [Object])
    #expect(runs.count == 1)
    return try #require(runs.first)
  }

  private func fixturesRun() throws -> Object {
    try run(RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
  }

  /// `[startLine, startColumn, endLine, endColumn]` of a region.
  private func region(_ value: Any?) -> [Int] {
    let region = value as? Object
    return ["startLine", "startColumn", "endLine", "endColumn"].map { region?[$0] as? Int ?? -1 }
  }

  @Test("driver and rules: one rule per distinct id, sorted, with caller metadata")
  func driverAndRules() throws {
    let run = try fixturesRun()
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let driver = try #require((run["tool"] as? Object)?["driver"] as? Object)
    #expect(driver["name"] as? String == "interplay")
    #expect(driver["version"] as? String == "1.2.3")
    #expect(driver["informationUri"] as? String == "https://example.com/interplay")
    let rules = try #require(driver["rules"] as? [Object])
    #expect(
      rules.map { $0["id"] as? String } == [
        "lint.stub-actor", "lint.unreachable-state", "parse.expected-brace",
        "resolve.unknown-state",
        "type.mismatch",
      ])
    #expect(
      rules.map { ($0["defaultConfiguration"] as? Object)?["level"] as? String } == [
        "note", "warning", "error", "error", "error",
      ])
    #expect((rules[0]["shortDescription"] as? Object)?["text"] as? String == "lint.stub-actor")
    #expect(
      rules[0]["fullDescription"] == nil && rules[0]["help"] == nil && rules[0]["helpUri"] == nil)
    let described = rules[3]
    #expect(
      (described["shortDescription"] as? Object)?["text"] as? String
        == "Transitions must target a declared state")
    #expect(
      (described["fullDescription"] as? Object)?["text"] as? String == "Declare the state first.")
    #expect((described["help"] as? Object)?["text"] as? String == "Declare the state first.")
    #expect(described["helpUri"] as? String == "https://example.com/rules/resolve.unknown-state")
    #expect(rules[4]["help"] == nil)
  }

  @Test("results: sorted, with rule id and index, level, message and UTF-16 regions")
  func results() throws {
    let run = try fixturesRun()
    let rules = try #require((run["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Object]
    let results = try #require(run["results"] as? [Object])
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "resolve.unknown-state", "lint.unreachable-state", "type.mismatch", "lint.stub-actor",
        "parse.expected-brace",
      ])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules?[index]["id"] as? String == result["ruleId"] as? String)
    }
    #expect(
      results.map { $0["level"] as? String } == ["error", "warning", "error", "note", "error"])
    let mismatch = results[2]
    #expect(
      (mismatch["message"] as? Object)?["text"] as? String
        == "cannot assign a string to 'Int(0...3)'")
    let location = try #require(
      (mismatch["locations"] as? [Object])?.first?["physicalLocation"] as? Object)
    let artifact = try #require(location["artifactLocation"] as? Object)
    #expect(artifact["uri"] as? String == "mod%C3%A8les/caf%C3%A9%20%E2%98%95.ipl")
    #expect(artifact["index"] as? Int == 1)
    // `"日本🙂"` is 6 UTF-16 code units (the emoji is a surrogate pair) but 12 UTF-8 bytes.
    #expect(region(location["region"]) == [5, 22, 5, 28])
    let multiLine = (results[1]["locations"] as? [Object])?.first?["physicalLocation"] as? Object
    #expect(region(multiLine?["region"]) == [3, 8, 4, 3])
    #expect(results[1]["relatedLocations"] == nil && results[1]["fixes"] == nil)
  }

  @Test("notes become related locations; a note without a range has only id and message")
  func relatedLocations() throws {
    let results = try #require(try fixturesRun()["results"] as? [Object])
    let related = try #require(results[0]["relatedLocations"] as? [Object])
    #expect(related.map { $0["id"] as? Int } == [0, 1])
    #expect((related[0]["message"] as? Object)?["text"] as? String == "'Idle' declared here")
    let physical = related[0]["physicalLocation"] as? Object
    #expect((physical?["artifactLocation"] as? Object)?["uri"] as? String == "models/app.ipl")
    #expect(region(physical?["region"]) == [3, 17, 3, 21])
    #expect(Set(related[1].keys) == ["id", "message"])
    let crossFile =
      (results[2]["relatedLocations"] as? [Object])?.first?["physicalLocation"] as? Object
    #expect((crossFile?["artifactLocation"] as? Object)?["index"] as? Int == 0)
  }

  @Test("fix-its become fixes: replacements and insertions, edits grouped by file")
  func fixes() throws {
    let results = try #require(try fixturesRun()["results"] as? [Object])
    let fix = try #require((results[0]["fixes"] as? [Object])?.first)
    #expect((fix["description"] as? Object)?["text"] as? String == "replace 'Idel' with 'Idle'")
    let change = try #require((fix["artifactChanges"] as? [Object])?.first)
    #expect((change["artifactLocation"] as? Object)?["uri"] as? String == "models/app.ipl")
    let replacement = try #require((change["replacements"] as? [Object])?.first)
    #expect(region(replacement["deletedRegion"]) == [4, 14, 4, 18])
    #expect((replacement["insertedContent"] as? Object)?["text"] as? String == "Idle")
    let insertion = (results[4]["fixes"] as? [Object])?.first?["artifactChanges"] as? [Object]
    let inserted = (insertion?.first?["replacements"] as? [Object])?.first
    #expect(region(inserted?["deletedRegion"]) == [3, 1, 3, 1])
    #expect((inserted?["insertedContent"] as? Object)?["text"] as? String == "}")
  }

  @Test("deletions omit insertedContent; fix-its without edits are left out; files are grouped")
  func fixEdgeCases() throws {
    var sources = SourceSet()
    let first = sources.add(SourceFile(path: "a.ipl", text: "abc\n"))
    let second = sources.add(SourceFile(path: "b.ipl", text: "xyz\n"))
    let edits = [
      TextEdit(range: .point(second, 1), replacement: "!"),
      TextEdit(range: SourceRange(file: first, start: 0, end: 2), replacement: ""),
      TextEdit(range: .point(second, 3), replacement: "?"),
    ]
    let diagnostic = Diagnostic.error(
      "x.y", "m", at: .point(first, 0),
      fixIts: [FixIt("empty", edits: []), FixIt("many", edits: edits)])
    let results = try #require(try run([diagnostic], in: sources)["results"] as? [Object])
    let fixes = try #require(results.first?["fixes"] as? [Object])
    #expect(fixes.count == 1)
    let changes = try #require(fixes.first?["artifactChanges"] as? [Object])
    #expect(
      changes.map { ($0["artifactLocation"] as? Object)?["uri"] as? String } == ["a.ipl", "b.ipl"])
    let deletion = try #require((changes[0]["replacements"] as? [Object])?.first)
    #expect(region(deletion["deletedRegion"]) == [1, 1, 1, 3])
    #expect(deletion["insertedContent"] == nil)
    let inserts = (changes[1]["replacements"] as? [Object])?.map {
      ($0["insertedContent"] as? Object)?["text"] as? String
    }
    #expect(inserts == ["!", "?"])
  }

  @Test("a rule's default level is the most severe level it was reported with")
  func defaultLevel() throws {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: "a.ipl", text: "abc\n"))
    let diagnostics = [
      Diagnostic.warning("lint.x", "w", at: .point(file, 0)),
      Diagnostic.error("lint.x", "e", at: .point(file, 1)),
    ]
    let rules = try #require(
      ((try run(diagnostics, in: sources)["tool"] as? Object)?["driver"] as? Object)?["rules"]
        as? [Object])
    #expect(rules.count == 1)
    #expect((rules.first?["defaultConfiguration"] as? Object)?["level"] as? String == "error")
  }

  @Test("same diagnostics in any order give the same bytes; empty runs list every file")
  func deterministicAndEmpty() throws {
    let sources = RenderingFixtures.sources
    let forward = renderer.render(RenderingFixtures.diagnostics, in: sources)
    #expect(renderer.render(RenderingFixtures.diagnostics.shuffled(), in: sources) == forward)
    #expect(forward.hasSuffix("}\n") && !forward.contains("\\/"))
    let empty = try run([], in: sources)
    #expect((empty["results"] as? [Any])?.isEmpty == true)
    #expect((empty["artifacts"] as? [Any])?.count == 3)
    let rules = ((empty["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Any]
    #expect(rules?.isEmpty == true)
  }
}
