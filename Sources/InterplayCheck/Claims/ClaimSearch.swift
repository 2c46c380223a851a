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
/// state and a progress; the visited set is one bit per state for each progress level
/// reached.
struct ClaimSearch {
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
      advance(0, $0, 0..<$0.count, symbols, participant)
    }
    if start == target { return (.witnessed(path: []), 1) }
    if start < 0 {
      return (isComplete ? .impossible(matched: 0, path: []) : .undecided(matched: 0, path: []), 1)
    }
    let wordsPerLevel = (stateCount + 63) / 64
    var visited = [[UInt64]](repeating: [], count: target)
    var state: [UInt32] = [0]
    var progress: [UInt32] = [UInt32(start)]
    var parent: [Int32] = [-1]
    var step: [UInt32] = [0]
    func visit(_ node: Int, level: Int) -> Bool {
      if visited[level].isEmpty { visited[level] = Array(repeating: 0, count: wordsPerLevel) }
      let bit = UInt64(1) << UInt64(node & 63)
      if visited[level][node >> 6] & bit != 0 { return false }
      visited[level][node >> 6] |= bit
      return true
    }
    _ = visit(0, level: start)
    var best = 0
    var next = 0
    return edges.observations.withUnsafeBufferPointer { masks in
      while next < state.count {
        let from = Int(state[next])
        let matched = Int(progress[next])
        let outgoing = edges.edges(of: from)
        for position in outgoing {
          let reached = advance(matched, masks, edges.observed(position), symbols, participant)
          guard reached >= 0 else { continue }
          let to = edges.edge(position).target
          if reached == target {
            return (
              .witnessed(path: path(to: next, parent, step) + [position - outgoing.lowerBound]),
              state.count
            )
          }
          guard visit(to, level: reached) else { continue }
          state.append(UInt32(to))
          progress.append(UInt32(reached))
          parent.append(Int32(next))
          step.append(UInt32(position - outgoing.lowerBound))
          if reached > Int(progress[best]) { best = state.count - 1 }
        }
        next += 1
      }
      let furthest = path(to: best, parent, step)
      let matched = Int(progress[best])
      return (
        isComplete
          ? .impossible(matched: matched, path: furthest)
          : .undecided(matched: matched, path: furthest), state.count
      )
    }
  }

  /// The progress after `matched` items once the observations at `range` are seen.
  @inline(__always)
  private func advance(
    _ matched: Int, _ masks: UnsafeBufferPointer<UInt64>, _ range: Range<Int>, _ symbols: [Int],
    _ participant: Int
  ) -> Int {
    var matched = matched
    var position = range.lowerBound
    while position < range.upperBound, matched < symbols.count {
      if observer.mask(masks, at: position, holds: symbols[matched]) {
        matched += 1
      } else if participant >= 0, observer.mask(masks, at: position, holds: participant) {
        return SequenceClaim.dead
      }
      position += observer.wordsPerMask
    }
    return matched
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
