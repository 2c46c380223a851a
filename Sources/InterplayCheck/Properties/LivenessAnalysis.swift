/// Finds fair cycles on which a liveness obligation stays pending: the lasso-shaped
/// counterexamples of `eventually` and `responds to`.
///
/// For one property, the graph is the explored graph restricted to states where its
/// obligation is pending, without the edges whose step met it. Its strongly connected
/// components are computed (Tarjan, iteratively). A non-trivial component is a violation
/// when a cycle through it can be **weakly fair** to every actor — "an actor able to take
/// a step eventually does": for each actor, either it moves on an edge inside the
/// component, or some state of the component offers it no step. Then the cycle that
/// visits one such edge per actor (and one such state) and returns is fair, and runs
/// forever with the obligation pending.
struct LivenessAnalysis {
  let edges: EdgeStore
  let stateCount: Int
  let actorCount: Int
  /// Whether state `index` has the property's obligation pending.
  let pending: (Int) -> Bool
  /// The property's bit in the edges' discharge masks.
  let bit: UInt64

  /// A fair pending cycle: the state it is entered at and its steps as (state, edge
  /// position within that state's edges), ending back at the entry; nil when none.
  func findLasso() -> (entry: Int, cycle: [(state: Int, step: Int)])? {
    var index = Array(repeating: Int32(-1), count: stateCount)
    var lowlink = Array(repeating: Int32(0), count: stateCount)
    var onStack = Array(repeating: false, count: stateCount)
    var stack: [Int] = []
    var counter: Int32 = 0
    var work: [(state: Int, edge: Int)] = []
    for root in 0..<stateCount where index[root] < 0 && pending(root) {
      work.append((root, edges.edges(of: root).lowerBound))
      index[root] = counter
      lowlink[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while let (state, position) = work.last {
        let range = edges.edges(of: state)
        if position < range.upperBound {
          work[work.count - 1].edge += 1
          let (target, _, discharged) = edges.edge(position)
          guard discharged & bit == 0, pending(target) else { continue }
          if index[target] < 0 {
            index[target] = counter
            lowlink[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            work.append((target, edges.edges(of: target).lowerBound))
          } else if onStack[target] {
            lowlink[state] = min(lowlink[state], index[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.state { lowlink[parent] = min(lowlink[parent], lowlink[state]) }
        guard lowlink[state] == index[state] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == state { break }
        }
        if let lasso = fairCycle(in: component) { return lasso }
      }
    }
    return nil
  }

  /// Whether an edge stays inside the pending subgraph of a component.
  private func isInternal(_ position: Int, _ members: Set<Int>) -> Bool {
    let (target, _, discharged) = edges.edge(position)
    return discharged & bit == 0 && members.contains(target)
  }

  private func fairCycle(in component: [Int]) -> (entry: Int, cycle: [(state: Int, step: Int)])? {
    let members = Set(component)
    var moves = Array(repeating: -1, count: actorCount)  // an internal edge per actor
    var everywhere = Array(repeating: true, count: actorCount)
    var anyInternal = -1
    for state in component {
      var enabled = Array(repeating: false, count: actorCount)
      for position in edges.edges(of: state) {
        let actor = edges.edge(position).actor
        enabled[actor] = true
        if isInternal(position, members) {
          if moves[actor] < 0 { moves[actor] = position }
          if anyInternal < 0 { anyInternal = position }
        }
      }
      for actor in 0..<actorCount where !enabled[actor] { everywhere[actor] = false }
    }
    guard anyInternal >= 0 else { return nil }
    var required: [Int] = []
    for actor in 0..<actorCount where everywhere[actor] {
      guard moves[actor] >= 0 else { return nil }
      required.append(moves[actor])
    }
    if required.isEmpty { required = [anyInternal] }
    let entry = component.min()!
    var cycle: [(state: Int, step: Int)] = []
    var at = entry
    for position in required {
      let source = self.source(of: position, in: members)
      cycle += route(from: at, to: source, members)
      cycle.append((source, position - edges.edges(of: source).lowerBound))
      at = edges.edge(position).target
    }
    cycle += route(from: at, to: entry, members)
    return (entry, cycle)
  }

  private func source(of position: Int, in members: Set<Int>) -> Int {
    members.first { edges.edges(of: $0).contains(position) }!
  }

  /// A shortest path inside the component, as (state, edge offset) steps.
  private func route(from start: Int, to goal: Int, _ members: Set<Int>)
    -> [(state: Int, step: Int)]
  {
    guard start != goal else { return [] }
    var previous: [Int: (state: Int, step: Int)] = [start: (start, -1)]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      let range = edges.edges(of: state)
      for position in range where isInternal(position, members) {
        let target = edges.edge(position).target
        guard previous[target] == nil else { continue }
        previous[target] = (state, position - range.lowerBound)
        if target == goal {
          var path: [(state: Int, step: Int)] = []
          var current = goal
          while current != start {
            let link = previous[current]!
            path.append(link)
            current = link.state
          }
          return path.reversed()
        }
        queue.append(target)
      }
    }
    return []
  }
}
