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
    for (number, claim) in observer.claims.enumerated() {
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
}
