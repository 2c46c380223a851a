import Foundation
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Writing diagrams: names, formats, atomicity.
@Suite struct DiagramWriterTests {
  static func diagrams() throws -> [Diagram] {
    let model = try RenderFixtures.model(at: BundledSVGTests.locationButton)
    return ModelDiagrams.diagrams(for: model)
  }

  @Test(arguments: DiagramWriter.Format.allCases)
  func writesOneFilePerDiagram(_ format: DiagramWriter.Format) throws {
    let folder = TemporaryFolder()
    let output = folder.path + "/nested/out"
    let report = DiagramWriter.write(try Self.diagrams(), format: format, to: output)
    #expect(report.failures == [])
    let names = [
      "LocationButton-topology", "LocationButton-statechart-Behaviour",
      "LocationButton-sequence-ShowLocation",
    ]
    #expect(
      report.written.map(\.path) == names.map { output + "/" + $0 + "." + format.fileExtension })
    let entries = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(
      entries == names.map { $0 + "." + format.fileExtension }.sorted(), "no temporary files left")
    let first = try #require(FileManager.default.contents(atPath: report.written[0].path))
    switch format {
    case .dot: #expect(String(decoding: first, as: UTF8.self).hasPrefix("digraph topology {"))
    case .svg: #expect(try SVGDocument(Array(first)).groups("node").count > 0)
    case .png: #expect(Array(first.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    case .mermaid: #expect(String(decoding: first, as: UTF8.self).contains("\nflowchart TB\n"))
    case .plantuml: #expect(String(decoding: first, as: UTF8.self).hasPrefix("@startuml\n"))
    }
  }

  /// A diagram Graphviz rejects is reported, and the file it would replace is untouched.
  @Test func aFailedRenderLeavesTheOldFile() throws {
    let folder = TemporaryFolder()
    folder.write("Bad-topology.svg", "old")
    var graph = DOTGraph(name: "bad")
    graph.statements = [.node(DOTNode("a", ["label": .html(.raw("<TABLE><TR>"))]))]
    let bad = Diagram(
      kind: .topology, subject: "Bad", fileStem: "Bad-topology", graph: graph, engine: .dot)
    let good = try Self.diagrams()[0]
    let report = DiagramWriter.write([bad, good], format: .svg, to: folder.path)
    #expect(report.failures.map(\.path) == [folder.path + "/Bad-topology.svg"])
    #expect(report.written.map(\.path) == [folder.path + "/LocationButton-topology.svg"])
    #expect(folder.read("Bad-topology.svg") == "old")
    #expect(folder.entries() == ["Bad-topology.svg", "LocationButton-topology.svg"])
  }

  @Test func anUnwritableFolderIsReported() throws {
    let folder = TemporaryFolder()
    folder.write("file", "not a folder")
    let report = DiagramWriter.write(try Self.diagrams(), format: .svg, to: folder.path + "/file")
    #expect(report.written.isEmpty)
    #expect(report.failures.count == 3)
  }
}
