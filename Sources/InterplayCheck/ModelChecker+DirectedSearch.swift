import InterplayModel
import InterplayRuntime

/// `run`'s sequences decided by searching toward their witnesses, before any whole
/// search (see ``DirectedClaimSearch``).
extension ModelChecker {
  /// The result of deciding every claim of `observer` by directed searches alone, or nil
  /// when one of them needs the whole search: a forbidden sequence that may happen, or
  /// that the dead-end cut could not show impossible within its budget
  /// (``DirectedClaimSearch/isImpossible(_:participant:)``), a resolution without a
  /// witness, a search that stopped paying off or hit a limit, or a model whose items
  /// leave the searches undirected. The witnesses are the whole search's, so the
  /// verdicts are the same.
  func directedResult(_ observer: ClaimObserver) -> CheckResult? {
    let distance = ClaimDistance(system: system)
    guard distance.isInformative else { return nil }
    let search = DirectedClaimSearch(checker: self, observer: observer, distance: distance)
    let builder = ReplayBuilder(system: system)
    var effort = DirectedClaimSearch.Effort()
    var sequences: [SequenceVerdict] = []
    // The forbidden ones first: one that may happen needs the whole search anyway.
    let order =
      observer.claims.indices.filter { observer.claims[$0].sequence.isForbidden }
      + observer.claims.indices.filter { !observer.claims[$0].sequence.isForbidden }
    var verdicts: [Int: SequenceVerdict] = [:]
    for number in order {
      guard let verdict = directedVerdict(number, observer, search, builder, &effort)
      else { return nil }
      verdicts[number] = verdict
    }
    for number in observer.claims.indices { sequences.append(verdicts[number]!) }
    let statistics = CheckStatistics(
      states: effort.states, transitions: effort.transitions, depth: effort.depth,
      seconds: effort.seconds, stateWords: system.wordCount + 1, packedStateBytes: 0,
      bytesPerState: 0, storeBytes: 0, peakMemoryBytes: PeakMemory.bytes(), threads: 1)
    let model = system.model
    var result = CheckResult(
      system: system, options: options, statistics: statistics, violations: [],
      sequences: sequences, coverage: [], limit: nil,
      undecided: (model.invariants.map(\.name) + model.properties.map(\.name)))
    result.stoppedEarly = true
    return result
  }

  /// The verdict on claim `number` from directed searches alone, or nil when they do not
  /// decide it: for a possible sequence, a witness for every resolution (nil when one of
  /// them has none or its search gave up); for a forbidden one, every resolution shown
  /// impossible (nil when one may happen: the whole search shows its counterexample).
  func directedVerdict(
    _ number: Int, _ observer: ClaimObserver, _ search: DirectedClaimSearch,
    _ builder: ReplayBuilder, _ effort: inout DirectedClaimSearch.Effort
  ) -> SequenceVerdict? {
    let claim = observer.claims[number]
    var verdict = verdict(opening: claim.sequence)
    let participant = observer.participantSymbols[number]
    let resolutions = claim.resolutions.indices.map { index in
      claim.resolutions[index].alternatives.indices.map {
        DirectedClaimSearch.Alternative(
          symbols: observer.symbolsOfClaims[number][index][$0],
          atoms: claim.resolutions[index].alternatives[$0])
      }
    }
    if claim.sequence.isForbidden {
      for alternatives in resolutions {
        let (impossible, spent) = search.isImpossible(alternatives, participant: participant)
        add(spent, to: &effort, &verdict)
        guard impossible == true else { return nil }
      }
      return verdict
    }
    let (outcomes, spent) = search.witnesses(
      of: resolutions, participant: participant, givesUp: true)
    add(spent, to: &effort, &verdict)
    guard outcomes.count == resolutions.count else { return nil }
    for (resolution, outcome) in zip(claim.resolutions, outcomes) {
      guard case .witnessed(let path, _) = outcome else { return nil }
      verdict.witnesses.append((resolution.label, builder.replay(path)))
    }
    return verdict
  }

  /// Counts what a directed search spent into the total and the verdict's states.
  private func add(
    _ spent: DirectedClaimSearch.Effort, to effort: inout DirectedClaimSearch.Effort,
    _ verdict: inout SequenceVerdict
  ) {
    effort.states += spent.states
    effort.transitions += spent.transitions
    effort.depth = max(effort.depth, spent.depth)
    effort.seconds += spent.seconds
    verdict.states += spent.states
  }

  /// Under the partial-order reduction, the sequences that directed searches decide
  /// before the whole search, by claim number, and the claims left for the whole search
  /// to observe (nil when none is).
  ///
  /// A claim the whole search observes makes every step it sees visible, so never ample:
  /// with AccountApp's six sequences observed, the reduced graph kept 2.6 times fewer
  /// states than the full one, against 3.6 times without them. A possible sequence's
  /// verdict is its witnesses, which the directed search finds as the whole search
  /// would (the shortest per resolution, ties to the alternative listed first; see
  /// ``sequenceVerdicts(_:_:)``, which searches the reduced graph's witnesses again the
  /// same way). A forbidden sequence is decided ahead when the dead-end cut shows it
  /// impossible. One that may happen, and possible ones a directed search gives up on or
  /// finds no witness for, stay with the whole search.
  func decidedAhead(_ observer: ClaimObserver) -> (
    verdicts: [Int: SequenceVerdict], remaining: ClaimObserver?
  ) {
    let distance = ClaimDistance(system: system)
    guard distance.isInformative else { return ([:], observer) }
    let search = DirectedClaimSearch(checker: self, observer: observer, distance: distance)
    let builder = ReplayBuilder(system: system)
    var effort = DirectedClaimSearch.Effort()
    var verdicts: [Int: SequenceVerdict] = [:]
    for number in observer.claims.indices {
      verdicts[number] = directedVerdict(number, observer, search, builder, &effort)
    }
    guard !verdicts.isEmpty else { return ([:], observer) }
    let left = observer.claims.indices.filter { verdicts[$0] == nil }.map { observer.claims[$0] }
    return (verdicts, left.isEmpty ? nil : ClaimObserver(claims: left, system: system))
  }
}
