import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// The Mermaid and PlantUML exports: snapshots of a few diagrams (re-recorded with
/// `RECORD_SNAPSHOTS=1`), every bundled diagram in both languages, determinism, and the
/// items traces and counterexamples draw. `Scripts/validate-exports.sh` checks the
/// same text with PlantUML and Mermaid themselves (not part of the suite).
@Suite struct TextExportTests {
  /// Diagrams whose exports are snapshot: each kind, history, parallel regions,
  /// fragments, scopes, data models.
  static let snapshotStems = [
    "LocationButton-topology", "LocationButton-statechart-Behaviour",
    "LocationButton-sequence-ShowLocation", "RunningLights-statechart-Controller",
    "RunningLights-sequence-PauseAndResume", "AccountApp-sequence-Foregrounding",
    "AccountApp-topology", "Playlist-topology", "Calculator-statechart-Controller",
  ]

  static func bundledDiagrams() throws -> [Diagram] {
    try RenderFixtures.diagramFiles.flatMap {
      ModelDiagrams.diagrams(for: try RenderFixtures.model(at: $0))
    }
  }

  @Test func snapshotsMatch() throws {
    let diagrams = try Self.bundledDiagrams()
    for stem in Self.snapshotStems {
      let diagram = try #require(diagrams.first { $0.fileStem == stem }, "\(stem)")
      SnapshotFile.expect(try #require(diagram.mermaid), named: stem + ".mmd")
      SnapshotFile.expect(try #require(diagram.plantUML), named: stem + ".puml")
    }
  }

  /// The feature fixtures: parallel regions, shallow and deep history, final states,
  /// local transitions (statechart); every fragment kind and scope marks (sequence).
  @Test func featureFixturesMatchSnapshots() throws {
    let chart = try StatechartFeatureTests.diagram()
    SnapshotFile.expect(try #require(chart.mermaid), named: "Fixture-Player-statechart.mmd")
    SnapshotFile.expect(try #require(chart.plantUML), named: "Fixture-Player-statechart.puml")
    let sequence = try SequenceFeatureTests.diagram()
    SnapshotFile.expect(try #require(sequence.mermaid), named: "Fixture-Checkout-sequence.mmd")
    SnapshotFile.expect(try #require(sequence.plantUML), named: "Fixture-Checkout-sequence.puml")
  }

  /// Every kind of every bundled model exports in both languages, the same bytes twice.
  @Test func everyBundledDiagramExports() throws {
    let first = try Self.bundledDiagrams()
    let second = try Self.bundledDiagrams()
    #expect(Set(first.map(\.kind)) == Set(Diagram.Kind.allCases))
    for (diagram, again) in zip(first, second) {
      let mermaid = try #require(diagram.mermaid, "\(diagram.fileStem)")
      let plantUML = try #require(diagram.plantUML, "\(diagram.fileStem)")
      let header =
        switch diagram.kind {
        case .topology: "flowchart TB"
        case .statechart: "stateDiagram-v2"
        case .sequence: "sequenceDiagram"
        }
      #expect(mermaid.hasPrefix("---\ntitle: \"") && mermaid.contains("\n---\n" + header + "\n"))
      #expect(plantUML.hasPrefix("@startuml\ntitle ") && plantUML.hasSuffix("\n@enduml\n"))
      #expect(mermaid == again.mermaid && plantUML == again.plantUML, "\(diagram.fileStem)")
    }
  }

  @Test func writerUsesTheTextExtensions() throws {
    let folder = TemporaryFolder()
    let diagrams = try Self.bundledDiagrams().prefix(3)
    for format in [DiagramWriter.Format.mermaid, .plantuml] {
      let report = DiagramWriter.write(Array(diagrams), format: format, to: folder.path)
      #expect(report.failures == [])
      for (written, diagram) in zip(report.written, diagrams) {
        let bytes = try #require(FileManager.default.contents(atPath: written.path))
        #expect(String(decoding: bytes, as: UTF8.self) == diagram.text(format.textLanguage!))
        #expect(written.path.hasSuffix(format == .mermaid ? ".mmd" : ".puml"))
      }
    }
    var bare = try #require(diagrams.first)
    bare.source = nil
    let report = DiagramWriter.write([bare], format: .mermaid, to: folder.path + "/bare")
    #expect(report.failures.map(\.reason) == ["the diagram has no source to export as text"])
  }

  /// A run's items: highlighted steps and notes in red, states, a pop of a scope that
  /// was never pushed (no deactivation), a push inside a branch undone at its end.
  @Test func traceItemsExport() throws {
    typealias D = SequenceDiagram
    let diagram = D(
      title: "Run", caption: "counterexample",
      participants: [.init(name: "A", role: .behaviour), .init(name: "B", isStub: true)],
      items: [
        .states([.init(participant: 0, state: "Idle")]),
        .scope(.init(name: "S", participants: [1], isPush: false)),
        .fragment(
          .init(
            kind: "loop",
            branches: [
              .init(
                guardText: "repeats forever",
                items: [
                  .scope(.init(name: "S", participants: [1], isPush: true)),
                  .message(.init(from: 0, to: 1, label: "go", kind: .request, isHighlighted: true)),
                ])
            ])),
        .note(.init(over: [], text: "broke\nhere", isAlert: true)),
        .states([.init(participant: 0, state: "Bad", isHighlighted: true)]),
      ])
    let mermaid = MermaidSequence(diagram).text
    #expect(!mermaid.contains("deactivate p1\n  loop"), "a pop with no push deactivates nothing")
    #expect(mermaid.contains("  loop repeats forever\n    Note over p1: push S\n    activate p1\n"))
    #expect(mermaid.contains("    rect rgb(252, 232, 230)\n      p0->>p1: go\n    end\n"))
    #expect(mermaid.contains("    deactivate p1\n  end\n"))
    #expect(mermaid.contains("Note over p0,p1: broke<br/>here"))
    let plantUML = PlantUMLSequence(diagram).text
    #expect(plantUML.contains("p0 -[#C5221F]> p1 : go"))
    #expect(plantUML.contains("note over p0, p1 #FCE8E6 : broke\\nhere"))
    #expect(plantUML.contains("hnote over p0 #FCE8E6 : Bad"))
    #expect(plantUML.contains("participant \"B\" as p1 <<stub>>"))
    #expect(plantUML.components(separatedBy: "deactivate p1").count == 2)
  }
}
