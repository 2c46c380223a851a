import InterplayModel
import InterplayRuntime

/// Sequences as claims: a witness for every resolution, or none for a forbidden one,
/// decided on the graph the main search explored.
extension ModelChecker {
  /// The claims the search observes: every sequence's, or none when sequences are not
  /// checked.
  func claimObserver() -> ClaimObserver? {
    guard options.checksSequences else { return nil }
    let chosen = system.model.sequences.filter {
      options.sequences.map(Set.init)?.contains($0.name) ?? true
    }
    return ClaimObserver(claims: chosen.map { SequenceClaim($0, system: system) }, system: system)
  }

  /// The verdict on every claim of the observer, in claim order, decided on the explored
  /// graph: each claim is independent of the others, so they are decided in parallel on
  /// the search's threads.
  ///
  /// A graph the partial-order reduction reduced keeps a witness for every witness of the
  /// whole graph, but not the same one: there, each witness found is searched again by
  /// the ``DirectedClaimSearch``, which finds the whole graph's (the shortest, ties to the
  /// step listed first) without exploring it.
  func sequenceVerdicts(_ observer: ClaimObserver, _ explorer: Explorer)
    -> [(SequenceVerdict, Violation?)]
  {
    guard let edges = explorer.edges else {
      return observer.claims.map { (verdict(opening: $0.sequence), nil) }
    }
    let canonical =
      explorer.reducedStates > 0
      ? DirectedClaimSearch(
        checker: self, observer: observer, distance: ClaimDistance(system: system)) : nil
    let search = ClaimSearch(
      explorer, edges: edges, observer: observer,
      isComplete: explorer.limit == nil && !explorer.stoppedAnswered)
    return ParallelMap.map(
      observer.claims.count, threads: max(1, options.jobs ?? ProcessorCount.online)
    ) {
      self.verdict(forClaim: $0, observer, search, canonical)
    }
  }

  /// A verdict that holds until a search says otherwise.
  func verdict(opening sequence: InteractionSequence) -> SequenceVerdict {
    SequenceVerdict(
      name: sequence.name, isForbidden: sequence.isForbidden, outcome: .holds,
      range: sequence.nameRange, witnesses: [], states: 0)
  }

  /// The verdict on claim `number` of the observer, from the explored graph.
  private func verdict(
    forClaim number: Int, _ observer: ClaimObserver, _ search: ClaimSearch,
    _ canonical: DirectedClaimSearch?
  ) -> (SequenceVerdict, Violation?) {
    let claim = observer.claims[number]
    let sequence = claim.sequence
    var verdict = verdict(opening: sequence)
    let builder = ReplayBuilder(system: system)
    for (resolutionIndex, resolution) in claim.resolutions.enumerated() {
      let symbols = observer.symbolsOfClaims[number][resolutionIndex]
      let participant = observer.participantSymbols[number]
      let found = search.shortestWitness(of: symbols, participant: participant)
      verdict.states += found.nodes
      var witness = found.witness?.path
      if witness != nil, let canonical {
        // The reduced graph's lengths are not the whole graph's: every alternative with
        // a witness there may have the whole graph's shortest.
        let candidates = resolution.alternatives.indices.filter { index in
          guard index < found.outcomes.count else { return true }
          if case .impossible = found.outcomes[index] { return false }
          return true
        }
        let (outcome, effort) = canonical.run(
          candidates.map {
            DirectedClaimSearch.Alternative(
              symbols: symbols[$0], atoms: resolution.alternatives[$0])
          }, participant: participant, givesUp: false)
        verdict.states += effort.states
        if case .witnessed(let whole, _) = outcome { witness = whole }
      }
      var undecided = false
      var furthest: (matched: Int, path: RunPath, atoms: [SequenceClaim.Atom])?
      for (alternative, outcome) in found.outcomes.enumerated() where witness == nil {
        let atoms = resolution.alternatives[alternative]
        switch outcome {
        case .witnessed: break
        case .undecided(let matched, let path):
          undecided = true
          if furthest == nil || matched > furthest!.matched { furthest = (matched, path, atoms) }
        case .impossible(let matched, let path):
          if furthest == nil || matched > furthest!.matched { furthest = (matched, path, atoms) }
        }
      }
      let label = resolution.label.isEmpty ? "" : " (\(resolution.label))"
      if let witness {
        let run = builder.replay(witness)
        if sequence.isForbidden {
          verdict.outcome = .violated
          return (
            verdict,
            Violation(
              check: .sequence, name: sequence.name,
              message: "forbidden sequence '\(sequence.name)'\(label) happens",
              range: sequence.nameRange, counterexample: run)
          )
        }
        verdict.witnesses.append((resolution.label, run))
      } else if undecided {
        verdict.outcome = .undecided
        if let furthest { verdict.furthest = (furthest.matched, builder.replay(furthest.path)) }
      } else if !sequence.isForbidden, let furthest {
        verdict.outcome = .violated
        let next =
          furthest.matched < furthest.atoms.count
          ? furthest.atoms[furthest.matched].text : "the end"
        let message =
          "sequence '\(sequence.name)'\(label) cannot happen: no run gets past item \(furthest.matched + 1), '\(next)'"
        let run = builder.replay(furthest.path)
        verdict.furthest = (furthest.matched, run)
        verdict.divergence = ClaimDivergence(
          matched: furthest.matched, expected: next,
          expectedRange: furthest.matched < furthest.atoms.count
            ? furthest.atoms[furthest.matched].range : nil,
          resolution: resolution.label,
          stub: furthest.matched < furthest.atoms.count
            ? stubSender(of: furthest.atoms[furthest.matched]) : nil,
          following: furthest.atoms.dropFirst(furthest.matched + 1).map { ($0.text, $0.range) })
        return (
          verdict,
          Violation(
            check: .sequence, name: sequence.name, message: message, range: sequence.nameRange,
            counterexample: run)
        )
      }
    }
    return (verdict, nil)
  }

  /// The sending stub of a message item, if a stub sends it.
  private func stubSender(of atom: SequenceClaim.Atom) -> Int? {
    guard let from = atom.messageFields?.from, system.budget(of: from) != nil else { return nil }
    return from
  }
}

extension ModelChecker {
  /// What stops the search before every state is explored, if the options ask for it.
  func answeredCheck(_ claims: ClaimObserver?) -> ((Explorer, Int) -> Bool)? {
    guard let answer = EarlyAnswer(observer: claims, options: options) else { return nil }
    return { explorer, levels in answer.isAnswered(explorer, levels: levels) }
  }
}
