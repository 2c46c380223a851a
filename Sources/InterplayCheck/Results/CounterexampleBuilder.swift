import InterplayRuntime

/// Rebuilds runs from stored parent links by replaying the step function with full records.
struct CounterexampleBuilder {
  let system: CompiledSystem
  let store: StateStore
  /// The symmetry the search was reduced by: its stored states are orbit
  /// representatives, and its step indexes are positions among theirs.
  var symmetry: SymmetryGroup? = nil
  /// Shortens the runs of a search reduced by partial-order reduction, whose shortest
  /// runs may take steps a violation does not need.
  var shortener: CounterexampleShortener? = nil

  /// The step indexes (positions in ``CompiledSystem/enabledSteps(in:)``) that lead from
  /// the initial state to stored state `index`.
  func path(to index: Int) -> [Int] {
    var steps: [Int] = []
    var current = index
    while true {
      let (parent, step) = store.link(current)
      if parent == StateStore.none { break }
      steps.append(Int(step))
      current = Int(parent)
    }
    return steps.reversed()
  }

  /// Replays step indexes from the initial state.
  func replay(_ steps: [Int], loopStart: Int? = nil) -> Counterexample {
    let concrete = symmetry.map { concreteSteps(steps, $0) } ?? steps
    var run = ReplayBuilder(system: system).replay(concrete)
    run.loopStart = loopStart
    return run
  }

  /// The positions, among the enabled steps of the run's own states, of the steps a
  /// reduced search took among its representatives'.
  ///
  /// The replay keeps a permutation σ with σ(concrete) = representative: the concrete
  /// step is σ⁻¹ of the representative's, and the next σ is the canonicalizing
  /// permutation of the representative's successor after σ.
  private func concreteSteps(_ steps: [Int], _ group: SymmetryGroup) -> [Int] {
    let canonicalizer = SymmetryCanonicalizer(group: group)
    var concrete = system.initialState(detail: .essential).0
    var (representative, sigma) = canonicalizer.canonical(concrete.words)
    var result: [Int] = []
    for index in steps {
      let enabled = system.enabledSteps(in: SystemState(words: representative))
      guard index < enabled.count else { break }
      let step = system.permute(enabled[index], by: sigma.inverse(in: system))
      guard let position = system.enabledSteps(in: concrete).firstIndex(of: step) else { break }
      result.append(position)
      concrete = system.apply(step, to: concrete, detail: .essential).0
      let successor = system.apply(
        enabled[index], to: SystemState(words: representative), detail: .essential
      ).0
      let (next, tau) = canonicalizer.canonical(successor.words)
      representative = next
      sigma = tau.after(sigma, in: system)
    }
    return result
  }

  /// The run to a finding: the path to its state, then its step if it has one.
  func run(to finding: Finding) -> Counterexample {
    let steps = path(to: finding.state) + (finding.step.map { [$0] } ?? [])
    return replay(shortener?.shorten(steps, endingIn: finding.kind) ?? steps)
  }
}
