import InterplayRuntime

/// Rebuilds runs from stored parent links by replaying the step function with full records.
struct CounterexampleBuilder {
  let system: CompiledSystem
  let store: StateStore
  /// The ways the initialization can go (``CompiledSystem/initialWays()``): a stored
  /// root's step is the number of its way.
  let ways: [[UInt32]]
  /// The symmetry the search was reduced by: its stored states are orbit
  /// representatives, and its step indexes are positions among theirs.
  var symmetry: SymmetryGroup? = nil
  /// Shortens the runs of a search reduced by partial-order reduction, whose shortest
  /// runs may take steps a violation does not need.
  var shortener: CounterexampleShortener? = nil

  /// The initial state stored state `index` is reached from, and the step indexes
  /// (positions in ``CompiledSystem/enabledSteps(in:)``) that lead from it there.
  func path(to index: Int) -> RunPath {
    var steps: [Int] = []
    var current = index
    while true {
      let (parent, step) = store.link(current)
      if parent == StateStore.none {
        return RunPath(start: way(Int(step)), steps: steps.reversed())
      }
      steps.append(Int(step))
      current = Int(parent)
    }
  }

  /// The options of way `number`, `[]` past the known ways.
  func way(_ number: Int) -> [UInt32] { number < ways.count ? ways[number] : [] }

  /// Replays a stored path.
  func replay(_ path: RunPath, loopStart: Int? = nil) -> Counterexample {
    let concrete = symmetry.map { path.with(steps: concreteSteps(path, $0)) } ?? path
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
  private func concreteSteps(_ path: RunPath, _ group: SymmetryGroup) -> [Int] {
    let canonicalizer = SymmetryCanonicalizer(group: group)
    let steps = path.steps
    var concrete = RunReplay(system: system, initialChoices: path.start, detail: .essential)
    var (representative, sigma) = canonicalizer.canonical(concrete.state.words)
    var result: [Int] = []
    for index in steps {
      let enabled = system.enabledSteps(in: SystemState(words: representative))
      guard index < enabled.count else { break }
      let step = system.permute(enabled[index], by: sigma.inverse(in: system))
      guard let position = concrete.enabled.firstIndex(of: step) else { break }
      result.append(position)
      concrete.take(index: position)
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
    var steps = path(to: finding.state) + (finding.step.map { [$0] } ?? [])
    // The initialization itself violated: the way that did (another than the stored
    // root's when two ways start in the same state).
    if let way = finding.way { steps.start = self.way(way) }
    return replay(shortener?.shorten(steps, endingIn: finding.kind) ?? steps)
  }
}
