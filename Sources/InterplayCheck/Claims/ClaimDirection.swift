/// What a directed claim search adds to the explorer: the claim alternative whose
/// progress every stored state carries in one more word, and the bound that prunes the
/// successors too far from a witness (see ``DirectedClaimSearch``).
///
/// The explorer then stores product nodes (a state and the items matched on the way to
/// it), keeps a successor only when its depth plus the ``ClaimDistance`` bound of its
/// progress is at most ``bound``, drops one that ends a strict claim, and stops at the
/// first successor, in commit order, that matches the last item. With a ``future``, a
/// node whose next item no path from it observes is stored but not expanded.
struct ClaimDirection: Sendable {
  /// The alternative's items, as the observer numbers its symbols.
  let symbols: [Int]
  /// A strict claim's participant symbol, or -1.
  let participant: Int
  /// Per count of items matched, the fewest steps still needed (``ClaimDistance``).
  let remaining: [Int]
  /// The most steps a kept run may take, counting the ones it still needs.
  let bound: Int
  /// What each next item needs from a state's future, when the search drops the nodes
  /// from which it can never come (see ``ClaimFuture``).
  var future: ClaimFuture? = nil

  /// The progress word of a run that ended the claim.
  static let dead = UInt32.max

  /// Whether a run of `depth` steps that matched `matched` items may still be kept.
  @inline(__always)
  func keeps(depth: Int, matched: Int) -> Bool {
    depth + remaining[matched] <= bound
  }
}
