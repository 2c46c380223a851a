import Foundation
import InterplayDiagnostics
import InterplaySyntax
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Issue #19: a lost message (`A ->x B: case`) is an arrow that stops short of the
/// receiver's lifeline in a cross; Mermaid gets `-x`, PlantUML `->x`.
@Suite struct SequenceLostMessageTests {
  static func diagram(_ name: String) throws -> Diagram {
    let url = TestPaths.fixtures.appendingPathComponent("Run/lost_messages.ipl")
    return try RenderFixtures.diagram(try RenderFixtures.model(at: url), .sequence, name)
  }

  @Test func theCrossStandsBeforeTheReceiversLifeline() throws {
    let diagram = try Self.diagram("AnswerAfterLeaving")
    try preview(diagram)
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let heads = try svg.groups("node").filter { $0.title.hasSuffix("_head") }
    func column(_ name: String) throws -> Double {
      let head = try #require(heads.first { $0.texts.last == name }?.outline)
      return (head.minX + head.maxX) / 2
    }
    let web = try column("Web")
    let behaviour = try column("WebBehaviour")
    // The reply is the fourth message (m3), from Web to WebBehaviour.
    let edges = try svg.groups("edge")
    let line = try #require(edges.first { $0.title == "m3_0->m3_1" }?.paths.first)
    let cross = edges.filter { $0.title.hasPrefix("m3_lost_") }
    #expect(cross.count == 2)
    let points = cross.flatMap { $0.paths.flatMap { $0 } }
    let middle = (
      x: ((points.map(\.0).min() ?? 0) + (points.map(\.0).max() ?? 0)) / 2,
      y: ((points.map(\.1).min() ?? 0) + (points.map(\.1).max() ?? 0)) / 2
    )
    // Between the lifelines, short of the receiver's, at the arrow's end and height.
    #expect(min(web, behaviour) < middle.x && middle.x < max(web, behaviour))
    let gap = abs(middle.x - behaviour)
    #expect(gap > 10 && gap < 30, "\(gap)")
    let end = try #require(line.max { abs($0.0 - web) < abs($1.0 - web) })
    #expect(abs(end.0 - middle.x) < 1 && abs(end.1 - middle.y) < 1)
    // Plain messages still reach their receiver with an arrowhead.
    let load = try #require(edges.first { $0.title == "m2_0->m2_1" })
    #expect(load.paths.count >= 2 || !load.pathStarts.isEmpty)
  }

  @Test func exportsWriteTheCross() throws {
    let back = try Self.diagram("BackBeforeOpen")
    let mermaid = try #require(back.mermaid)
    #expect(mermaid.contains("p1-xp2: open"))
    let plantUML = try #require(back.plantUML)
    #expect(plantUML.contains("p1 ->x p2 : open"))
    let answer = try Self.diagram("AnswerAfterLeaving")
    #expect(try #require(answer.mermaid).contains("--xp"))
    #expect(try #require(answer.plantUML).contains(" -->x p"))
    SnapshotFile.expect(mermaid, named: "Fixture-LostMessages-sequence-BackBeforeOpen.mmd")
    SnapshotFile.expect(plantUML, named: "Fixture-LostMessages-sequence-BackBeforeOpen.puml")
  }

  /// `->x B` is the cross only against the arrow and before a receiver: `x` stays a name.
  @Test func theCrossIsContextual() throws {
    let source = SourceFile(
      path: "L.ipl",
      text: """
        system L
        sequence S {
          x ->x A: go
          x -> A: go
          A -->x x: go
          x ->x: go
        }

        """)
    let parsed = Parser.parse(source, file: FileID(0))
    #expect(parsed.diagnostics.isEmpty)
    let formatted = Formatter.format(parsed.syntax, source: source)
    #expect(formatted.contains("  x ->x A: go\n  x -> A: go\n  A -->x x: go\n  x -> x: go\n"))
  }
}
