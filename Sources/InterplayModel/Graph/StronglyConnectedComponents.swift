/// Tarjan's strongly connected components of a directed graph whose nodes are numbered
/// `0..<count`: the one implementation behind the linter's cycle rules and the checker's
/// liveness analysis.
///
/// Iterative (no recursion, so a chain of millions of states cannot overflow the stack)
/// and linear in the nodes and edges visited. The graph is given by functions, so an
/// explored state graph is read where it is stored, with its edges filtered per
/// property: `edges(node)` is the range of the node's edge positions, `target(position)`
/// the node an edge leads to or nil for an edge left out, and `includes(node)` whether a
/// node belongs to the graph at all. Each component is handed to `visit` as it closes,
/// after every component it reaches (reverse topological order), in the order Tarjan's
/// depth-first search closes them from the roots given; `visit` returns true to stop.
public enum StronglyConnectedComponents {
  /// Visits the components reachable from `roots` (each root not yet visited starts a
  /// search); returns whether `visit` stopped the search.
  @inlinable
  @discardableResult
  public static func visit(
    count: Int, roots: some Sequence<Int>, includes: (Int) -> Bool,
    edges: (Int) -> Range<Int>, target: (Int) -> Int?, _ visit: ([Int]) -> Bool
  ) -> Bool {
    // Int32 numbers: a state graph of millions of nodes keeps these arrays small.
    var number = Array(repeating: Int32(-1), count: count)
    var lowLink = Array(repeating: Int32(0), count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var next: Int32 = 0
    var work: [(node: Int, edge: Int)] = []
    for root in roots where number[root] < 0 && includes(root) {
      number[root] = next
      lowLink[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      work.append((root, edges(root).lowerBound))
      while let (node, position) = work.last {
        if position < edges(node).upperBound {
          work[work.count - 1].edge += 1
          guard let successor = target(position), includes(successor) else { continue }
          if number[successor] < 0 {
            number[successor] = next
            lowLink[successor] = next
            next += 1
            stack.append(successor)
            onStack[successor] = true
            work.append((successor, edges(successor).lowerBound))
          } else if onStack[successor] {
            lowLink[node] = min(lowLink[node], number[successor])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        guard lowLink[node] == number[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == node { break }
        }
        if visit(component) { return true }
      }
    }
    return false
  }
}
