import Foundation
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Lint findings on states and transitions drawn red on the statechart, from the
/// `Diagrams/bad` models that trip exactly one rule each.
@Suite struct StatechartFindingsTests {
  static func drawn(_ name: String) throws -> (model: Model, diagram: Diagram) {
    let url = TestPaths.diagrams.appendingPathComponent("bad/\(name).ipl")
    let report = ModelPipeline.load(paths: [url.path], options: .linting)
    let inputErrors = report.diagnostics.filter { $0.isInputError }
    #expect(inputErrors.isEmpty)
    let model = try #require(report.models.first)
    let diagram = try #require(
      ModelDiagrams.diagrams(for: model, kinds: [.statechart], findings: report.diagnostics)
        .first { $0.subject == "Flow" })
    return (model, diagram)
  }

  @Test func anUnreachableStateHasARedBorderAndTheMessage() throws {
    let (model, diagram) = try Self.drawn("unreachable-state")
    let chart = try #require(model.actors.first { $0.name == "Flow" }?.chart)
    let lost = try #require(chart.states.first { $0.name == "Lost" })
    let flagged = diagram.graph.allNodes.filter {
      $0.attributes["color"] == .text(DiagramTheme.alert)
    }
    #expect(flagged.map(\.id) == ["s\(lost.id.rawValue)"])
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let node = try svg.group("node", titled: "s\(lost.id.rawValue)")
    #expect(node.tooltips.count == 1)
    #expect(node.tooltips[0].contains("[lint.unreachable-state]"))
  }

  @Test func aShadowedTransitionIsRed() throws {
    let (_, diagram) = try Self.drawn("shadowed-transition")
    let red = diagram.graph.allEdges.filter { $0.attributes["color"] == .text(DiagramTheme.alert) }
    // The one transition's edge, its label red with it.
    #expect(red.count == 1)
    #expect(red.allSatisfy { $0.attributes["fontcolor"] == .text(DiagramTheme.alert) })
    #expect(red.allSatisfy { $0.attributes["label"] != nil })
    #expect(
      diagram.graph.allNodes.allSatisfy { $0.attributes["color"] != .text(DiagramTheme.alert) })
  }

  @Test func findingsOutsideTheChartAreLeftOut() throws {
    let model = try RenderFixtures.model(
      """
      behaviour Flow {
        initial state Idle
      }
      enum Spare { one }
      """)
    let flow = try #require(model.actor(path: "Flow"))
    let spare = try #require(model.types.first { $0.name == "Spare" }?.range)
    let findings = StatechartFindings(
      [.warning("lint.test", "x", at: spare)], actor: flow, in: model)
    #expect(findings == StatechartFindings())
  }
}
