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
  /// What the initialization showed the claims.
  let initialObservations: [UInt64]
  /// The states of the explored graph.
  let stateCount: Int
  /// Whether the main search explored every reachable state: only then is a claim
  /// without a witness impossible.
  let isComplete: Bool

  /// How a search ended.
  enum Outcome {
    /// A shortest witness: the step indexes from the initial state.
    case witnessed(path: [Int])
    /// No run matches; the path to the first state that matched the most items.
    case impossible(matched: Int, path: [Int])
    /// The graph is incomplete and holds no witness.
    case undecided(matched: Int, path: [Int])
  }

  /// Searches for a run matching the items whose symbols are `symbols`, in order; also
  /// returns the product nodes visited.
  ///
  /// `participant` is the symbol of a strict claim's participant observations (-1 for
  /// others): one that is not the next item ends the path.
  func run(_ symbols: [Int], participant: Int = -1) -> (Outcome, nodes: Int) {
    let target = symbols.count
    let start = initialObservations.withUnsafeBufferPointer {
      observer.progress(0, $0, 0..<$0.count, symbols, participant)
    }
    if start == target { return (.witnessed(path: []), 1) }
    if start < 0 {
      return (isComplete ? .impossible(matched: 0, path: []) : .undecided(matched: 0, path: []), 1)
    }
    let wordsPerLevel = (stateCount + 63) / 64
    // One bit per state for each progress level, flat and allocated once: the loop below
    // touches it through a local buffer, so no closure captures it (no dynamic
    // exclusivity checks in the hot loop).
    var visited = [UInt64](repeating: 0, count: wordsPerLevel * target)
    visited[start * wordsPerLevel] |= 1
    var state: [UInt32] = [0]
    var progress: [UInt32] = [UInt32(start)]
    var parent: [Int32] = [-1]
    var step: [UInt32] = [0]
    var best = 0
    var next = 0
    var witness: Int?
    edges.observations.withUnsafeBufferPointer { masks in
      visited.withUnsafeMutableBufferPointer { seen in
        search: while next < state.count {
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
      isComplete
        ? .impossible(matched: matched, path: furthest)
        : .undecided(matched: matched, path: furthest), state.count
    )
  }

  /// The step indexes from the initial state to product node `node`.
  private func path(to node: Int, _ parent: [Int32], _ step: [UInt32]) -> [Int] {
    var steps: [Int] = []
    var current = node
    while parent[current] >= 0 {
      steps.append(Int(step[current]))
      current = Int(parent[current])
    }
    return steps.reversed()
  }
}
