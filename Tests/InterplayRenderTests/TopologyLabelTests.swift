import Foundation
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Edge labels of topologies stay clear of every edge: no line, their own or another
/// pathway's (highlighted findings included), crosses a label's text.
@Suite struct TopologyLabelTests {
  /// Every bundled model, the `bad` examples too (their findings are drawn red).
  static let files: [URL] = TestPaths.iplFiles(under: TestPaths.diagrams)

  /// No text run of an edge label, its box measured as Graphviz's text layout measures
  /// it, holds a point of any edge's path, in the full drawing or the overview.
  @Test(arguments: files)
  func noEdgeCrossesAnEdgeLabel(_ file: URL) throws {
    let report = ModelPipeline.load(paths: [file.path], options: .linting)
    guard !report.diagnostics.contains(where: \.isInputError) else { return }
    for model in report.models {
      for detail in TopologyDiagram.Detail.allCases {
        let diagram = try #require(
          ModelDiagrams.diagrams(
            for: model, kinds: [.topology], findings: report.diagnostics, topologyDetail: detail
          ).first)
        let svg = try SVGDocument(try diagram.render(.svg).bytes)
        let crossings = try Self.crossings(in: svg)
        // Known: in bad/TodoCore/feature-talks-to-ui `dot` ranks the Features cluster as
        // one unit, so UI → Features.Tagging closes a cycle between clusters and is laid
        // flat (UI beside Tagging); a flat edge's label goes in the rank above, and the
        // edge arches up through it and the label next to it.
        let listed = crossings.joined(separator: "\n")
        withKnownIssue("a flat edge between clusters arches through its label") {
          #expect(
            crossings.isEmpty,
            "\(diagram.fileStem) (\(detail)): \(crossings.count) crossings:\n\(listed)")
        } when: {
          detail == .full && file.path.hasSuffix("bad/TodoCore/feature-talks-to-ui.ipl")
        }
      }
    }
  }

  /// Each crossing as `label text (edge) crossed by edge`.
  static func crossings(in svg: SVGDocument) throws -> [String] {
    let edges = try svg.groups("edge")
    let lines = edges.map { edge in
      (edge.title, edge.paths.flatMap { SVGGeometry.sampled($0) })
    }
    var crossings: [String] = []
    for edge in edges {
      for run in edge.runs where !run.text.trimmingCharacters(in: .whitespaces).isEmpty {
        let width = TextMetrics.engine.width(
          of: run.text, fontSize: run.size, bold: run.bold, italic: run.italic)
        let box = SVGGeometry.box(of: run, width: width)
        for (title, points) in lines where points.contains(where: { SVGGeometry.contains(box, $0) })
        {
          crossings.append("'\(run.text)' (\(edge.title)) \(box) crossed by \(title)")
        }
      }
    }
    return crossings
  }
}
