/// The cycle proviso of the partial-order reduction: how a reduced search keeps a step
/// from being left out for ever (the ignoring problem).
extension Explorer {
  /// The ways of keeping the proviso (``commitReduced``).
  enum Proviso {
    /// Every ample successor of a reduced state is stored after it: every cycle of the
    /// reduced graph has a state expanded whole, which lassos need.
    case everyCycle
    /// One ample successor of a reduced state is stored after it: every reduced state
    /// reaches one expanded whole, which reachability needs.
    case forward
    /// No condition per state; once the frontier is empty, the reduced states that reach
    /// no state expanded whole are repaired (``ReducedGraph``). Reachability as
    /// ``forward``, with fewer states expanded whole.
    case bottomComponents
  }

  /// The proviso this search keeps: ``Proviso/everyCycle`` where lassos are read off the
  /// graph; ``Proviso/bottomComponents`` for a breadth-first search of the explorer's own
  /// that stores every state exactly and has no depth bound (it expands stored states
  /// again, and the states it adds then lie deeper than their level); otherwise
  /// ``Proviso/forward``.
  func chooseProviso() -> Proviso {
    reducedGraph = nil
    if keepsGraph { return .everyCycle }
    guard worker.partialOrderSwitch != nil, options.cycleProviso, strategy == nil,
      options.order == .bfs, edges == nil, !options.storage.isLossy,
      options.limits.maxDepth == nil
    else { return .forward }
    reducedGraph = ReducedGraph()
    return .bottomComponents
  }

  /// Expands whole, one at a time, the states ``ReducedGraph/statesToExpandWhole()``
  /// names and commits what they add (at `depth`, the deepest level so far); false when
  /// none are left, or the search keeps no reduced graph. Called when the frontier is
  /// empty; the caller then searches on from the states added.
  func expandStuckStatesWhole(depth: Int) -> Bool {
    guard let stuck = reducedGraph?.statesToExpandWhole(), !stuck.isEmpty else { return false }
    let results = ExpansionResults(width: store.width, budget: worker.budget)
    expandingWhole = true
    defer { expandingWhole = false }
    for index in stuck {
      worker.expand(index..<(index + 1), into: results)
      noteBudgetStop()
      if isStopped { break }
      commit(results, depth: depth, storesNew: true)
      if isStopped { break }
    }
    return true
  }
}
