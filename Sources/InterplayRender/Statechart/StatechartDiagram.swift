import InterplayModel

/// One actor's statechart as a DOT graph, drawn as a UML state machine diagram.
///
/// - A simple state is a rounded box: its name in bold over a compartment with its
///   entry and exit actions, internal transitions, and deferred and ignored cases.
/// - A compound state is a rounded cluster with the same label at its top; a parallel
///   state is a cluster whose regions are dashed clusters side by side.
/// - The initial pseudostate of each level is a filled dot, a final state a bullseye
///   with its name beside it, shallow and deep history circles read `H` and `H*`.
/// - Transitions are edges labelled `trigger [guard]` over `/ action` lines. Edges to
///   and from compound states stop at the cluster border.
public struct StatechartDiagram: Hashable, Sendable {
  /// The model.
  public let model: Model
  /// The actor drawn.
  public let actor: ActorID
  /// Findings drawn red: states get a red border, transitions a red line and label, each
  /// with the messages as tooltip.
  public let findings: StatechartFindings

  /// Prepares the statechart of `actor`, which should have one (a stub gives an empty
  /// drawing with a title).
  public init(model: Model, actor: ActorID, findings: StatechartFindings = StatechartFindings()) {
    self.model = model
    self.actor = actor
    self.findings = findings
  }

  var chart: Statechart { model[actor].chart ?? Statechart() }

  /// The DOT graph.
  public var graph: DOTGraph {
    var attributes = DiagramTheme.graphAttributes()
    attributes["rankdir"] = "TB"
    attributes["compound"] = "true"
    // Ranks for the whole graph at once, so every edge points down (or is reversed): with
    // clusters ranked one by one, `dot` leaves some edges flat, and Graphviz 2.42 frees
    // memory twice after laying out a labelled flat edge in a graph with clusters.
    attributes["newrank"] = "true"
    attributes["nodesep"] = "0.5"
    attributes["ranksep"] = "0.45"
    attributes["labelloc"] = "t"
    attributes["label"] = .html(title)
    var nodeDefaults = DiagramTheme.nodeDefaults()
    nodeDefaults["shape"] = "box"
    nodeDefaults["style"] = "rounded,filled"
    nodeDefaults["fillcolor"] = .text(DiagramTheme.stateFill)
    nodeDefaults["color"] = .text(DiagramTheme.stateBorder)
    nodeDefaults["margin"] = "0.14,0.05"
    var edgeDefaults = DiagramTheme.edgeDefaults()
    edgeDefaults["arrowhead"] = "vee"
    edgeDefaults["color"] = "#3C4043"

    var statements: [DOTStatement] = []
    var edges: [DOTEdge] = []
    if let initial = chart.initial {
      statements.append(.node(Self.initialNode("init")))
      if let written = chart.initialTransition {
        statements += initialEdges(written, from: "init", edges: &edges)
      } else {
        edges.append(edge(from: "init", fromState: nil, to: initial))
      }
    }
    for root in chart.roots { statements += stateStatements(root, edges: &edges) }
    for choice in chart.choices where choice.parent == nil {
      statements.append(.node(choiceNode(choice)))
      edges += branchEdges(choice)
    }
    var bars: [StateID?: [DOTStatement]] = [:]
    var firstFlat = 0
    for state in chart.states {
      defer { firstFlat += state.transitions.count }
      for (index, transition) in state.transitions.enumerated()
      where transition.target != nil && !Self.continuesDeclaration(state, index) {
        let elementID = Self.transitionElementID(firstFlat + index)
        var look = transitionLook(transition, declaration: Self.declaration(state, from: index))
        if let messages = findings.messages(state.id, index) {
          look["color"] = .text(DiagramTheme.alert)
          look["fontcolor"] = .text(DiagramTheme.alert)
          look["penwidth"] = "2"
          look["tooltip"] = .text(messages.joined(separator: "\n"))
        }
        guard transition.moreTargets.isEmpty, transition.joinSources.isEmpty else {
          let bar = transitionBar(transition, number: edges.count, label: look)
          bars[bar.holder, default: []].append(.node(bar.node))
          edges += Self.identified(bar.edges, elementID)
          continue
        }
        edges += Self.identified(
          transitionEdges(transition, look: look, number: edges.count), elementID)
      }
    }
    statements = placing(bars, in: statements)
    statements += bars[nil] ?? []
    let order = DOTStatement.nodes(in: statements).map(\.id)
    var byContainer = invisibleNodes(for: edges)
    let laidOut = BackEdges.reversingCycles(edges, nodeOrder: order)
    for edge in laidOut + regionTops(laidOut, nodeOrder: order) {
      let container = innermostCommon(container(of: edge.tail), container(of: edge.head))
      byContainer[container, default: []].append(.edge(edge))
    }
    statements = placing(byContainer, in: statements)
    statements += byContainer[nil] ?? []
    return DOTGraph(
      name: "statechart", attributes: attributes, nodeDefaults: nodeDefaults,
      edgeDefaults: edgeDefaults, statements: statements)
  }

  private var title: HTMLLabel {
    let actor = model[self.actor]
    var table = HTMLTable()
    table.add(
      HTMLLabel.text(DiagramTheme.stereotype(actor.role)).font(
        size: 9, color: DiagramTheme.mutedInk)
        + HTMLLabel.text(" " + actor.path).bold.font(size: 14))
    table.add(HTMLLabel.text("statechart").font(size: 9, color: DiagramTheme.mutedInk))
    return table.label
  }

  /// A filled dot: the initial pseudostate of one level.
  static func initialNode(_ id: String) -> DOTNode {
    DOTNode(
      id,
      [
        "shape": "circle", "style": "filled", "fillcolor": "#202124", "color": "#202124",
        "width": "0.16", "height": "0.16", "fixedsize": "true", "label": "",
      ])
  }

  /// The node id of a simple state, or of the initial dot of a compound state.
  func anchor(of id: StateID) -> String {
    let state = chart[id]
    if state.children.isEmpty { return "s\(id.rawValue)" }
    if state.kind == .parallel, let first = state.children.first { return anchor(of: first) }
    return "i\(id.rawValue)"
  }

  /// The SVG id of a state's node or cluster: `state_<n>`, `n` its index in the chart.
  public static func stateElementID(_ id: StateID) -> String { "state_\(id.rawValue)" }

  /// The SVG id of a transition's edge: `transition_<n>`, `n` its index in document order
  /// over the whole chart (``InterplayRuntime/TransitionRef/index``); the other parts of a
  /// bent or forked transition are `transition_<n>_<k>`. A declaration with several
  /// triggers is drawn once, under the id of its first transition.
  public static func transitionElementID(_ flat: Int) -> String { "transition_\(flat)" }

  /// The edges of one transition, the last (the one with the arrowhead and label) under
  /// `elementID`, the others under `elementID_k`.
  static func identified(_ edges: [DOTEdge], _ elementID: String) -> [DOTEdge] {
    var edges = edges
    for index in edges.indices {
      edges[index].attributes["id"] = .text(
        index == edges.count - 1 ? elementID : elementID + "_\(index)")
    }
    return edges
  }

  /// The cluster id of a state with children.
  static func clusterID(_ id: StateID) -> String { "cluster_s\(id.rawValue)" }
}
