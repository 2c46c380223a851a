import Foundation
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// The overview of a topology (`--detail overview`): a node per scope, one edge per pair
/// of nodes and kind, and a picture small enough to read at README size.
@Suite struct TopologyOverviewTests {
  static let accountApp = TestPaths.diagrams.appendingPathComponent(
    "AccountApp/AccountApp.ipl")

  static func overview(_ file: URL) throws -> (model: Model, diagram: Diagram) {
    let report = ModelPipeline.load(paths: [file.path], options: .linting)
    let model = try #require(report.models.first)
    let diagram = try #require(
      ModelDiagrams.diagrams(
        for: model, kinds: [.topology], findings: report.diagnostics, textMetrics: .table,
        topologyDetail: .overview
      ).first)
    return (model, diagram)
  }

  /// The DOT of every bundled model's overview, compared with
  /// `Snapshots/<Model>-topology-overview.dot`.
  @Test(arguments: RenderFixtures.diagramFiles)
  func overviewMatchesItsSnapshot(_ file: URL) throws {
    let (_, diagram) = try Self.overview(file)
    SnapshotFile.expect(diagram.dot, named: diagram.fileStem + "-overview.dot")
  }

  /// AccountApp: each scope is one node listing its companions; no companion has a node
  /// of its own; every edge joins two different nodes, and no two edges join the same
  /// two nodes with the same kind.
  @Test func scopesAreNodesAndPathwaysAreMerged() throws {
    let (model, diagram) = try Self.overview(Self.accountApp)
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let nodes = try svg.groups("node")
    for scope in model.scopes {
      let node = try svg.group("node", titled: TopologyDiagram.scopeNodeID(scope.id))
      #expect(node.texts.contains(scope.name))
      for companion in scope.actors {
        #expect(node.texts.contains { $0.hasPrefix(model[companion].name) })
        #expect(!nodes.contains { $0.title == TopologyDiagram.nodeID(companion) })
      }
    }
    let edges = try svg.groups("edge")
    #expect(!edges.isEmpty)
    var seen = Set<String>()
    for edge in edges {
      let ends = edge.title.components(separatedBy: "->")
      #expect(ends.count == 2 && ends[0] != ends[1], "\(edge.title)")
      let kind = edge.texts.first?.hasSuffix(".event") == true ? "event" : "request"
      #expect(seen.insert(edge.title + " " + kind).inserted, "\(edge.title) twice")
    }
  }

  /// AccountApp's overview is less than half the full drawing's width and under 1,000
  /// points wide (the full drawing is over 1,900), and no edge crosses a label.
  @Test func accountAppOverviewIsCompact() throws {
    let (_, diagram) = try Self.overview(Self.accountApp)
    let full = try RenderFixtures.diagram(
      try RenderFixtures.model(at: Self.accountApp), .topology, "AccountApp")
    let overviewSVG = try SVGDocument(try diagram.render(.svg).bytes)
    let overview = try #require(try overviewSVG.canvas)
    let whole = try #require(try SVGDocument(try full.render(.svg).bytes).canvas)
    #expect(overview.width < 1000 && overview.width < whole.width / 2, "\(overview) \(whole)")
    #expect(try TopologyLabelTests.crossings(in: overviewSVG).isEmpty)
  }
}
