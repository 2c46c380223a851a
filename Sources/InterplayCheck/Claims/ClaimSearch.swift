import InterplayModel
import InterplayRuntime

/// Decides one alternative of a sequence claim on the graph the main search explored: a
/// breadth-first search of the product of that graph with the claim's progress (the
/// number of items matched so far), reading each edge's observations instead of
/// stepping again.
///
/// Progress advances by ``SequenceClaim/advance(_:by:in:)``'s rule, one bit test per
/// observation (a strict claim's unlisted participant observation ends the path). Breadth-first order makes a witness a shortest one, and ties go to the
/// lower step index, so the witness is the same for any `--jobs`. A product node is a
/// state and a progress; the visited set is one bit per state for each progress level.
struct ClaimSearch: Sendable {
  let edges: EdgeStore
  let observer: ClaimObserver
  /// Each way of the initialization: its initial state (a stored root), its options, and
  /// what it showed the claims.
  let starts: [(root: Int, way: [UInt32], observations: [UInt64])]
  /// The states of the explored graph.
  let stateCount: Int
  /// Whether the main search explored every reachable state: only then is a claim
  /// without a witness impossible.
  let isComplete: Bool

  /// How a search ended.
  enum Outcome {
    /// A shortest witness.
    case witnessed(path: RunPath)
    /// No run matches; the path to the first state that matched the most items.
    case impossible(matched: Int, path: RunPath)
    /// The graph is incomplete and holds no witness.
    case undecided(matched: Int, path: RunPath)
  }

  /// Searches for a run matching the items whose symbols are `symbols`, in order; also
  /// returns the product nodes visited.
  ///
  /// `participant` is the symbol of a strict claim's participant observations (-1 for
  /// others): one that is not the next item ends the path. A witness longer than
  /// `maxSteps` steps is not looked for: the search then ends `undecided` without one
  /// (``shortestWitness(of:participant:)`` asks a later alternative only for a shorter
  /// witness than an earlier one's).
  func run(_ symbols: [Int], participant: Int = -1, maxSteps: Int = .max)
    -> (Outcome, nodes: Int)
  {
    let target = symbols.count
    let wordsPerLevel = (stateCount + 63) / 64
    // One bit per state for each progress level, flat and allocated once: the loop below
    // touches it through a local buffer, so no closure captures it (no dynamic
    // exclusivity checks in the hot loop).
    var visited = [UInt64](repeating: 0, count: wordsPerLevel * max(target, 1))
    var state: [UInt32] = []
    var progress: [UInt32] = []
    var parent: [Int32] = []
    var step: [UInt32] = []
    var best = -1
    var firstEnded: Int?
    // Every way of the initialization is a start: its initial state, at the progress its
    // observations make (ways in order, so ties go to the first way).
    for (number, start) in starts.enumerated() {
      let reached = start.observations.withUnsafeBufferPointer {
        observer.progress(0, $0, 0..<$0.count, symbols, participant)
      }
      if reached == target {
        return (.witnessed(path: RunPath(start: start.way, steps: [])), state.count + 1)
      }
      guard reached >= 0 else {
        if firstEnded == nil { firstEnded = number }
        continue
      }
      let word = reached * wordsPerLevel + start.root >> 6
      let bit = UInt64(1) << UInt64(start.root & 63)
      guard visited[word] & bit == 0 else { continue }
      visited[word] |= bit
      state.append(UInt32(start.root))
      progress.append(UInt32(reached))
      parent.append(-1 - Int32(number))
      step.append(0)
      if best < 0 || reached > Int(progress[best]) { best = state.count - 1 }
    }
    guard best >= 0 else {
      // Every start ended the claim at once.
      let path = RunPath(start: firstEnded.map { starts[$0].way } ?? [], steps: [])
      return (
        isComplete ? .impossible(matched: 0, path: path) : .undecided(matched: 0, path: path), 1
      )
    }
    var next = 0
    var witness: Int?
    // Nodes are appended level by level: those before `levelEnd` are at `depth`.
    var depth = 0
    var levelEnd = state.count
    var capped = false
    edges.observations.withUnsafeBufferPointer { masks in
      visited.withUnsafeMutableBufferPointer { seen in
        search: while next < state.count {
          if next == levelEnd {
            depth += 1
            levelEnd = state.count
          }
          // Every successor of this level is a run of depth + 1 steps.
          guard depth < maxSteps else {
            capped = true
            break search
          }
          let from = Int(state[next])
          let matched = Int(progress[next])
          let outgoing = edges.edges(of: from)
          for position in outgoing {
            let reached = observer.progress(
              matched, masks, edges.observed(position), symbols, participant)
            guard reached >= 0 else { continue }
            if reached == target {
              witness = position
              break search
            }
            let to = edges.target(position)
            let word = reached * wordsPerLevel + to >> 6
            let bit = UInt64(1) << UInt64(to & 63)
            guard seen[word] & bit == 0 else { continue }
            seen[word] |= bit
            state.append(UInt32(to))
            progress.append(UInt32(reached))
            parent.append(Int32(next))
            step.append(UInt32(edges.stepIndex(position, of: from)))
            if reached > Int(progress[best]) { best = state.count - 1 }
          }
          next += 1
        }
      }
    }
    if let witness {
      let last = edges.stepIndex(witness, of: Int(state[next]))
      return (
        .witnessed(path: path(to: next, parent, step) + [last]),
        state.count
      )
    }
    let furthest = path(to: best, parent, step)
    let matched = Int(progress[best])
    return (
      isComplete && !capped
        ? .impossible(matched: matched, path: furthest)
        : .undecided(matched: matched, path: furthest), state.count
    )
  }

  /// The path from its start to product node `node`. A start's parent is `-1 - n` for
  /// the start of way `n`.
  private func path(to node: Int, _ parent: [Int32], _ step: [UInt32]) -> RunPath {
    var steps: [Int] = []
    var current = node
    while parent[current] >= 0 {
      steps.append(Int(step[current]))
      current = Int(parent[current])
    }
    return RunPath(start: starts[Int(-1 - parent[current])].way, steps: steps.reversed())
  }
}

extension ClaimSearch {
  /// The claim search on what `explorer` has explored so far.
  init(_ explorer: Explorer, edges: EdgeStore, observer: ClaimObserver, isComplete: Bool) {
    self.init(
      edges: edges, observer: observer,
      starts: explorer.starts.enumerated().map { way, start in
        (start.root, explorer.ways[way], start.observations)
      },
      stateCount: explorer.store.count, isComplete: isComplete)
  }
}
