import InterplayModel

/// The regions of a parallel state stand left to right in the order they are written.
///
/// `dot` orders sibling clusters only by the crossings they cause, and counts a crossing
/// of a cluster's side as a thousand ordinary ones: a transition from the first region
/// to a state beside the parallel state would cross the second region, so `dot` swaps
/// them. Invisible edges between sibling clusters do not help (`dot` drops a flat edge
/// between clusters), nor does `ordering=out` (ignored on nodes inside clusters).
///
/// So a parallel state with several regions gets a row of invisible points
/// `r<state>_<k>` above its regions, one per region, under its border anchor `x<state>`:
/// invisible edges run from the border anchor to each point and from each point to its
/// region's anchor, in document order. The border anchor is then the only node of the
/// state's cluster that nothing points down to, and `dot` seeds its first order by
/// walking down from it, so the regions start in document order. Flat invisible edges
/// (`minlen=0`, which `dot` keeps left to right within one cluster) hold the row in
/// order, and each point and its region's anchor share a `group`: `dot` counts a crossing
/// of the edge between them a thousand times, so two of them crossing (regions out of
/// order) costs more than any transition crossing a region. Invisible edges from each
/// region's anchor to the region's other sources keep the anchor on the region's top
/// rank, so the edge from the row spans one rank and never runs beside a region.
extension StatechartDiagram {
  /// The invisible point above region `index` of parallel state `state`.
  static func regionPointID(_ state: StateID, _ index: Int) -> String {
    "r\(state.rawValue)_\(index)"
  }

  /// The ranks from the top of a state's cluster to the node an edge into it ends at
  /// (its anchor), plus one for room above the cluster, whose label `dot` does not count
  /// when it spaces ranks: the `minlen` of an edge that stops at its border.
  func entryLength(_ state: StateID) -> DOTValue {
    chart[state].kind == .parallel && chart[state].children.count > 1 ? "3" : "2"
  }

  /// The row of points above the regions of parallel state `id`, the edges from its
  /// border anchor down through them to the regions' anchors, and the edges that order
  /// the row; `children` are the regions' statements, whose anchors get the group of
  /// their point. A single region only gets an edge from the border anchor.
  func regionOrder(_ id: StateID, children: inout [DOTStatement], edges: inout [DOTEdge])
    -> [DOTStatement]
  {
    let regions = chart[id].children
    guard regions.count > 1 else {
      for region in regions {
        edges.append(DOTEdge(Self.borderAnchorID(id), anchor(of: region), ["style": "invis"]))
      }
      return []
    }
    var statements: [DOTStatement] = []
    for (index, region) in regions.enumerated() {
      let point = Self.regionPointID(id, index)
      var node = Self.invisiblePoint(point)
      node.attributes["group"] = .text(point)
      statements.append(.node(node))
      children = Self.grouping(anchor(of: region), point, in: children)
      edges.append(DOTEdge(Self.borderAnchorID(id), point, ["style": "invis"]))
      edges.append(DOTEdge(point, anchor(of: region), ["style": "invis"]))
      if index > 0 {
        edges.append(
          DOTEdge(Self.regionPointID(id, index - 1), point, ["style": "invis", "minlen": "0"]))
      }
    }
    return statements
  }

  /// The statements with node `id` given `group` (unless it has one), wherever it is.
  static func grouping(_ id: String, _ group: String, in statements: [DOTStatement])
    -> [DOTStatement]
  {
    statements.map { statement in
      switch statement {
      case .node(var node) where node.id == id && node.attributes["group"] == nil:
        node.attributes["group"] = .text(group)
        return .node(node)
      case .subgraph(var subgraph):
        subgraph.statements = grouping(id, group, in: subgraph.statements)
        return .subgraph(subgraph)
      default:
        return statement
      }
    }
  }

  /// Invisible edges from each region's anchor to the region's other sources
  /// (the nodes in it that no edge from inside it leads to), so nothing in a region
  /// stands above its anchor. An edge that would close a cycle with `edges` (already
  /// acyclic) is left out.
  func regionTops(_ edges: [DOTEdge], nodeOrder: [String]) -> [DOTEdge] {
    var nodes = nodeOrder
    var known = Set(nodes)
    var outgoing: [String: [String]] = [:]
    for edge in edges {
      outgoing[edge.tail, default: []].append(edge.head)
      for end in [edge.tail, edge.head] where known.insert(end).inserted { nodes.append(end) }
    }
    func reaches(_ start: String, _ goal: String) -> Bool {
      var seen: Set = [start]
      var stack = [start]
      while let node = stack.popLast() {
        if node == goal { return true }
        for next in outgoing[node] ?? [] where seen.insert(next).inserted { stack.append(next) }
      }
      return false
    }
    var result: [DOTEdge] = []
    for state in chart.states where state.kind == .parallel && state.children.count > 1 {
      for region in state.children {
        func inside(_ node: String) -> Bool {
          container(of: node).map { chart.isDescendant($0, of: region) } ?? false
        }
        let top = anchor(of: region)
        let entered = Set(edges.filter { inside($0.tail) }.map(\.head))
        for node in nodes
        where node != top && inside(node) && !entered.contains(node) && !reaches(node, top) {
          result.append(DOTEdge(top, node, ["style": "invis"]))
          outgoing[top, default: []].append(node)
        }
      }
    }
    return result
  }
}
