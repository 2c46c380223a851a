import Foundation
import Testing

@testable import InterplayRender

/// The small pieces: numbers, back edges, file names, text metrics, the DOT writer.
@Suite struct BuildingBlockTests {
  @Test func numbersAreShortAndExact() {
    #expect(DOTValue.format(1.5) == "1.5")
    #expect(DOTValue.format(12) == "12")
    #expect(DOTValue.format(0.125) == "0.13")
    #expect(DOTValue.format(-0.004) == "0")
    #expect(DOTValue.format(-2.05) == "-2.05")
    #expect(DOTValue.format(3.10) == "3.1")
  }

  @Test func backEdgesBreakEveryCycleAndKeepDAGs() {
    let edges = [
      DOTEdge("a", "b"), DOTEdge("b", "c"), DOTEdge("c", "a"), DOTEdge("c", "c"),
      DOTEdge("b", "d"), DOTEdge("d", "b", ["arrowhead": "vee", "lhead": "cluster_x"]),
    ]
    let back = BackEdges.indices(of: edges, nodeOrder: ["a", "b", "c", "d"])
    #expect(back == [2, 5])
    let reversed = BackEdges.reversingCycles(edges, nodeOrder: ["a", "b", "c", "d"])
    #expect(reversed[2] == DOTEdge("a", "c", ["dir": "back"]))
    #expect(
      reversed[5] == DOTEdge("b", "d", ["ltail": "cluster_x", "arrowtail": "vee", "dir": "back"]))
    #expect(BackEdges.indices(of: reversed, nodeOrder: ["a", "b", "c", "d"]).isEmpty)
    #expect(reversed[3] == edges[3], "self-loops stay")
    // Reversing twice restores the direction.
    #expect(reversed[2].reversed().attributes["dir"] == "forward")
  }

  @Test func fileNames() {
    #expect(FileNames.sanitise("Service.Portal") == "Service.Portal")
    #expect(FileNames.sanitise("../../etc/passwd") == "_._.._etc_passwd")
    #expect(FileNames.sanitise("") == "diagram")
    #expect(FileNames.sanitise("///") == "diagram")
    #expect(FileNames.sanitise("Ünïcode name") == "_n_code_name")
    #expect(FileNames.sanitise(String(repeating: "x", count: 200)).count == 80)
    #expect(FileNames.unique(["a", "A", "a", "b"]) == ["a", "A-2", "a-3", "b"])
    #expect(FileNames.stem(model: "M", kind: .statechart, subject: "A.B") == "M-statechart-A.B")
  }

  @Test func writerPrintsStatementsInOrder() {
    var graph = DOTGraph(name: "g", attributes: ["rankdir": "LR"], nodeDefaults: ["shape": "box"])
    graph.statements = [
      .node(DOTNode("a", ["label": "A \"quoted\""])),
      .subgraph(
        DOTSubgraph(id: "cluster_1", attributes: ["label": "c"], statements: [.node(DOTNode("b"))])),
      .edge(DOTEdge("a", "b", ["label": .html(HTMLLabel.text("x<y").bold)])),
    ]
    #expect(
      DOTWriter.write(graph) == """
        digraph g {
          graph [rankdir=LR];
          node [shape=box];
          a [label="A \\"quoted\\""];
          subgraph cluster_1 {
            graph [label=c];
            b;
          }
          a -> b [label=<<B>x&lt;y</B>>];
        }

        """)
  }

  @Test func attributesKeepFirstSetOrder() {
    var attributes: DOTAttributes = ["b": "1", "a": "2"]
    attributes["b"] = "3"
    attributes["c"] = "4"
    attributes["a"] = nil
    #expect(attributes.names == ["b", "c"])
    #expect(attributes == ["b": "3", "c": "4"])
    #expect(attributes != ["c": "4", "b": "3"])
  }
}
