/// Cycles in small directed graphs whose nodes are numbered `0..<count`.
///
/// Used by the request-cycle and smart-registration rules. Iterative (no recursion, so a
/// long chain cannot overflow the stack), linear in nodes plus edges, and deterministic:
/// results depend only on the node numbering and the order of each node's edges.
enum GraphCycles {
  /// The strongly connected components with at least two nodes, each sorted, ordered by
  /// their smallest node.
  static func cyclicComponents(count: Int, edges: [[Int]]) -> [[Int]] {
    var index = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var next = 0
    var components: [[Int]] = []
    // One worklist for every root: most nodes are roots of their own, trivial component.
    var work: [(node: Int, edge: Int)] = []
    for root in 0..<count where index[root] < 0 {
      work.append((root, 0))
      index[root] = next
      lowLink[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while let (node, edge) = work.last {
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let target = edges[node][edge]
          if index[target] < 0 {
            index[target] = next
            lowLink[target] = next
            next += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, 0))
          } else if onStack[target] {
            lowLink[node] = min(lowLink[node], index[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        guard lowLink[node] == index[node] else { continue }
        // A node alone is no cycle: popped without building a one-element component.
        if stack.last == node {
          stack.removeLast()
          onStack[node] = false
          continue
        }
        var component: [Int] = []
        while let top = stack.popLast() {
          onStack[top] = false
          component.append(top)
          if top == node { break }
        }
        components.append(component.sorted())
      }
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
