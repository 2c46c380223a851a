import Foundation
import InterplayDiagnostics
import Testing

@Suite("JSON diagnostics")
struct JSONDiagnosticRendererTests {
  /// The fixtures rendered and parsed back into plain Foundation objects.
  private func renderedFixtures() throws -> [String: Any] {
    let json = JSONDiagnosticRenderer().render(
      RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
  }

  private func position(_ value: Any?) -> [Int] {
    let position = value as? [String: Any]
    return ["line", "column", "offset"].map { position?[$0] as? Int ?? -1 }
  }

  @Test("exact bytes: sorted keys, two-space indentation, unescaped slashes, final newline")
  func exactBytes() {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: "a/b.ipl", text: "state Idle\n"))
    let diagnostic = Diagnostic.error(
      "lint.unused-state", "state 'Idle' is unused", at: SourceRange(file: file, start: 6, end: 10),
      notes: [DiagnosticNote("see docs/rules", at: nil)],
      fixIts: [
        FixIt(
          "remove it",
          edits: [TextEdit(range: SourceRange(file: file, start: 0, end: 10), replacement: "")])
      ])
    #expect(
      JSONDiagnosticRenderer().render([diagnostic], in: sources) == """
        {
          "diagnostics" : [
            {
              "file" : "a/b.ipl",
              "fixIts" : [
                {
                  "edits" : [
                    {
                      "file" : "a/b.ipl",
                      "range" : {
                        "end" : {
                          "column" : 11,
                          "line" : 1,
                          "offset" : 10
                        },
                        "start" : {
                          "column" : 1,
                          "line" : 1,
                          "offset" : 0
                        }
                      },
                      "replacement" : ""
                    }
                  ],
                  "message" : "remove it"
                }
              ],
              "id" : "lint.unused-state",
              "message" : "state 'Idle' is unused",
              "notes" : [
                {
                  "message" : "see docs/rules"
                }
              ],
              "range" : {
                "end" : {
                  "column" : 11,
                  "line" : 1,
                  "offset" : 10
                },
                "start" : {
                  "column" : 7,
                  "line" : 1,
                  "offset" : 6
                }
              },
              "severity" : "error"
            }
          ],
          "summary" : {
            "errors" : 1,
            "notes" : 0,
            "warnings" : 0
          },
          "version" : 1
        }

        """)
  }

  @Test("fixtures: sorted entries with ids, severities, files, byte positions and counts")
  func fixtureEntries() throws {
    let document = try renderedFixtures()
    #expect(document["version"] as? Int == 1)
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 3)
    #expect(summary["warnings"] as? Int == 1)
    #expect(summary["notes"] as? Int == 1)
    let entries = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(
      entries.map { $0["id"] as? String } == [
        "resolve.unknown-state", "lint.unreachable-state", "type.mismatch", "lint.stub-actor",
        "parse.expected-brace",
      ])
    #expect(
      entries.map { $0["severity"] as? String } == ["error", "warning", "error", "note", "error"])
    #expect(
      entries.map { $0["file"] as? String } == [
        "models/app.ipl", "modèles/café ☕.ipl", "modèles/café ☕.ipl", "broken.ipl", "broken.ipl",
      ])

    let mismatch = entries[2]
    #expect(mismatch["message"] as? String == "cannot assign a string to 'Int(0...3)'")
    let range = try #require(mismatch["range"] as? [String: Any])
    #expect(position(range["start"]) == [5, 22, 70])
    #expect(position(range["end"]) == [5, 34, 82])  // "日本🙂" in quotes is 12 UTF-8 bytes
    let note = try #require((mismatch["notes"] as? [[String: Any]])?.first)
    #expect(note["file"] as? String == "models/app.ipl")  // a note in another file
    #expect(position((note["range"] as? [String: Any])?["start"]) == [2, 7, 17])

    let multiLine = try #require(entries[1]["range"] as? [String: Any])
    #expect(position(multiLine["start"]) == [3, 8, 33])
    #expect(position(multiLine["end"]) == [4, 3, 48])
  }

  @Test("notes without a range have no file or range keys; fix-it edits carry their file")
  func notesAndFixIts() throws {
    let entry = try #require((try renderedFixtures()["diagnostics"] as? [[String: Any]])?.first)
    let notes = try #require(entry["notes"] as? [[String: Any]])
    #expect(notes.count == 2)
    #expect(notes[0]["message"] as? String == "'Idle' declared here")
    #expect(notes[0]["file"] as? String == "models/app.ipl")
    #expect(position((notes[0]["range"] as? [String: Any])?["end"]) == [3, 21, 45])
    #expect(Set(notes[1].keys) == ["message"])
    let fixIt = try #require((entry["fixIts"] as? [[String: Any]])?.first)
    #expect(fixIt["message"] as? String == "replace 'Idel' with 'Idle'")
    let edit = try #require((fixIt["edits"] as? [[String: Any]])?.first)
    #expect(edit["file"] as? String == "models/app.ipl")
    #expect(edit["replacement"] as? String == "Idle")
    #expect(position((edit["range"] as? [String: Any])?["start"]) == [4, 14, 61])
  }

  @Test("the document decodes into JSONDiagnosticReport")
  func decodesIntoReport() throws {
    let renderer = JSONDiagnosticRenderer()
    let sources = RenderingFixtures.sources
    let json = renderer.render(RenderingFixtures.diagnostics, in: sources)
    let decoded = try JSONDecoder().decode(JSONDiagnosticReport.self, from: Data(json.utf8))
    #expect(decoded == renderer.report(RenderingFixtures.diagnostics, in: sources))
    #expect(decoded.diagnostics.map(\.severity) == [.error, .warning, .error, .note, .error])
    #expect(decoded.diagnostics[4].fixIts[0].edits[0].range.start.offset == 24)
  }

  @Test("an empty list is a valid document with zero counts")
  func emptyList() throws {
    let json = JSONDiagnosticRenderer().render([], in: SourceSet())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(object["summary"] as? [String: Int] == ["errors": 0, "warnings": 0, "notes": 0])
    #expect(object["version"] as? Int == JSONDiagnosticRenderer.formatVersion)
  }

  @Test("same diagnostics in any order give the same bytes")
  func deterministic() {
    let renderer = JSONDiagnosticRenderer()
    let sources = RenderingFixtures.sources
    let forward = renderer.render(RenderingFixtures.diagnostics, in: sources)
    #expect(renderer.render(RenderingFixtures.diagnostics.reversed(), in: sources) == forward)
    #expect(renderer.render(RenderingFixtures.diagnostics.shuffled(), in: sources) == forward)
    #expect(!forward.contains("\\/"))
    #expect(forward.contains("modèles/café ☕.ipl"))  // UTF-8, not \u escapes
  }
}
