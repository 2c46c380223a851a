import Foundation
import InterplayDiagnostics
import InterplayModel
import Testing

@testable import InterplayRender

/// Lint findings placed on the topology and drawn red.
@Suite struct TopologyFindingsTests {
  static let source = """
    service Store {
      request { save }
      event { saved }
    }
    presentation View {
      event { tapped }
    }
    behaviour Flow {
      observes View.event, Store.event
      requests Store.request
      initial state Idle {
        on View.tapped { send Store.save }
        on Store.saved { }
      }
    }
    enum Extra { one }
    """

  func finding(at range: SourceRange, _ id: DiagnosticID = "lint.test") -> Diagnostic {
    .warning(id, "something about this", at: range)
  }

  @Test func findingsArePlacedOnPathwaysActorsAndNothingElse() throws {
    let model = try RenderFixtures.model(Self.source)
    let flow = try #require(model.actor(path: "Flow"))
    let store = try #require(model.actor(path: "Store"))
    let diagnostics = [
      finding(at: model[flow].observesRanges[1]),
      finding(at: model[store].nameRange, "lint.other"),
      finding(at: model[flow].chart!.states[0].transitions[0].range),
      finding(at: try #require(model.types.first { $0.name == "Extra" }?.range)),
      Diagnostic(.init("lint.note"), .note, "a note", at: model[store].nameRange),
    ]
    let findings = TopologyFindings(diagnostics, in: model)
    let key = TopologyFindings.PathwayKey(actor: flow, notifier: model[flow].observes[1])
    #expect(findings.pathways == [key: ["something about this [lint.test]"]])
    #expect(findings.actors[store] == ["something about this [lint.other]"])
    #expect(findings.actors[flow] == ["something about this [lint.test]"])
    #expect(findings.unplaced.count == 1)
    #expect(findings.actors.values.joined().allSatisfy { !$0.contains("a note") })
  }

  @Test func highlightedElementsAreRedWithTheMessageAsTooltip() throws {
    let model = try RenderFixtures.model(Self.source)
    let flow = try #require(model.actor(path: "Flow"))
    let store = try #require(model.actor(path: "Store"))
    let diagram = ModelDiagrams.diagrams(
      for: model, kinds: [.topology],
      findings: [finding(at: model[flow].requestsRanges[0]), finding(at: model[store].nameRange)]
    )[0]
    let graph = diagram.graph
    let edge = try #require(
      graph.allEdges.first {
        $0.tail == "a\(flow.rawValue)" && $0.head == "a\(store.rawValue)"
          && $0.attributes["dir"] == nil
      })
    #expect(edge.attributes["color"] == .text(DiagramTheme.alert))
    let otherEdges = graph.allEdges.filter { $0 != edge }
    #expect(otherEdges.allSatisfy { $0.attributes["color"] != .text(DiagramTheme.alert) })
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let node = try svg.group("node", titled: "a\(store.rawValue)")
    #expect(node.tooltips == ["something about this [lint.test]"])
    let list = try svg.group("cluster", titled: TopologyDiagram.legendID)
    #expect(
      list.texts == [
        "findings", "• Store: something about this [lint.test]",
        "• Flow → Store: something about this [lint.test]",
      ])
  }

  /// A long finding wraps in the legend instead of widening the whole picture.
  @Test func aLongFindingWrapsInTheLegend() throws {
    let model = try RenderFixtures.model(Self.source)
    let store = try #require(model.actor(path: "Store"))
    let message = Array(repeating: "a finding that goes on and on", count: 12)
      .joined(separator: " ")
    let long = Diagnostic.warning("lint.test", message, at: model[store].nameRange)
    let diagram = ModelDiagrams.diagrams(for: model, kinds: [.topology], findings: [long])[0]
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let lines = try svg.group("cluster", titled: TopologyDiagram.legendID).texts.dropFirst()
    #expect(lines.count > 3)
    for line in lines {
      #expect(
        TextMetrics.table.width(of: line, fontSize: 9) <= TopologyDiagram.legendWidth, "\(line)")
    }
    #expect(lines.joined(separator: " ") == "• Store: " + message + " [lint.test]")
  }

  @Test func noFindingsNoList() throws {
    let model = try RenderFixtures.model(Self.source)
    let graph = TopologyDiagram(model: model).graph
    #expect(!DOTWriter.write(graph).contains(TopologyDiagram.legendID))
    #expect(!DOTWriter.write(graph).contains(DiagramTheme.alert))
  }

  /// Pathway labels list the cases that travel on them.
  @Test func pathwayCasesAreTheOnesUsed() throws {
    let model = try RenderFixtures.model(Self.source)
    let topology = TopologyDiagram(model: model)
    let flow = try #require(model.actor(path: "Flow"))
    let names = { (notifier: NotifierID) in
      topology.pathwayCases(flow, notifier: notifier).map { model[$0].name }
    }
    #expect(model[flow].observes.map(names) == [["tapped"], ["saved"]])
    #expect(model[flow].requests.map(names) == [["save"]])
  }
}
