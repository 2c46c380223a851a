import InterplayModel
import InterplayRuntime

/// Sequences as claims: a witness for every resolution, or none for a forbidden one.
extension ModelChecker {
  func verdict(for sequence: InteractionSequence) -> (SequenceVerdict, Violation?) {
    let claim = SequenceClaim(sequence, system: system)
    var verdict = SequenceVerdict(
      name: sequence.name, isForbidden: sequence.isForbidden, outcome: .holds,
      range: sequence.nameRange, witnesses: [], states: 0)
    let builder = ReplayBuilder(system: system)
    for resolution in claim.resolutions {
      var witness: [Int]?
      var undecided = false
      var furthest: (matched: Int, path: [Int], atoms: [SequenceClaim.Atom])?
      for atoms in resolution.alternatives {
        let search = ClaimSearch(system: system, atoms: atoms, limits: options.limits)
        let (outcome, states) = search.run()
        verdict.states += states
        switch outcome {
        case .witnessed(let path): witness = path
        case .undecided: undecided = true
        case .impossible(let matched, let path):
          if furthest == nil || matched > furthest!.matched { furthest = (matched, path, atoms) }
        }
        if witness != nil { break }
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
      } else if !sequence.isForbidden, let furthest {
        verdict.outcome = .violated
        let next =
          furthest.matched < furthest.atoms.count
          ? furthest.atoms[furthest.matched].text : "the end"
        let message =
          "sequence '\(sequence.name)'\(label) cannot happen: no run gets past item \(furthest.matched + 1), '\(next)'"
        return (
          verdict,
          Violation(
            check: .sequence, name: sequence.name, message: message, range: sequence.nameRange,
            counterexample: builder.replay(furthest.path))
        )
      }
    }
    return (verdict, nil)
  }
}

/// Replays step indexes without a store (the claim searches keep their own).
struct ReplayBuilder {
  let system: CompiledSystem

  func replay(_ steps: [Int]) -> Counterexample {
    var (state, record) = system.initialState(detail: .full)
    var records = [record]
    var states = [state]
    for index in steps {
      let enabled = system.enabledSteps(in: state)
      guard index < enabled.count else { break }
      (state, record) = system.apply(enabled[index], to: state, detail: .full)
      records.append(record)
      states.append(state)
    }
    return Counterexample(records: records, states: states)
  }
}
