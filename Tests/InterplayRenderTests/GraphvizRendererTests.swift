import Foundation
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

  /// Graphviz 2.42's dot cleanup (gvFreeLayout) frees an edge list of this graph twice
  /// (clusters, labelled edges and the findings legend's `rank=sink` subgraph; the
  /// topology of Diagrams/bad/TodoCore/feature-talks-to-ui.ipl): rendering it a few
  /// times corrupted the heap ("malloc_consolidate(): invalid chunk size", SIGSEGV).
  @Test func rankSinkWithClustersAndEdgeLabelsRendersWithoutHeapCorruption() throws {
    let dot = #"""
      digraph topology {
        graph [fontname="Helvetica,Arial,sans-serif", fontsize=11, fontcolor="#202124", bgcolor=white, pad=0.3, rankdir=TB, compound=true, nodesep=0.45, ranksep=0.7, labelloc=t, label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="14"><B>TodoCore</B></FONT></TD></TR><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">topology   → request   ⇢ event   dashed box: stub</FONT></TD></TR></TABLE>>];
        node [fontname="Helvetica,Arial,sans-serif", fontsize=11, fontcolor="#202124", color="#202124", label="\N", shape=box, style="rounded,filled", margin="0.14,0.06"];
        edge [fontname="Helvetica,Arial,sans-serif", fontsize=9.5, fontcolor="#202124", color="#202124", arrowsize=0.7];
        subgraph cluster_role_actor {
          graph [label=actors, labeljust=l, fontsize=10, fontcolor="#5F6368", color="#9AA0A6", margin=12, style="rounded,dashed", labelloc=b];
          a1 [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">«actor»</FONT></TD></TR><TR><TD><B>Core</B></TD></TR></TABLE>>, fillcolor="#F1F3F4", color="#5F6368", tooltip="Core /actor/core", id=actor_1];
          subgraph cluster_a2 {
            graph [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">«actor»</FONT></TD></TR><TR><TD><B>Features</B></TD></TR></TABLE>>, labeljust=l, fontsize=10, fontcolor="#5F6368", color="#5F6368", margin=12, labelloc=t, style=rounded];
            a3 [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">«actor»</FONT></TD></TR><TR><TD><B>TodoList</B></TD></TR></TABLE>>, fillcolor="#F1F3F4", color="#5F6368", tooltip="Features.TodoList /actor/features/todolist", id=actor_3];
            a4 [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">«actor»</FONT></TD></TR><TR><TD><B>Tagging</B></TD></TR></TABLE>>, fillcolor="#F1F3F4", color="#5F6368", tooltip="Features.Tagging /actor/features/tagging", id=actor_4];
          }
          a5 [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">«actor»</FONT></TD></TR><TR><TD><B>Store</B></TD></TR></TABLE>>, fillcolor="#F1F3F4", color="#5F6368", tooltip="Store /actor/store", id=actor_5];
        }
        subgraph cluster_role_presentation {
          graph [label=presentation, labeljust=l, fontsize=10, fontcolor="#5F6368", color="#9AA0A6", margin=12, style="rounded,dashed", labelloc=b];
          a0 [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368">«presentation»</FONT></TD></TR><TR><TD><B>UI</B></TD></TR><TR><TD><FONT POINT-SIZE="9" COLOR="#5F6368"><I>stub · budget 2</I></FONT></TD></TR></TABLE>>, fillcolor="#FEF3E0", color="#C26401", style="rounded,filled,dashed", tooltip="UI /actor/ui", id=actor_0];
        }
        a0 -> a5 [label=<<FONT COLOR="#8E3DAE"><B>Store.event</B></FONT><BR/>changed>, color="#8E3DAE", fontcolor="#202124", id=pathway_0_4, style=dashed, dir=back, arrowtail=vee];
        a1 -> a0 [label=<<FONT COLOR="#8E3DAE"><B>Core.event</B></FONT><BR/>message>, color="#8E3DAE", fontcolor="#202124", id=pathway_0_1, style=dashed, dir=forward, arrowhead=vee];
        a0 -> a4 [label=<<FONT COLOR="#C5221F"><B>Features.Tagging.event</B></FONT><BR/>tagAdded>, color="#C5221F", fontcolor="#C5221F", id=pathway_0_2, style=dashed, dir=back, arrowtail=vee, penwidth=2.2, tooltip="'UI' observes 'Features.Tagging.event', which no 'allow only' rule allows [lint.pathway-not-allowed]"];
        a1 -> a0 [label=<<FONT COLOR="#8E3DAE"><B>UI.event</B></FONT><BR/>sent>, color="#8E3DAE", fontcolor="#202124", id=pathway_1_0, style=dashed, dir=back, arrowtail=vee];
        a3 -> a5 [label=<<FONT COLOR="#1A5FB4"><B>Store.request</B></FONT><BR/>insert>, color="#1A5FB4", fontcolor="#202124", id=pathway_3_3, arrowhead=normal];
        a3 -> a1 [label=<<FONT COLOR="#8E3DAE"><B>Core.event</B></FONT><BR/>message>, color="#8E3DAE", fontcolor="#202124", id=pathway_3_1, style=dashed, dir=back, arrowtail=vee];
        a1 -> a4 [label=<<FONT COLOR="#8E3DAE"><B>Core.event</B></FONT><BR/>message>, color="#8E3DAE", fontcolor="#202124", id=pathway_4_1, style=dashed, dir=forward, arrowhead=vee];
        subgraph findings_rank {
          graph [rank=sink];
          findings [shape=plaintext, style="", label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD ALIGN="LEFT"><FONT COLOR="#C5221F"><B>findings</B></FONT></TD></TR><TR><TD ALIGN="LEFT"><FONT POINT-SIZE="9" COLOR="#C5221F">⚠ UI → Features.Tagging: &#39;UI&#39; observes &#39;Features.Tagging.event&#39;, which no &#39;allow only&#39; rule allows<BR ALIGN="LEFT"/>[lint.pathway-not-allowed]<BR ALIGN="LEFT"/></FONT></TD></TR></TABLE>>];
        }
      }
      """#
    for _ in 0..<5 {
      let output = try GraphvizRenderer.render(dot: dot, engine: .dot, format: .svg)
      #expect(String(decoding: output.bytes, as: UTF8.self).contains("findings"))
    }
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
