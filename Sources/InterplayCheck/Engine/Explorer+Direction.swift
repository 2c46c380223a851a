/// What a directed claim search does with each successor it commits (see
/// ``ClaimDirection``).
extension Explorer {
  /// What becomes of a successor of a directed search.
  enum DirectedFate {
    /// Stored (or found stored) and expanded later.
    case kept
    /// Left out for good: every alternative it could still serve is dead or witnessed.
    case dropped
    /// Left out for being too far from a witness within this search's bounds.
    case pruned
  }

  /// Decides a successor of `depth` steps whose progress words are `progress`: notes the
  /// alternatives whose last item it matched within their bounds (their runs are `run`),
  /// stops the search once every alternative has its run, and keeps the successor when
  /// some alternative without a run is alive and within its bound.
  ///
  /// An alternative's run counts only within its own bound: a node kept for another
  /// alternative may lead to it by a longer way than the one the bound left out. Within
  /// its bound, its first run in commit order is the one its own search finds.
  @inline(__always)
  func directedFate(
    of progress: UnsafeBufferPointer<UInt32>, depth: Int, run: (parent: Int, step: Int)
  ) -> DirectedFate {
    let components = direction!.components
    guard components.count > 1 else {
      // One alternative: a node is kept only within its bound, so every run it reaches
      // is within the bound too.
      let matched = progress[0]
      if Int(matched) == components[0].symbols.count {
        directedHits[0] = run
        directedFound = 1
        stoppedAnswered = true
        return .dropped
      }
      guard matched != ClaimDirection.dead else { return .dropped }
      guard depth + components[0].remaining[Int(matched)] <= components[0].bound else {
        prunedSuccessors += 1
        return .pruned
      }
      return .kept
    }
    var alive = false
    var within = false
    for (offset, component) in components.enumerated() where directedHits[offset] == nil {
      let matched = progress[offset]
      guard matched != ClaimDirection.dead else { continue }
      if Int(matched) == component.symbols.count {
        if depth <= component.bound {
          directedHits[offset] = run
          directedFound += 1
        } else {
          alive = true
        }
        continue
      }
      alive = true
      if depth + component.remaining[Int(matched)] <= component.bound { within = true }
    }
    if directedFound == components.count {
      stoppedAnswered = true
      return .dropped
    }
    if within { return .kept }
    if alive {
      prunedSuccessors += 1
      return .pruned
    }
    return .dropped
  }
}
