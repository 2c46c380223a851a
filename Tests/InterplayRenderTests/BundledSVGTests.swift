import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Bundled diagrams rendered to SVG in-process, parsed, and checked element by element:
/// never compared as bytes (text metrics depend on the fonts installed).
@Suite struct BundledSVGTests {
  static let locationButton = TestPaths.diagrams.appendingPathComponent(
    "LocationButton/LocationButton.ipl")
  static let accountApp = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl")

  /// Every bundled diagram renders to well-formed SVG without a Graphviz warning.
  @Test(arguments: RenderFixtures.diagramFiles)
  func everyDiagramRendersCleanly(_ file: URL) throws {
    let model = try RenderFixtures.model(at: file)
    for diagram in ModelDiagrams.diagrams(for: model) {
      let output = try diagram.render(.svg)
      #expect(output.warnings == [], "\(diagram.fileStem)")
      let svg = try SVGDocument(output.bytes)
      #expect(try !svg.groups("node").isEmpty, "\(diagram.fileStem)")
    }
  }

  @Test func topologyShowsActorsClustersAndPathways() throws {
    let model = try RenderFixtures.model(at: Self.accountApp)
    let svg = try SVGDocument(
      try RenderFixtures.diagram(model, .topology, "AccountApp").render(.svg).bytes)
    let nodes = try svg.groups("node")
    for actor in model.actors where actor.children.isEmpty {
      let node = try #require(nodes.first { $0.title == "a\(actor.id.rawValue)" }, "\(actor.path)")
      #expect(node.texts.contains(actor.name))
      #expect(node.texts.contains("«\(actor.role.rawValue)»"))
      #expect(node.texts.contains { $0.hasPrefix("stub") } == actor.isStub, "\(actor.path)")
    }
    let clusters = try svg.groups("cluster")
    for scope in model.scopes {
      let cluster = try #require(clusters.first { $0.title == "cluster_c\(scope.id.rawValue)" })
      #expect(cluster.texts == ["scope " + scope.name])
    }
    #expect(try svg.group("cluster", titled: "cluster_k0").texts == ["stack ScopeStack"])
    // Service has sub-actors and no notifiers of its own: a cluster, not a node.
    let service = try #require(model.actor(path: "Service"))
    #expect(!nodes.contains { $0.title == "a\(service.rawValue)" })
    #expect(clusters.contains { $0.title == "cluster_a\(service.rawValue)" })
    // One edge per pathway, labelled with the notifier and the cases on it.
    let edgeCount = model.actors.map { $0.observes.count + $0.requests.count }.reduce(0, +)
    let edges = try svg.groups("edge")
    #expect(edges.count == edgeCount)
    let labels = edges.map { $0.texts.joined(separator: " ") }
    #expect(
      labels.contains(
        "Service.Device.request checkCertificates → Bool, checkKeys → Bool, checkIntegrity → Bool"))
    #expect(labels.contains("Service.Lifecycle.event enteredBackground, enteredForeground"))
  }

  @Test func statechartShowsStatesPseudostatesAndTransitions() throws {
    let model = try RenderFixtures.model(at: Self.accountApp)
    let svg = try SVGDocument(
      try RenderFixtures.diagram(model, .statechart, "HostingBehaviour").render(.svg).bytes)
    let clusters = try svg.groups("cluster")
    // Compound states are clusters titled by state id, their name first.
    let chart = try #require(model.actors.first { $0.name == "HostingBehaviour" }?.chart)
    let compound = chart.states.filter { !$0.children.isEmpty }
    #expect(Set(clusters.map(\.title)) == Set(compound.map { "cluster_s\($0.id.rawValue)" }))
    for state in compound {
      let cluster = try svg.group("cluster", titled: "cluster_s\(state.id.rawValue)")
      #expect(cluster.texts.first == state.name)
    }
    let checking = try svg.group("cluster", titled: "cluster_s0")
    #expect(checking.texts.contains("entry / send HostingPresentation.showLaunch"))
    #expect(checking.texts.contains("suspend / defer"))
    // One initial dot for the chart and one per compound state.
    let nodes = try svg.groups("node")
    #expect(
      nodes.filter { $0.title == "init" || $0.title.hasPrefix("i") }.count == 1 + compound.count)
    // The final state Passed is a bullseye with its name beside it.
    let passed = try #require(chart.states.first { $0.name == "Passed" })
    #expect(try svg.group("node", titled: "s\(passed.id.rawValue)").texts == ["Passed"])
    // Transition labels: trigger [guard] over the actions, on their edges.
    let labels = try svg.groups("edge").map { $0.texts.joined(separator: " | ") }
    #expect(
      labels.contains(
        "reply Service.Device.checkKeys(ok) [ok] | / send Service.Device.checkIntegrity"))
    #expect(labels.contains("done | / push NetworkPortal | send NetworkPortalBehaviour.start"))
    // Internal transition inside its state.
    let suspending = try #require(chart.states.first { $0.name == "Suspending" })
    #expect(
      try svg.group("node", titled: "s\(suspending.id.rawValue)").texts.contains(
        "keepSessionKey(k) / assert key == noKey, \"one session key per suspension\"; key = oneTime(k)"
      ))
  }

  @Test func sequenceKeepsLifelineAndMessageOrder() throws {
    let model = try RenderFixtures.model(at: Self.locationButton)
    let svg = try SVGDocument(
      try RenderFixtures.diagram(model, .sequence, "ShowLocation").render(.svg).bytes)
    let nodes = try svg.groups("node")
    // Heads left to right in order of first appearance; feet repeat them.
    let heads = try (0..<3).map { index in try svg.group("node", titled: "p\(index)_head") }
    #expect(heads.map { $0.texts.last } == ["Presentation", "Behaviour", "Service"])
    let feet = try (0..<3).map { index in try svg.group("node", titled: "p\(index)_foot") }
    #expect(feet.map { $0.texts.last } == ["Presentation", "Behaviour", "Service"])
    // Lifelines (dashed edges) left to right, each under its head's name.
    let edges = try svg.groups("edge")
    let xs = try (0..<3).map { index in
      try #require(edges.first { $0.title.hasPrefix("p\(index)_life_0_") }?.pathStarts.first?.x)
    }
    #expect(xs == xs.sorted() && Set(xs).count == 3)
    for (head, x) in zip(heads, xs) { #expect(head.positions.last!.x < x) }
    // Message labels top to bottom in the order written, each between its two lifelines
    // and starting left of their middle (it is centred there).
    let labels = nodes.filter { $0.title.hasSuffix("_label") }.sorted {
      $0.positions[0].y < $1.positions[0].y
    }
    #expect(
      labels.map { $0.texts[0] } == [
        "showLocationRequested", "locate", "locate(home)", "present(home)",
      ])
    let locate = try svg.group("node", titled: "m1_label").positions[0].x
    #expect(xs[1] < locate && locate < (xs[1] + xs[2]) / 2)
    let arrow = try svg.group("edge", titled: "m1_0->m1_1").pathStarts[0]
    #expect(arrow.x == xs[1] && arrow.y > labels[1].positions[0].y)
    // The note is above the first message.
    let note = try svg.group("node", titled: "note0")
    #expect(note.texts == ["the user taps the location button"])
    #expect(note.positions[0].y < labels[0].positions[0].y)
    #expect(try svg.group("node", titled: "frame_tag").texts == ["sequence ", "ShowLocation"])
  }

  @Test func sequenceDrawsFragmentsScopesAndReplies() throws {
    let model = try RenderFixtures.model(at: Self.accountApp)
    let diagram = try RenderFixtures.diagram(model, .sequence, "Foregrounding")
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let nodes = try svg.groups("node")
    #expect(try svg.group("node", titled: "frag0_tag").texts == ["alt"])
    let guards = nodes.filter { $0.title.hasPrefix("frag0_guard") }.sorted { $0.title < $1.title }
    #expect(
      guards.map { $0.texts[0] } == [
        "[the portal accepts the key]", "[the portal rejects the key]",
      ])
    // The `after` prefix is an interaction use at the top.
    #expect(try svg.group("node", titled: "ref0").texts == ["Backgrounding"])
    #expect(try svg.group("node", titled: "ref0_tag").texts == ["ref"])
    // Guards go down the box in order.
    let ys = guards.map { $0.positions[0].y }
    #expect(ys == ys.sorted())
    // Scope marks and activation bars.
    let scopes = nodes.filter { $0.title.hasPrefix("scope") }.map { $0.texts[0] }
    #expect(scopes == ["push NetworkPortal", "push PortalSession", "push Accounts"])
    #expect(nodes.filter { $0.title.contains("_bar") }.count >= 6)
    // Replies are dashed; requests are not.
    let replyEdges = diagram.graph.allEdges.filter {
      $0.attributes["style"] == "dashed" && $0.tail.hasPrefix("m")
    }
    #expect(replyEdges.count == 5)
  }
}
