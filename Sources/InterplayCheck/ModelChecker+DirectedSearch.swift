import InterplayModel
import InterplayRuntime

/// `run`'s sequences decided by searching toward their witnesses, before any whole
/// search (see ``DirectedClaimSearch``).
extension ModelChecker {
  /// The result of deciding every claim of `observer` by directed searches alone, or nil
  /// when one of them needs the whole search: a forbidden sequence (it passes only when
  /// no run matches it), a resolution without a witness, a search that stopped paying
  /// off or hit a limit, or a model whose timers leave the searches undirected. The
  /// witnesses are the whole search's, so the verdicts are the same.
  func directedResult(_ observer: ClaimObserver) -> CheckResult? {
    let distance = ClaimDistance(system: system)
    guard distance.isInformative,
      !observer.claims.contains(where: { $0.sequence.isForbidden })
    else { return nil }
    let search = DirectedClaimSearch(checker: self, observer: observer, distance: distance)
    let builder = ReplayBuilder(system: system)
    var effort = DirectedClaimSearch.Effort()
    var sequences: [SequenceVerdict] = []
    for number in observer.claims.indices {
      guard let verdict = directedVerdict(number, observer, search, builder, &effort)
      else { return nil }
      sequences.append(verdict)
    }
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

  /// The verdict on claim `number` from directed searches alone: a witness for every
  /// resolution, or nil when one of them has none or its search gave up.
  func directedVerdict(
    _ number: Int, _ observer: ClaimObserver, _ search: DirectedClaimSearch,
    _ builder: ReplayBuilder, _ effort: inout DirectedClaimSearch.Effort
  ) -> SequenceVerdict? {
    let claim = observer.claims[number]
    var verdict = verdict(opening: claim.sequence)
    for (index, resolution) in claim.resolutions.enumerated() {
      let alternatives = resolution.alternatives.indices.map {
        DirectedClaimSearch.Alternative(
          symbols: observer.symbolsOfClaims[number][index][$0],
          atoms: resolution.alternatives[$0])
      }
      let (outcome, spent) = search.run(
        alternatives, participant: observer.participantSymbols[number], givesUp: true)
      effort.states += spent.states
      effort.transitions += spent.transitions
      effort.depth = max(effort.depth, spent.depth)
      effort.seconds += spent.seconds
      verdict.states += spent.states
      guard case .witnessed(let path, _) = outcome else { return nil }
      verdict.witnesses.append((resolution.label, builder.replay(path)))
    }
    return verdict
  }

  /// Under the partial-order reduction, the possible sequences that directed searches
  /// decide before the whole search, by claim number, and the claims left for the whole
  /// search to observe (nil when none is).
  ///
  /// A claim the whole search observes makes every step it sees visible, so never ample:
  /// with AccountApp's six sequences observed, the reduced graph kept 2.6 times fewer
  /// states than the full one, against 3.6 times without them. A possible sequence's
  /// verdict is its witnesses, which the directed search finds as the whole search
  /// would (the shortest per resolution, ties to the alternative listed first; see
  /// ``sequenceVerdicts(_:_:)``, which searches the reduced graph's witnesses again the
  /// same way). Forbidden sequences, and those a directed search gives up on or finds
  /// no witness for, stay with the whole search.
  func decidedAhead(_ observer: ClaimObserver) -> (
    verdicts: [Int: SequenceVerdict], remaining: ClaimObserver?
  ) {
    let distance = ClaimDistance(system: system)
    guard distance.isInformative else { return ([:], observer) }
    let search = DirectedClaimSearch(checker: self, observer: observer, distance: distance)
    let builder = ReplayBuilder(system: system)
    var effort = DirectedClaimSearch.Effort()
    var verdicts: [Int: SequenceVerdict] = [:]
    for number in observer.claims.indices where !observer.claims[number].sequence.isForbidden {
      verdicts[number] = directedVerdict(number, observer, search, builder, &effort)
    }
    guard !verdicts.isEmpty else { return ([:], observer) }
    let left = observer.claims.indices.filter { verdicts[$0] == nil }.map { observer.claims[$0] }
    return (verdicts, left.isEmpty ? nil : ClaimObserver(claims: left, system: system))
  }
}
