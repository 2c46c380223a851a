import InterplayModel

/// Where a transition's line starts and ends.
///
/// A transition declared on a compound state starts on that state's border: its edge
/// leaves from an invisible anchor node `x<i>` inside the state's cluster, clipped there
/// (`ltail`), so no visible line starts at the initial dot (which would read as a
/// triggered initial transition). An edge into a compound state ends at its border
/// (`lhead`).
///
/// Graphviz clips an edge at a cluster's border only where the edge leaves (or enters)
/// that cluster. A transition whose target lies inside its compound source (`on x ->
/// Child` declared on the parent, or a self-transition of a compound state), or whose
/// source lies inside its compound target, never crosses that border, so it is drawn as
/// UML draws an external transition of that kind: out of the outer state and back in,
/// bending at an invisible waypoint `w<holder>_<k>` just outside it. The label and the
/// arrowhead are on the edge that comes back in.
extension StatechartDiagram {
  /// The invisible node inside a compound state's cluster that its transitions leave from.
  static func borderAnchorID(_ state: StateID) -> String { "x\(state.rawValue)" }

  /// A waypoint's node id: the compound state whose cluster holds it (-1 for the top) and
  /// a number unique in the chart.
  static func waypointID(holder: StateID?, number: Int) -> String {
    "w\(holder?.rawValue ?? -1)_\(number)"
  }

  /// An invisible point: a border anchor or a waypoint.
  static func invisiblePoint(_ id: String) -> DOTNode {
    DOTNode(
      id,
      [
        "shape": "point", "style": "invis", "width": "0.01", "height": "0.01",
        "fixedsize": "true", "label": "",
      ])
  }

  /// The node a transition of `state` leaves from: its own node, or for a compound state
  /// its border anchor.
  func tailNode(of state: StateID) -> String {
    chart[state].children.isEmpty ? anchor(of: state) : Self.borderAnchorID(state)
  }

  /// The node a target is drawn at, the compound state whose border the edge stops at
  /// (if the target is one), and the state whose cluster holds the node.
  func headEnd(of target: TransitionTarget) -> (node: String, cluster: StateID?, holder: StateID?) {
    switch target {
    case .state(let state):
      let isCompound = !chart[state].children.isEmpty
      return (anchor(of: state), isCompound ? state : nil, isCompound ? state : chart[state].parent)
    case .history(let history):
      return ("h\(history.rawValue)", nil, chart.histories[history.rawValue].parent)
    case .choice(let choice):
      return ("c\(choice.rawValue)", nil, chart.choices[choice.rawValue].parent)
    }
  }

  /// The edges of a transition from `source` to `target`: one edge, or two through a
  /// waypoint when one end lies inside the other's cluster (see above). `number` makes
  /// the waypoint's id unique. The last edge is the one to label.
  func transitionLine(from source: StateID, to target: TransitionTarget, number: Int)
    -> [DOTEdge]
  {
    let tail = tailNode(of: source)
    let tailCluster: StateID? = chart[source].children.isEmpty ? nil : source
    let head = headEnd(of: target)
    // The compound state one end lies inside of, if the other end is that state.
    var outer: StateID?
    if let tailCluster, let holder = head.holder, chart.isDescendant(holder, of: tailCluster) {
      outer = tailCluster
    }
    if let headCluster = head.cluster, chart.isDescendant(source, of: headCluster) {
      outer =
        outer.map { chart.isDescendant($0, of: headCluster) ? headCluster : $0 } ?? headCluster
    }
    var last = DOTEdge(tail, head.node)
    if let headCluster = head.cluster {
      last.attributes["lhead"] = .text(Self.clusterID(headCluster))
      // A rank of room above the cluster, whose label (name, entry and exit) dot does not
      // count when it spaces ranks.
      last.attributes["minlen"] = entryLength(headCluster)
    }
    guard let outer else {
      if let tailCluster { last.attributes["ltail"] = .text(Self.clusterID(tailCluster)) }
      return [last]
    }
    let waypoint = Self.waypointID(holder: chart[outer].parent, number: number)
    var first = DOTEdge(tail, waypoint, ["arrowhead": "none"])
    if let tailCluster { first.attributes["ltail"] = .text(Self.clusterID(tailCluster)) }
    last = DOTEdge(waypoint, head.node, last.attributes)
    return [first, last]
  }

  /// The invisible nodes the edges use, by the state whose cluster holds them (nil for
  /// the top): a border anchor in its state, a waypoint where its id says.
  func invisibleNodes(for edges: [DOTEdge]) -> [StateID?: [DOTStatement]] {
    var seen = Set<String>()
    var result: [StateID?: [DOTStatement]] = [:]
    for edge in edges {
      for end in [edge.tail, edge.head]
      where (end.hasPrefix("x") || end.hasPrefix("w")) && seen.insert(end).inserted {
        result[container(of: end), default: []].append(.node(Self.invisiblePoint(end)))
      }
    }
    return result
  }

  /// The holder written in a waypoint's or bar's id (`w<holder>_<k>`, `b<holder>_<k>`).
  static func holder(inID id: String) -> StateID? {
    guard let holder = Int(id.dropFirst().prefix { $0 != "_" }), holder >= 0 else { return nil }
    return StateID(holder)
  }
}
