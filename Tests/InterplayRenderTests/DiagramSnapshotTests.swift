import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// The DOT of every diagram of every bundled model, compared with
/// `Snapshots/<file stem>.dot`. Set `RECORD_SNAPSHOTS=1` to re-record. Sequence diagrams
/// measure text with the Helvetica table here (``TextMetrics/table``), so the snapshots
/// are the same on every machine whatever its fonts; `TextFitsTests` checks the layout
/// with Graphviz's text layout, under each font family.
@Suite struct DiagramSnapshotTests {
  @Test func thereAreBundledModels() {
    #expect(RenderFixtures.diagramFiles.count >= 2)
  }

  @Test(arguments: RenderFixtures.diagramFiles)
  func everyDiagramMatchesItsSnapshot(_ file: URL) throws {
    let model = try RenderFixtures.model(at: file)
    let diagrams = ModelDiagrams.diagrams(for: model, textMetrics: .table)
    for diagram in diagrams {
      SnapshotFile.expect(diagram.dot, named: diagram.fileStem + ".dot")
    }
  }

  /// Every kind is drawn for every bundled model: a topology, a statechart for each
  /// actor with one, a sequence diagram for each sequence.
  @Test(arguments: RenderFixtures.diagramFiles)
  func everyKindIsDrawn(_ file: URL) throws {
    let model = try RenderFixtures.model(at: file)
    let diagrams = ModelDiagrams.diagrams(for: model)
    #expect(diagrams.filter { $0.kind == .topology }.count == 1)
    #expect(
      diagrams.filter { $0.kind == .statechart }.map(\.subject)
        == model.actors.filter { $0.chart != nil }.map(\.path))
    #expect(diagrams.filter { $0.kind == .sequence }.map(\.subject) == model.sequences.map(\.name))
    #expect(Set(diagrams.map(\.kind)) == Set(Diagram.Kind.allCases))
  }

  /// No snapshot is left over from a diagram that no longer exists.
  @Test func noStaleSnapshots() throws {
    var expected = Set<String>()
    for file in RenderFixtures.diagramFiles {
      let model = try RenderFixtures.model(at: file)
      expected.formUnion(ModelDiagrams.diagrams(for: model).map { $0.fileStem + ".dot" })
      // TopologyOverviewTests' snapshots.
      expected.formUnion(
        ModelDiagrams.diagrams(for: model, kinds: [.topology]).map {
          $0.fileStem + "-overview.dot"
        })
    }
    let present = try FileManager.default.contentsOfDirectory(atPath: SnapshotFile.folder().path)
      .filter { $0.hasSuffix(".dot") && !$0.hasPrefix("Fixture-") }
    #expect(Set(present).subtracting(expected).sorted() == [])
  }

  /// The same model gives the same bytes, however often it is drawn, either way text is
  /// measured.
  @Test(arguments: TextMetrics.Source.allCases)
  func drawingIsDeterministic(_ source: TextMetrics.Source) throws {
    let metrics = TextMetrics(source)
    for file in RenderFixtures.diagramFiles {
      let first = try RenderFixtures.model(at: file)
      let second = try RenderFixtures.model(at: file)
      #expect(
        ModelDiagrams.diagrams(for: first, textMetrics: metrics).map(\.dot)
          == ModelDiagrams.diagrams(for: second, textMetrics: metrics).map(\.dot))
    }
  }
}
