/// What a directed claim search adds to the explorer: the claim alternatives whose
/// progress every stored state carries, one word each, and the bounds that prune the
/// successors too far from a witness (see ``DirectedClaimSearch``).
///
/// The explorer then stores product nodes (a state and, per alternative, the items
/// matched on the way to it). It keeps a successor when, for some alternative not
/// witnessed yet and still alive, its depth plus the ``ClaimDistance`` bound of that
/// alternative's progress is at most the alternative's bound; it notes, per
/// alternative, the first successor in commit order that matches its last item within
/// its bound, and stops once every alternative has one. With a ``future`` (one
/// alternative only), a node whose next item no path from it observes is stored but not
/// expanded.
///
/// Several alternatives in one search cost what their union costs: resolutions of an
/// `alt` share every node before the branch, which separate searches each store again.
/// The product with all of them is still exact per alternative: a node projects onto
/// each alternative's own product, and the first node of each projection in
/// breadth-first order has that product's breadth-first parent.
struct ClaimDirection: Sendable {
  /// One alternative followed: its items, their bounds, and its own bound.
  struct Component: Sendable {
    /// The alternative's items, as the observer numbers its symbols.
    let symbols: [Int]
    /// Per count of items matched, the fewest steps still needed (``ClaimDistance``).
    let remaining: [Int]
    /// The most steps a kept run may take for this alternative, counting the ones it
    /// still needs.
    let bound: Int
  }

  /// The alternatives followed together, one progress word each, in this order.
  let components: [Component]
  /// A strict claim's participant symbol, or -1.
  let participant: Int
  /// What each next item needs from a state's future, when the search drops the nodes
  /// from which it can never come (see ``ClaimFuture``); only with one component.
  var future: ClaimFuture? = nil

  /// The progress word of a run that ended the claim.
  static let dead = UInt32.max

  /// The direction toward one alternative.
  init(symbols: [Int], participant: Int, remaining: [Int], bound: Int) {
    self.init(
      components: [Component(symbols: symbols, remaining: remaining, bound: bound)],
      participant: participant)
  }

  /// The direction toward several alternatives of one claim at once.
  init(components: [Component], participant: Int) {
    precondition(!components.isEmpty, "a directed search follows at least one alternative")
    self.components = components
    self.participant = participant
  }

  /// The progress words each stored node carries.
  var width: Int { components.count }

  /// Whether a run of `depth` steps that matched `matched` items of the one component
  /// may still be kept.
  @inline(__always)
  func keeps(depth: Int, matched: Int) -> Bool {
    depth + components[0].remaining[matched] <= components[0].bound
  }

  /// The progress of every component after a step: from `parent`'s words, and the
  /// observations at `range` of `masks`. A component dead or complete stays so.
  @inline(__always)
  func advance(
    _ parent: UnsafeBufferPointer<UInt32>, into progress: UnsafeMutableBufferPointer<UInt32>,
    _ masks: UnsafeBufferPointer<UInt64>, _ range: Range<Int>, observer: ClaimObserver
  ) {
    for (offset, component) in components.enumerated() {
      let matched = parent[offset]
      guard matched != Self.dead, Int(matched) < component.symbols.count else {
        progress[offset] = matched
        continue
      }
      let reached = observer.progress(
        Int(matched), masks, range, component.symbols, participant)
      progress[offset] = reached < 0 ? Self.dead : UInt32(reached)
    }
  }
}
