import Foundation
import Testing

@testable import InterplayRender

/// The size guard: small graphs are untouched, big ones simplified, huge ones move to sfdp.
@Suite struct LayoutPolicyTests {
  /// A chain of `count` boxes in clusters of ten, each edge with a long label.
  static func graph(nodes count: Int) -> DOTGraph {
    var statements: [DOTStatement] = []
    for cluster in stride(from: 0, to: count, by: 10) {
      let nodes = (cluster..<min(cluster + 10, count)).map { DOTStatement.node(DOTNode("n\($0)")) }
      statements.append(.subgraph(DOTSubgraph(id: "cluster_\(cluster)", statements: nodes)))
    }
    for index in 1..<count {
      statements.append(
        .edge(
          DOTEdge("n\(index / 2)", "n\(index)", ["label": .text("a rather long label \(index)")])))
      statements.append(
        .edge(DOTEdge("n\(index)", "n\((index * 7) % count)", ["label": .text("back \(index)")])))
    }
    return DOTGraph(name: "big", attributes: ["compound": "true"], statements: statements)
  }

  @Test func smallGraphsAreDrawnAsBuilt() {
    let graph = Self.graph(nodes: 30)
    let plan = LayoutPolicy.plan(graph, engine: .dot)
    #expect(plan.graph == graph && plan.engine == .dot && plan.note == nil)
  }

  @Test func bigGraphsPlaceLabelsAfterLayout() {
    let plan = LayoutPolicy.plan(Self.graph(nodes: 150), engine: .dot)
    #expect(plan.engine == .dot)
    #expect(
      plan.graph.allEdges.allSatisfy {
        $0.attributes["label"] == nil && $0.attributes["xlabel"] != nil
      })
    #expect(plan.note?.contains("150 nodes") == true)
  }

  @Test func hugeGraphsUseSFDP() {
    let plan = LayoutPolicy.plan(Self.graph(nodes: 500), engine: .dot)
    #expect(plan.engine == .sfdp)
    #expect(plan.note?.contains("sfdp") == true)
  }

  @Test func pinnedGraphsAreNeverChanged() {
    let graph = Self.graph(nodes: 500)
    #expect(LayoutPolicy.plan(graph, engine: .nop).graph == graph)
  }

  /// The guard keeps renders of big graphs within a few seconds.
  @Test(arguments: [150, 400, 1000])
  func bigGraphsRenderQuickly(_ count: Int) throws {
    let diagram = Diagram(
      kind: .topology, subject: "big", fileStem: "big", graph: Self.graph(nodes: count),
      engine: .dot)
    let start = ContinuousClock.now
    let output = try diagram.render(.svg)
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < .seconds(8), "\(count) nodes took \(elapsed)")
    #expect(try SVGDocument(output.bytes).groups("node").count == count)
  }
}

extension LayoutPolicyTests {
  /// A statechart of 200 states, two transitions each to pseudo-random targets: `dot`
  /// alone took 95 s on it here when its labels were nodes. Its labels are on its 400
  /// edges now (201 nodes), so the guard draws it with `dot`, labels placed after layout
  /// and crossing minimisation bounded.
  @Test func aBigStatechartRendersQuickly() throws {
    var source = "presentation P budget 3 {\n  event { e0, e1, e2, e3 }\n}\nbehaviour B {\n"
    source += "  observes P.event\n"
    var seed: UInt64 = 1
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for state in 0..<200 {
      source += (state == 0 ? "  initial state" : "  state") + " S\(state) {\n"
      for _ in 0..<2 { source += "    on P.e\(next(4)) [true] -> S\(next(200))\n" }
      source += "  }\n"
    }
    source += "}\n"
    let model = try RenderFixtures.model(source)
    let diagram = try RenderFixtures.diagram(model, .statechart, "B")
    #expect(diagram.planned.engine == .dot)
    #expect(diagram.planned.note?.contains("crossing minimisation bounded") == true)
    let start = ContinuousClock.now
    let output = try diagram.render(.svg)
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < .seconds(8), "\(elapsed)")
    #expect(try SVGDocument(output.bytes).groups("node").count == diagram.graph.allNodes.count)
  }
}
