/// Breaks the cycles of a graph before `dot` sees them.
///
/// `dot` reverses edges itself to rank a cyclic graph, but leaks memory doing so
/// (about 1 KB per render). Reversing them here, each drawn with its arrow on the other
/// end (`dir=back`), gives the same picture and keeps memory flat in long-lived processes.
enum BackEdges {
  /// The indices of the edges that close a cycle in a depth-first search that visits
  /// nodes in `nodeOrder` and edges in their order; self-loops are never reversed.
  static func indices(of edges: [DOTEdge], nodeOrder: [String]) -> Set<Int> {
    var outgoing: [String: [Int]] = [:]
    for (index, edge) in edges.enumerated() where edge.tail != edge.head {
      outgoing[edge.tail, default: []].append(index)
    }
    enum Mark { case active, done }
    var marks: [String: Mark] = [:]
    var result = Set<Int>()
    var roots = nodeOrder
    var known = Set(nodeOrder)
    for edge in edges where known.insert(edge.tail).inserted { roots.append(edge.tail) }
    for root in roots where marks[root] == nil {
      // Iterative DFS: (node, next outgoing edge to look at).
      var stack: [(String, Int)] = [(root, 0)]
      marks[root] = .active
      while let (node, position) = stack.last {
        let out = outgoing[node] ?? []
        guard position < out.count else {
          marks[node] = .done
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].1 += 1
        let edgeIndex = out[position]
        let next = edges[edgeIndex].head
        switch marks[next] {
        case .active: result.insert(edgeIndex)
        case .done: break
        case nil:
          marks[next] = .active
          stack.append((next, 0))
        }
      }
    }
    return result
  }

  /// The edges with every cycle-closing edge reversed for layout.
  static func reversingCycles(_ edges: [DOTEdge], nodeOrder: [String]) -> [DOTEdge] {
    let back = indices(of: edges, nodeOrder: nodeOrder)
    return edges.enumerated().map { back.contains($0.offset) ? $0.element.reversed() : $0.element }
  }
}

extension DOTEdge {
  /// The same drawing with tail and head swapped: the arrow moves to the other end
  /// (`dir`), and cluster clipping and end labels swap sides.
  func reversed() -> DOTEdge {
    var attributes = self.attributes
    let swaps = [("ltail", "lhead"), ("arrowtail", "arrowhead"), ("taillabel", "headlabel")]
    for (a, b) in swaps {
      let first = attributes[a]
      attributes[a] = attributes[b]
      attributes[b] = first
    }
    let direction: String
    switch attributes["dir"] {
    case .text("back")?: direction = "forward"
    case .text("both")?: direction = "both"
    case .text("none")?: direction = "none"
    default: direction = "back"
    }
    attributes["dir"] = .text(direction)
    return DOTEdge(head, tail, attributes)
  }
}
