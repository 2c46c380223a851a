import InterplayRuntime

/// Every resolution of a claim decided by directed searches, the resolutions of one
/// alternative each followed together (see ``ClaimDirection``).
extension DirectedClaimSearch {
  /// The most resolutions one search follows together: each adds a word to every node.
  static let resolutionsTogether = 16

  /// The outcome of each resolution of a claim (each a list of alternatives), with
  /// `participant` the strict claim's participant symbol or -1, and what all the
  /// searches cost; the outcomes stop at the first resolution without a witness.
  ///
  /// Resolutions of one alternative each (an `alt`, an `opt`, without a `par`) are
  /// searched together, round by round with one slack and a bound per resolution (its
  /// least steps plus the slack): they share every node before they part, which
  /// separate searches each store again. Each one's witness is the one its own search
  /// finds, since a node is kept while some resolution without a witness is within its
  /// bound (see ``Explorer/directedFate(of:depth:run:)``). The others are searched one
  /// after the other (``run(_:participant:givesUp:)``).
  func witnesses(of resolutions: [[Alternative]], participant: Int, givesUp: Bool)
    -> ([Outcome], Effort)
  {
    guard resolutions.count > 1, resolutions.count <= Self.resolutionsTogether,
      resolutions.allSatisfy({ $0.count == 1 })
    else {
      var effort = Effort()
      var outcomes: [Outcome] = []
      for alternatives in resolutions {
        let (outcome, spent) = run(alternatives, participant: participant, givesUp: givesUp)
        effort.add(spent)
        outcomes.append(outcome)
        guard case .witnessed = outcome else { break }
      }
      return (outcomes, effort)
    }
    return together(resolutions.map { $0[0] }, participant: participant, givesUp: givesUp)
  }

  /// The rounds of the search that follows `alternatives` (one per resolution) together.
  private func together(_ alternatives: [Alternative], participant: Int, givesUp: Bool)
    -> ([Outcome], Effort)
  {
    var effort = Effort()
    var outcomes: [Outcome?] = Array(repeating: nil, count: alternatives.count)
    var live = alternatives.indices.map {
      (index: $0, remaining: distance.remaining(alternatives[$0].atoms))
    }
    var slack = 0
    var previous: (slack: Int, stored: Int)?
    func finish(_ rest: Outcome) -> ([Outcome], Effort) {
      (outcomes.map { $0 ?? rest }, effort)
    }
    while !live.isEmpty {
      let components = live.map { entry in
        let (sum, overflow) = entry.remaining[0].addingReportingOverflow(slack)
        return ClaimDirection.Component(
          symbols: alternatives[entry.index].symbols, remaining: entry.remaining,
          bound: overflow ? Int.max : sum)
      }
      let explorer = checker.explore(
        keepsGraph: false,
        components: SearchComponents(
          claims: observer,
          direction: ClaimDirection(components: components, participant: participant)))
      effort.add(explorer)
      let builder = CounterexampleBuilder(
        system: checker.system, store: explorer.store, ways: explorer.ways)
      for (offset, entry) in live.enumerated() {
        guard let (parent, step) = explorer.directedHits[offset] else { continue }
        let path =
          parent < 0
          ? RunPath(start: builder.way(step), steps: []) : builder.path(to: parent) + [step]
        outcomes[entry.index] = .witnessed(path, alternative: 0)
      }
      live.removeAll { outcomes[$0.index] != nil }
      if live.isEmpty { break }
      if explorer.limit != nil { return finish(.undecided) }
      // A round that left nothing out was the whole search: the rest have no witness.
      if explorer.prunedSuccessors == 0 { return finish(.impossible) }
      let stored = explorer.store.count
      if givesUp, stored >= Self.minimumTelling, explorer.prunedSuccessors < stored / 8 {
        return finish(.undecided)
      }
      let round = (slack: slack, stored: stored)
      slack = Self.slack(after: round, previous: previous)
      previous = round
    }
    return finish(.undecided)
  }
}
