import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Statechart features the bundled models do not use: parallel regions, shallow and deep
/// history, local, internal and eventless transitions, guards, exit actions.
@Suite struct StatechartFeatureTests {
  static let source = """
    system Player

    presentation Panel budget 3 {
      event { play, pause, stop, mute, unmute, help, back }
    }

    behaviour Player {
      observes Panel.event
      var volume: Int(0...3) = 1

      initial state Off {
        on Panel.play -> On
        ignore Panel.pause, Panel.stop, Panel.mute, Panel.unmute, Panel.help, Panel.back
      }

      parallel state On {
        region Playback {
          history Resume
          initial state Playing {
            on Panel.pause -> Paused
          }
          state Paused {
            on Panel.play -> Playing
          }
        }
        region Sound {
          initial state Loud {
            on Panel.mute [volume > 0] -> Muted { volume = 0 }
            ignore Panel.unmute
          }
          state Muted {
            exit { volume = 1 }
            on Panel.unmute -> Loud
            ignore Panel.mute
          }
        }
        on Panel.stop -> Done
        on Panel.help -> Help
        ignore Panel.back
      }

      state Help {
        deep history Topic -> Help.Index
        initial state Index {
          on Panel.help { volume = 0 }
          always [volume == 3] -> Page
        }
        state Page {
          on Panel.play { volume = volume - 1 }
        }
        on Panel.back -> On.Playback.Resume
        on Panel.mute -> Help.Topic
        on Panel.unmute internal -> Help.Page
        defer Panel.stop
      }

      final state Done
    }
    """

  static func diagram() throws -> Diagram {
    let model = try RenderFixtures.model(source, fileName: "Player.ipl")
    return try RenderFixtures.diagram(model, .statechart, "Player")
  }

  @Test func matchesSnapshot() throws {
    SnapshotFile.expect(try Self.diagram().dot, named: "Fixture-Player-statechart.dot")
  }

  @Test func parallelRegionsAreDashedClustersInsideTheirState() throws {
    let graph = try Self.diagram().graph
    let on = try #require(graph.allSubgraphs.first { $0.id == "cluster_s1" })
    #expect(on.attributes["style"] == "rounded,filled")
    let regions = on.statements.compactMap { statement -> DOTSubgraph? in
      if case .subgraph(let subgraph) = statement { return subgraph }
      return nil
    }
    #expect(regions.map(\.id) == ["cluster_s2", "cluster_s5"])
    #expect(regions.allSatisfy { $0.attributes["style"] == "rounded,dashed" })
    let svg = try SVGDocument(try Self.diagram().render(.svg).bytes)
    #expect(try svg.group("cluster", titled: "cluster_s1").texts.prefix(1) == ["On \u{A0}||"])
    #expect(try svg.group("cluster", titled: "cluster_s2").texts == ["Playback"])
    #expect(try svg.group("cluster", titled: "cluster_s5").texts == ["Sound"])
  }

  @Test func historyPseudostatesAndTheirDefaults() throws {
    let diagram = try Self.diagram()
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    #expect(try svg.group("node", titled: "h0").texts == ["H"])
    #expect(try svg.group("node", titled: "h1").texts == ["H*"])
    // Each history's default (written, or its state's initial child) is a dashed edge.
    let touching = { (history: String) in
      diagram.graph.allEdges.filter { $0.tail == history || $0.head == history }
    }
    #expect(touching("h1").contains { $0.attributes["style"] == "dashed" })
    #expect(touching("h0").contains { $0.attributes["style"] == "dashed" })
    // A transition to a history ends at its circle.
    #expect(!touching("h0").isEmpty)
    let labels = try svg.groups("edge")
    #expect(labels.contains { $0.texts == ["Panel.back"] })
  }

  @Test func transitionsOfEveryForm() throws {
    let svg = try SVGDocument(try Self.diagram().render(.svg).bytes)
    let nodes = try svg.groups("node")
    let labels = try svg.groups("edge").map { $0.texts.joined(separator: " | ") }
    #expect(labels.contains("Panel.mute [volume > 0] | / volume = 0"))
    #expect(labels.contains("always [volume == 3]"))
    // Targetless transitions are listed inside their state, exit actions too.
    let texts = nodes.flatMap(\.texts) + (try svg.groups("cluster")).flatMap(\.texts)
    #expect(texts.contains("Panel.play / volume = volume - 1"))
    #expect(texts.contains("Panel.help / volume = 0"))
    #expect(texts.contains("exit / volume = 1"))
    #expect(texts.contains("Panel.stop / defer"))
    // A final state is a bullseye named beside it.
    #expect(try svg.group("node", titled: "s11").texts == ["Done"])
  }

  @Test func ignoredAndDeferredRepliesAreListedInTheirState() throws {
    let model = try RenderFixtures.model(
      """
      system Asker
      service Oracle {
        request { ask -> Bool }
      }
      behaviour Asker {
        requests Oracle.request
        initial state Asking {
          entry { send Oracle.ask }
          on reply Oracle.ask(ok) -> Waiting
          ignore reply Oracle.ask
        }
        state Waiting {
          defer reply Oracle.ask
        }
      }
      """, fileName: "Asker.ipl")
    let dot = try RenderFixtures.diagram(model, .statechart, "Asker").dot
    #expect(dot.contains("reply Oracle.ask / ignore"))
    #expect(dot.contains("reply Oracle.ask / defer"))
  }

  @Test func localTransitionsAreDashed() throws {
    let graph = try Self.diagram().graph
    let dashed = graph.allEdges.filter { $0.attributes["style"] == "dashed" }
    // The local transition (out of Help and back in, through a waypoint) and the two
    // history defaults.
    #expect(dashed.count == 4)
  }

  @Test func everyEdgeIsAcyclicForDot() throws {
    let graph = try Self.diagram().graph
    let edges = graph.allEdges.filter { $0.tail != $0.head }
    #expect(BackEdges.indices(of: edges, nodeOrder: graph.allNodes.map(\.id)).isEmpty)
  }
}
