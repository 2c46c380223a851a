import InterplayRuntime

/// An independent judge of sequence claims, for the differential tests only: a plain
/// breadth-first search of the product of the system and the claim's progress, stepping
/// the step function itself (no store, no graph, no masks). Slow, obviously right, and
/// written apart from the engine so the engine's verdicts have something to disagree
/// with.
struct ClaimOracle {
  let system: CompiledSystem
  /// The most product states visited before the oracle gives up.
  var bound = 200_000

  /// Whether some run matches the items of `atoms` under `claim`'s rule; nil when the
  /// bound was reached first.
  func isPossible(_ atoms: [SequenceClaim.Atom], _ claim: SequenceClaim) -> Bool? {
    struct Node: Hashable {
      var words: [UInt32]
      var matched: Int
    }
    var seen: Set<Node> = []
    var frontier: [(SystemState, Int)] = []
    // Every way the initialization can go is a start.
    for (_, initial, record) in system.initialStates(detail: .essential) {
      let start = claim.advance(0, by: record, in: atoms)
      if start == atoms.count { return true }
      guard start >= 0, seen.insert(Node(words: initial.words, matched: start)).inserted else {
        continue
      }
      frontier.append((initial, start))
    }
    while !frontier.isEmpty {
      var next: [(SystemState, Int)] = []
      for (state, matched) in frontier {
        for step in system.enabledSteps(in: state) {
          let (successor, record) = system.apply(step, to: state, detail: .essential)
          let reached = claim.advance(matched, by: record, in: atoms)
          if reached == atoms.count { return true }
          guard reached >= 0 else { continue }
          guard seen.insert(Node(words: successor.words, matched: reached)).inserted else {
            continue
          }
          if seen.count > bound { return nil }
          next.append((successor, reached))
        }
      }
      frontier = next
    }
    return false
  }

  /// The verdict on a whole claim: every resolution needs a witness of some alternative
  /// (for a forbidden sequence: holds when no resolution has one).
  func holds(_ claim: SequenceClaim) -> Bool? {
    var anyWitnessed = false
    var allWitnessed = true
    for resolution in claim.resolutions {
      var witnessed = false
      for atoms in resolution.alternatives {
        guard let possible = isPossible(atoms, claim) else { return nil }
        if possible {
          witnessed = true
          break
        }
      }
      anyWitnessed = anyWitnessed || witnessed
      allWitnessed = allWitnessed && witnessed
    }
    return claim.sequence.isForbidden ? !anyWitnessed : allWitnessed
  }
}
