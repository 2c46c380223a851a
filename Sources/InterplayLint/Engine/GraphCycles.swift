import InterplayModel

/// Cycles in small directed graphs whose nodes are numbered `0..<count`.
///
/// Used by the request-cycle and smart-registration rules; the components come from
/// ``StronglyConnectedComponents``, the checker's too. Deterministic: results depend only
/// on the node numbering and the order of each node's edges.
enum GraphCycles {
  /// The strongly connected components with at least two nodes, each sorted, ordered by
  /// their smallest node.
  static func cyclicComponents(count: Int, edges: [[Int]]) -> [[Int]] {
    var starts = [0]
    var targets: [Int] = []
    for node in 0..<count {
      targets += edges[node]
      starts.append(targets.count)
    }
    var components: [[Int]] = []
    StronglyConnectedComponents.visit(
      count: count, roots: 0..<count, includes: { _ in true },
      edges: { starts[$0]..<starts[$0 + 1] }, target: { targets[$0] }
    ) { component in
      // A node alone is no cycle.
      if component.count > 1 { components.append(component.sorted()) }
      return false
    }
    return components.sorted { $0[0] < $1[0] }
  }

  /// The shortest cycle through `start` inside `component`, as the nodes visited from
  /// `start` back to it (`start` first and last).
  static func shortestCycle(through start: Int, within component: [Int], edges: [[Int]])
    -> [Int]
  {
    let members = Set(component)
    var previous: [Int: Int] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for target in edges[node] where members.contains(target) {
        if target == start {
          var path = [node]
          while let step = previous[path[path.count - 1]] { path.append(step) }
          return [start] + path.reversed().drop { $0 == start } + [start]
        }
        if previous[target] == nil, target != start {
          previous[target] = node
          queue.append(target)
        }
      }
    }
    return [start, start]
  }
}
