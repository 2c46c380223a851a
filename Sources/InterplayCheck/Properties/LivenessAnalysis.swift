import InterplayModel

/// Finds fair cycles on which a liveness obligation stays pending: the lasso-shaped
/// counterexamples of `eventually` and `responds to`.
///
/// For one property, the graph is the explored graph restricted to states where its
/// obligation is pending, without the edges whose step met it. Its strongly connected
/// components are computed (``StronglyConnectedComponents``). A non-trivial component is a violation
/// when a cycle through it can be **weakly fair** to every actor — "an actor able to take
/// a step eventually does": for each actor, either it moves on an edge inside the
/// component, or some state of the component offers it no step. Then the cycle that
/// visits one such edge or state per actor and returns is fair, and runs forever with
/// the obligation pending.
///
/// Under partial-order reduction a reduced state keeps only one actor's steps; the
/// actors it left out can still move there (``EdgeStore/leftOut(of:)``), and count as
/// able to.
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
    var lasso: (entry: Int, cycle: [(state: Int, step: Int)])?
    let edges = self.edges
    let bit = self.bit
    StronglyConnectedComponents.visit(
      count: stateCount, roots: 0..<stateCount, includes: pending,
      edges: { edges.edges(of: $0) },
      target: { position in
        let (target, _, discharged) = edges.edge(position)
        return discharged & bit == 0 ? target : nil
      }
    ) { component in
      lasso = fairCycle(in: component)
      return lasso != nil
    }
    return lasso
  }

  /// Whether an edge stays inside the pending subgraph of a component.
  private func isInternal(_ position: Int, _ members: Set<Int>) -> Bool {
    let (target, _, discharged) = edges.edge(position)
    return discharged & bit == 0 && members.contains(target)
  }

  private func fairCycle(in component: [Int]) -> (entry: Int, cycle: [(state: Int, step: Int)])? {
    let members = Set(component)
    var moves = Array(repeating: -1, count: actorCount)  // an internal edge per actor
    var idle = Array(repeating: -1, count: actorCount)  // a state offering it no step
    var anyInternal = -1
    var enabled = Array(repeating: false, count: actorCount)
    for state in component {
      for actor in 0..<actorCount { enabled[actor] = false }
      for actor in edges.leftOut(of: state) where Int(actor) < actorCount {
        enabled[Int(actor)] = true
      }
      for position in edges.edges(of: state) {
        let actor = edges.edge(position).actor
        enabled[actor] = true
        if isInternal(position, members) {
          if moves[actor] < 0 { moves[actor] = position }
          if anyInternal < 0 { anyInternal = position }
        }
      }
      for actor in 0..<actorCount where !enabled[actor] && idle[actor] < 0 { idle[actor] = state }
    }
    guard anyInternal >= 0 else { return nil }
    // An actor able to move everywhere must move on the cycle; another must move on it
    // or pass a state where it cannot. Waypoints are added for those the cycle through
    // the required moves does not already satisfy, until it satisfies every actor.
    var waypoints: [(edge: Int, state: Int)] = []
    for actor in 0..<actorCount where idle[actor] < 0 {
      guard moves[actor] >= 0 else { return nil }
      waypoints.append((moves[actor], -1))
    }
    if waypoints.isEmpty { waypoints.append((anyInternal, -1)) }
    let entry = component.min()!
    var cycle = lasso(through: waypoints, from: entry, members)
    var added = Set<Int>()
    while let actor = (0..<actorCount).first(where: {
      !added.contains($0) && !isFair(cycle, to: $0)
    }) {
      added.insert(actor)
      waypoints.append(idle[actor] >= 0 ? (-1, idle[actor]) : (moves[actor], -1))
      cycle = lasso(through: waypoints, from: entry, members)
    }
    return (entry, cycle)
  }

  /// The cycle from `entry` through each waypoint (an edge to take, or a state to pass)
  /// in order, and back.
  private func lasso(
    through waypoints: [(edge: Int, state: Int)], from entry: Int, _ members: Set<Int>
  ) -> [(state: Int, step: Int)] {
    var cycle: [(state: Int, step: Int)] = []
    var at = entry
    for waypoint in waypoints {
      guard waypoint.edge >= 0 else {
        cycle += route(from: at, to: waypoint.state, members)
        at = waypoint.state
        continue
      }
      let source = self.source(of: waypoint.edge, in: members)
      cycle += route(from: at, to: source, members)
      cycle.append((source, edges.stepIndex(waypoint.edge, of: source)))
      at = edges.edge(waypoint.edge).target
    }
    return cycle + route(from: at, to: entry, members)
  }

  /// Whether a cycle is weakly fair to `actor`: it moves on it, or some state on it
  /// offers the actor no step.
  private func isFair(_ cycle: [(state: Int, step: Int)], to actor: Int) -> Bool {
    for (state, step) in cycle {
      if mover(ofStep: step, at: state) == actor { return true }
      if !canMove(actor, at: state) { return true }
    }
    return false
  }

  /// The actor of the edge for step `step` of `state`.
  private func mover(ofStep step: Int, at state: Int) -> Int {
    for position in edges.edges(of: state) where edges.stepIndex(position, of: state) == step {
      return edges.edge(position).actor
    }
    return -1
  }

  /// Whether `actor` has a step in `state`, kept or left out by the reduction.
  private func canMove(_ actor: Int, at state: Int) -> Bool {
    edges.edges(of: state).contains { edges.edge($0).actor == actor }
      || edges.leftOut(of: state).contains(UInt16(truncatingIfNeeded: actor))
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
        previous[target] = (state, edges.stepIndex(position, of: state))
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
