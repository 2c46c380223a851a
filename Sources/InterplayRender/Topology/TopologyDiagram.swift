import InterplayModel

/// The topology of a model as a DOT graph: who observes and requests whom.
///
/// - Actors are nodes, filled by role; a stub (no statechart) has a dashed border
///   and says so. An actor with sub-actors is a cluster around them.
/// - Top-level actors outside scopes are grouped in one cluster per role; scopes are
///   clusters of their companions, inside a cluster for their stack.
/// - Each pathway is one edge from the declaring actor to the notifier's owner, which
///   is also how `dot` ranks them, so coordinators sit above what they coordinate.
///   Requests are solid blue with the arrow at the owner; events are dashed purple
///   with the arrow at the observer. The label names the notifier and the cases that
///   travel on it (see ``pathwayCases(_:notifier:)``).
/// - Findings (``TopologyFindings``) are drawn red, with their messages as tooltips
///   and listed under the drawing.
public struct TopologyDiagram: Hashable, Sendable {
  /// The model drawn.
  public let model: Model
  /// The findings to highlight.
  public let findings: TopologyFindings
  /// How much is drawn.
  public let detail: Detail

  /// How much of a topology is drawn.
  public enum Detail: String, Hashable, Sendable, CaseIterable {
    /// Every actor and every pathway, labelled with the cases that travel on it.
    case full
    /// Each scope as one node listing its companions; the pathways between two nodes
    /// of one kind as one edge naming their notifiers, without cases; pathways inside a
    /// scope left out. For big models read at a glance.
    case overview
  }

  /// Prepares the topology of `model` with `findings` highlighted, drawn at `detail`.
  public init(
    model: Model, findings: TopologyFindings = TopologyFindings(), detail: Detail = .full
  ) {
    self.model = model
    self.findings = findings
    self.detail = detail
  }

  /// The DOT graph.
  public var graph: DOTGraph {
    var attributes = DiagramTheme.graphAttributes()
    attributes["rankdir"] = "TB"
    attributes["compound"] = "true"
    attributes["nodesep"] = "0.45"
    attributes["ranksep"] = "0.7"
    attributes["labelloc"] = "t"
    attributes["label"] = .html(title)
    var nodeDefaults = DiagramTheme.nodeDefaults()
    nodeDefaults["shape"] = "box"
    nodeDefaults["style"] = "rounded,filled"
    nodeDefaults["margin"] = "0.14,0.06"
    let overview = detail == .overview
    var statements = (overview ? overviewClusters() : clusters()) + dataModelStatements()
    let edges = (overview ? overviewEdges() : pathwayEdges() + dataModelEdges())
      .map(Self.clearingLabel)
    let order = DOTStatement.nodes(in: statements).map(\.id)
    statements += BackEdges.reversingCycles(edges, nodeOrder: order).map(DOTStatement.edge)
    return DOTGraph(
      name: "topology", attributes: attributes, nodeDefaults: nodeDefaults,
      edgeDefaults: DiagramTheme.edgeDefaults(), statements: withFindingsLegend(statements))
  }

  /// Whether an actor is drawn as a node: it has no sub-actors, or it has notifiers or
  /// pathways of its own (then it is a node inside its own cluster).
  func hasNode(_ actor: InterplayModel.Actor) -> Bool {
    actor.children.isEmpty || actor.requestNotifier != nil || actor.eventNotifier != nil
      || !actor.observes.isEmpty || !actor.requests.isEmpty
  }

  /// The edge with its label moved off the line: `dot` puts an edge label's left side on
  /// the edge's centre line, so the slightest bend of the spline crosses the text. An empty
  /// cell ``labelClearance`` points wide left of the label, and a little padding round it,
  /// keep the edge and its neighbours off the text.
  static func clearingLabel(_ edge: DOTEdge) -> DOTEdge {
    guard case .html(let label)? = edge.attributes["label"] else { return edge }
    var edge = edge
    let table =
      "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\"><TR>"
      + "<TD WIDTH=\"\(Int(labelClearance))\"></TD><TD>\(label.markup)</TD></TR></TABLE>"
    edge.attributes["label"] = .html(.raw(table))
    return edge
  }

  /// How far, in points, an edge label's text starts right of its edge.
  static let labelClearance = 12.0

  /// The node id of an actor.
  static func nodeID(_ actor: ActorID) -> String { "a\(actor.rawValue)" }

  private var title: HTMLLabel {
    let legend = "→ request   - - → event   dashed box: stub"
    var table = HTMLTable()
    table.add(HTMLLabel.text(model.name).bold.font(size: 14))
    table.add(HTMLLabel.text("topology   " + legend).font(size: 9, color: DiagramTheme.mutedInk))
    return table.label
  }
}
