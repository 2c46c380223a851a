import InterplayRuntime

/// Decides, while a breadth-first search runs, whether it has answered what it was asked,
/// so it can stop before it has explored every state (``CheckOptions/stopsWhenSequencesDecided``,
/// ``CheckOptions/stopsAtFirstViolation``).
///
/// A sequence is answered when its witness is final: the claim search on the graph
/// explored so far (``ClaimSearch``, the one matcher) finds a witness no longer than the
/// levels whose states are all expanded. Every product node of the claim search at depth
/// `d` is a state at depth at most `d`, so up to that depth the partial graph's search
/// meets the same nodes, in the same order, with the same edges as the whole graph's: the
/// witness is the one a whole search finds. A sequence asks for the shortest witness of
/// each resolution over its alternatives (a forbidden one: of its first resolution); one
/// no longer than the expanded levels is final, since a shorter or equally short one of
/// any alternative would lie within them too. Any other question waits for every state.
///
/// The claim search runs again only when the graph has doubled since it last ran, so all
/// the runs together cost at most about twice the last.
final class EarlyAnswer {
  let observer: ClaimObserver?
  let stopsAtFirstViolation: Bool
  /// The (claim, resolution) pairs still without a final witness.
  private var pending: [(claim: Int, resolution: Int)] = []
  private var searchedAt = 0

  /// An answer for these questions; nil when none of them can stop a search.
  init?(observer: ClaimObserver?, options: CheckOptions) {
    self.observer = options.stopsWhenSequencesDecided ? observer : nil
    stopsAtFirstViolation = options.stopsAtFirstViolation
    guard self.observer != nil || stopsAtFirstViolation else { return nil }
    if let observer = self.observer {
      for (number, claim) in observer.claims.enumerated() {
        let resolutions =
          claim.sequence.isForbidden ? min(1, claim.resolutions.count) : claim.resolutions.count
        for resolution in 0..<resolutions
        where !claim.resolutions[resolution].alternatives.isEmpty {
          pending.append((number, resolution))
        }
      }
    }
  }

  /// Whether the search may stop once `levels` levels of `explorer` are expanded.
  func isAnswered(_ explorer: Explorer, levels: Int) -> Bool {
    if stopsAtFirstViolation, !explorer.log.findings.isEmpty { return true }
    guard let observer, let edges = explorer.edges else { return false }
    guard !pending.isEmpty else { return true }
    let count = explorer.store.count
    guard count >= 2 * searchedAt else { return false }
    searchedAt = count
    let search = ClaimSearch(explorer, edges: edges, observer: observer, isComplete: false)
    pending.removeAll { question in
      let found = search.shortestWitness(
        of: observer.symbolsOfClaims[question.claim][question.resolution],
        participant: observer.participantSymbols[question.claim])
      guard let path = found.witness?.path else { return false }
      return path.steps.count <= levels
    }
    return pending.isEmpty
  }
}
