import Foundation
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// The in-process renderer: output, error collection, and safety under parallel use.
@Suite struct GraphvizRendererTests {
  @Test func rendersSVGInProcess() throws {
    let output = try GraphvizRenderer.render(
      dot: "digraph g { a -> b }", engine: .dot, format: .svg)
    let svg = try SVGDocument(output.bytes)
    #expect(try svg.groups("node").map(\.title) == ["a", "b"])
    #expect(try svg.groups("edge").map(\.title) == ["a->b"])
    #expect(output.warnings.isEmpty)
  }

  @Test func rendersPNG() throws {
    let output = try GraphvizRenderer.render(
      dot: "digraph g { a -> b }", engine: .dot, format: .png)
    #expect(Array(output.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func syntaxErrorsAreReportedWithGraphvizMessage() {
    #expect {
      _ = try GraphvizRenderer.render(dot: "digraph g { a -> }", engine: .dot, format: .svg)
    } throws: { error in
      guard let error = error as? GraphvizError else { return false }
      return error.stage == .parse && error.messages.contains { $0.contains("syntax error") }
    }
  }

  @Test func rejectedHTMLLabelsFailWithGraphvizMessages() throws {
    // HTMLLabel never produces malformed markup; Graphviz's own message must come back.
    #expect {
      _ = try GraphvizRenderer.render(
        dot: "digraph g { a [label=<<TABLE><TR>>] }", engine: .dot, format: .svg)
    } throws: { error in
      (error as? GraphvizError)?.messages.isEmpty == false
    }
  }

  @Test func warningsAreCollectedNotPrinted() throws {
    let output = try GraphvizRenderer.render(
      dot: "digraph g { a [shape=nonsense] }", engine: .dot, format: .svg)
    #expect(output.warnings.contains { $0.contains("nonsense") })
    // Messages do not leak into the next render.
    let next = try GraphvizRenderer.render(dot: "digraph g { a }", engine: .dot, format: .svg)
    #expect(next.warnings.isEmpty)
  }

  /// Graphviz is not thread-safe; the lock makes parallel renders safe and correct.
  @Test func parallelRendersAreSerialisedSafely() async throws {
    let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
      for index in 0..<24 {
        group.addTask {
          let dot = "digraph g { n\(index) -> m\(index) -> n\(index) [label=\"e\(index)\"] }"
          let output = try GraphvizRenderer.render(
            dot: dot, engine: index % 3 == 0 ? .neato : .dot, format: index % 4 == 0 ? .png : .svg)
          if index % 4 == 0 { return (index, ["n\(index)", "m\(index)"]) }
          return (index, try SVGDocument(output.bytes).groups("node").map(\.title))
        }
      }
      var collected: [Int: [String]] = [:]
      for try await (index, titles) in group { collected[index] = titles }
      return collected
    }
    #expect(results.count == 24)
    for (index, titles) in results { #expect(titles == ["n\(index)", "m\(index)"]) }
  }

  /// Graphviz 2.42's dot cleanup (gvFreeLayout) frees a rank's node list twice after `dot`
  /// lays a labelled edge flat: the topology of Diagrams/bad/TodoCore/feature-talks-to-ui.ipl
  /// (UI → Features.Tagging) corrupted the heap when rendered a few times
  /// ("malloc_consolidate(): invalid chunk size", SIGSEGV). The renderer repairs the list
  /// first (cgv_repair_flat_label_ranks; valgrind is clean) and frees every layout; the
  /// findings legend is a cluster's label, no `rank=sink` subgraph.
  @Test func flatLabelledEdgeRendersWithTheLayoutFreed() throws {
    let file = TestPaths.diagrams.appendingPathComponent("bad/TodoCore/feature-talks-to-ui.ipl")
    let dot = try Self.topologyDOT(file)
    #expect(!dot.contains("rank=sink") && !dot.contains("rank=max"))
    #expect(dot.contains("penwidth=2.2"), "a highlighted pathway")
    for _ in 0..<10 {
      let output = try GraphvizRenderer.render(dot: dot, engine: .dot, format: .svg)
      let svg = try SVGDocument(output.bytes)
      let legend = try svg.group("cluster", titled: TopologyDiagram.legendID)
      #expect(legend.texts.first == "findings")
      let legendTop = try #require(legend.positions.map(\.y).min())
      for node in try svg.groups("node") {
        #expect(node.positions.allSatisfy { $0.y < legendTop }, "\(node.title)")
      }
    }
  }

  /// The DOT of a file's topology, with its lint findings drawn.
  static func topologyDOT(_ file: URL) throws -> String {
    let report = ModelPipeline.load(paths: [file.path], options: .linting)
    let model = try #require(report.models.first)
    let diagram = try #require(
      ModelDiagrams.diagrams(for: model, kinds: [.topology], findings: report.diagnostics).first)
    return DOTWriter.write(diagram.graph)
  }

  @Test func pinnedLayoutsKeepPositions() throws {
    let dot = """
      digraph g { graph [notranslate=true, splines=line]
        a [pos="10,20", shape=point]; b [pos="300,20", shape=point]; a -> b }
      """
    let output = try GraphvizRenderer.render(dot: dot, engine: .nop, format: .svg)
    #expect(output.warnings.isEmpty)
    let svg = try SVGDocument(output.bytes)
    #expect(try svg.groups("node").count == 2)
  }
}
