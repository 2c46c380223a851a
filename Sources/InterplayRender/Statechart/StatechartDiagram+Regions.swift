import InterplayModel

/// The regions of a parallel state stand left to right in the order they are written.
///
/// `dot` orders sibling clusters only by the crossings they cause, and counts a crossing
/// of a cluster's side as a thousand ordinary ones: a transition from the first region
/// to a state beside the parallel state would cross the second region, so `dot` swaps
/// them. Invisible edges between sibling clusters do not help (`dot` drops a flat edge
/// between clusters), nor does `ordering=out` (ignored on nodes inside clusters).
///
/// So a parallel state with several regions gets invisible edges from its border anchor
/// `x<state>` to each region's anchor in document order (`dot` seeds its first order by
/// following them), and a row of invisible points above the regions, one per region:
/// the border anchor over the first, `r<state>_<k>` over region `k`. Flat invisible
/// edges (`minlen=0`, which `dot` keeps left to right within one cluster) hold the row
/// in order, and an invisible edge whose ends share a `group` joins each point to its
/// region's anchor. `dot` counts a crossing of such an edge a thousand times, so two of
/// them crossing (regions out of order) costs more than any transition crossing a
/// region. Invisible edges from each region's anchor to the region's other sources keep
/// the anchor on the region's top rank, so the edge from the row spans one rank and
/// never runs beside a region.
extension StatechartDiagram {
  /// The invisible point above region `index` of parallel state `state`: its border
  /// anchor for the first region, `r<state>_<index>` for the others.
  static func regionPointID(_ state: StateID, _ index: Int) -> String {
    index == 0 ? borderAnchorID(state) : "r\(state.rawValue)_\(index)"
  }

  /// The row of points above the regions of parallel state `id`, the edges that order
  /// them, and the edges from each point to its region's anchor; `children` are the
  /// regions' statements, whose anchors get the group of their point. A single region
  /// only gets an edge from the border anchor.
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
      // The border anchor last: `dot` lists a cluster's nodes backwards and seeds its
      // first order from the first node that nothing points down to, which must be the
      // border anchor, whose edges reach the regions in document order.
      statements.insert(.node(node), at: index == 0 ? 0 : statements.count - 1)
      children = Self.grouping(anchor(of: region), point, in: children)
      edges.append(DOTEdge(point, anchor(of: region), ["style": "invis"]))
      if index > 0 {
        edges.append(DOTEdge(Self.borderAnchorID(id), anchor(of: region), ["style": "invis"]))
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
