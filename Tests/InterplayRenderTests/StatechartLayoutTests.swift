import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Where Graphviz puts a statechart's parts, read from the SVG: regions in document
/// order, transitions of compound states leaving from the border, labels on their edges.
@Suite struct StatechartLayoutTests {
  /// The bundled models, the semantics fixtures that have parallel states or
  /// transitions declared on compound states, and the export fixtures with several
  /// parallel states.
  static let files: [URL] =
    RenderFixtures.diagramFiles
    + [
      "12_parallel_entry_exit", "13_parallel_both_regions", "15_parallel_exit_from_region",
      "22_done_parallel", "34_local_parallel", "38_history_in_parallel", "46_done_of_region",
      "51_fork_join", "52_join_waits_for_every_source", "53_initial_transitions",
      "54_history_default_taken_once", "57_choice_and_junction",
    ].map { TestPaths.fixtures.appendingPathComponent("Semantics/\($0).ipl") }
    + ["constructs", "forks"].map { TestPaths.fixtures.appendingPathComponent("Export/\($0).ipl") }

  /// The statecharts of a file, each with its chart and parsed SVG.
  static func drawn(_ file: URL) throws -> [(name: String, chart: Statechart, svg: SVGDocument)] {
    try drawn(RenderFixtures.model(at: file))
  }

  /// The statecharts of a model, each with its chart and parsed SVG.
  static func drawn(_ model: Model) throws -> [(
    name: String, chart: Statechart, svg: SVGDocument
  )] {
    try ModelDiagrams.diagrams(for: model, kinds: [.statechart]).map { diagram in
      let chart = try #require(model.actors.first { $0.path == diagram.subject }?.chart)
      return (diagram.fileStem, chart, try SVGDocument(try diagram.render(.svg).bytes))
    }
  }

  /// Each parallel state's regions stand left to right in the order they are written.
  @Test(arguments: files)
  func regionsAreInDocumentOrder(_ file: URL) throws {
    for (name, chart, svg) in try Self.drawn(file) {
      for state in chart.states where state.kind == .parallel && state.children.count > 1 {
        let lefts = try state.children.map { region in
          try #require(
            try svg.group("cluster", titled: "cluster_s\(region.rawValue)").outline?.minX)
        }
        let names = state.children.map { chart[$0].name }
        #expect(lefts == lefts.sorted(), "\(name): \(state.name) draws \(names) at \(lefts)")
      }
    }
  }

  /// Charts where `dot` used to move a region: the first region's only transition leaves
  /// for a state written before the parallel state, or beside three regions.
  static let exitingCharts = [
    """
    system ExitBefore
    actor Env { event { go, back } }
    actor Chart {
      observes Env.event
      state Out { on Env.back -> P.R1.A }
      initial parallel state P {
        region R1 { initial state A { on Env.go -> Out } }
        region R2 { initial state B { state B1 } }
      }
    }
    """,
    """
    system ExitOfThree
    actor Env { event { go, back, more } }
    actor Chart {
      observes Env.event
      initial parallel state P {
        region R1 { initial state A { on Env.go -> Out } }
        region R2 {
          initial state B { on Env.more -> B2 }
          state B2 { on Env.more -> B3 }
          state B3
        }
        region R3 { initial state C { state C1 } }
      }
      state Out { on Env.back -> P.R1.A }
    }
    """,
  ]

  @Test(arguments: exitingCharts)
  func regionsStayInDocumentOrderWhenTheFirstRegionExits(_ source: String) throws {
    for (name, chart, svg) in try Self.drawn(RenderFixtures.model(source)) {
      let state = try #require(chart.states.first { $0.kind == .parallel })
      let lefts = try state.children.map { region in
        try #require(
          try svg.group("cluster", titled: "cluster_s\(region.rawValue)").outline?.minX)
      }
      #expect(lefts == lefts.sorted(), "\(name): regions at \(lefts)")
    }
  }

  /// Every edge of a transition declared on a compound state meets that state's border
  /// at its own end: no visible line starts inside the state, at its initial dot or
  /// anywhere else.
  @Test(arguments: files)
  func compoundTransitionsLeaveFromTheBorder(_ file: URL) throws {
    var checked = 0
    for (name, chart, svg) in try Self.drawn(file) {
      let edges = try svg.groups("edge")
      for state in chart.states where !state.children.isEmpty {
        let anchor = "x\(state.id.rawValue)"
        let box = try #require(
          try svg.group("cluster", titled: "cluster_s\(state.id.rawValue)").outline)
        for edge in edges {
          let ends = edge.title.components(separatedBy: "->")
          guard ends.count == 2, ends.contains(anchor),
            let path = edge.paths.first, let first = path.first, let last = path.last
          else { continue }
          // Graphviz writes the path from tail to head; the anchor's end has no arrow.
          let end = ends[0] == anchor ? first : last
          let distance = min(
            abs(end.0 - box.minX), abs(end.0 - box.maxX), abs(end.1 - box.minY),
            abs(end.1 - box.maxY))
          #expect(
            distance <= 2 && SVGGeometry.contains(box.grown(by: 2), end),
            "\(name): \(edge.title) ends at \(end), not on \(state.name)'s border \(box)")
          checked += 1
        }
      }
    }
    let declared = try RenderFixtures.model(at: file).actors.compactMap(\.chart).flatMap {
      chart in chart.states.filter { !$0.children.isEmpty }.flatMap(\.transitions)
    }.filter { $0.joinSources.isEmpty && $0.moreTargets.isEmpty }
    #expect(declared.allSatisfy { $0.target == nil } || checked > 0)
  }

  /// Calculator: `on ViewController.C internal -> Ready`, declared on the top state, used
  /// to start at the top state's initial dot; it now leaves the top state's border.
  @Test func calculatorsClearStartsAtTheBorder() throws {
    let file = TestPaths.diagrams.appendingPathComponent("Calculator/Calculator.ipl")
    let (_, chart, svg) = try #require(
      try Self.drawn(file).first { $0.name == "Calculator-statechart-Controller" })
    let top = try #require(chart.states.first { $0.name == "Calculator" })
    let labelled = try #require(
      try svg.groups("edge").first { $0.texts.first == "ViewController.C" })
    // The label is on the edge that comes back in; the edge out leaves from the anchor.
    #expect(!labelled.title.contains("i\(top.id.rawValue)"))
    let out = try svg.groups("edge").filter { $0.title.hasPrefix("x\(top.id.rawValue)->w") }
    #expect(out.count == 1)
  }

  /// Labels sit on whole edges: no label nodes, and every transition label is an edge's.
  @Test func labelsAreOnWholeEdges() throws {
    let file = TestPaths.fixtures.appendingPathComponent("Semantics/51_fork_join.ipl")
    for (name, _, svg) in try Self.drawn(file) {
      #expect(try svg.groups("node").allSatisfy { !$0.title.hasPrefix("t") }, "\(name)")
      let labels = try svg.groups("edge").map { $0.texts.joined(separator: " | ") }
      #expect(labels.contains("Panel.start | / emit started"), "\(name)")
      #expect(labels.contains("Panel.leftDone"), "\(name)")
    }
  }
}

extension SVGGeometry.Box {
  /// The box with `margin` points added on every side.
  func grown(by margin: Double) -> Self {
    Self(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
  }
}
