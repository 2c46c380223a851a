/// Every way a step can go through its nondeterministic choices: what the successor
/// API lists, one step per way, so the checker explores each and the executor may pick
/// any.
extension CompiledSystem {
  /// The options a step can take at its choices, in lexicographic order: `[[]]` when
  /// it meets none. Found by running the step: each run follows the options given,
  /// then the first option at each further choice, and notes how many options each
  /// choice had; every other option there is a further way to run. At most
  /// ``ModelLimits/maxChoicesPerStep`` ways (the step function cuts off past it).
  public func choiceVariants(of step: Step, words: [UInt32]) -> [[UInt32]] {
    variants { prefix in
      var run = StepRun(
        system: self, words: words, step: step.with(choices: prefix), detail: .essential)
      _ = run.run(step.with(choices: prefix))
      return run.choiceCounts
    }
  }

  /// Every way the system's initialization can go through the nondeterministic choices
  /// it meets (a `choose` in an initial entry, an eventless transition or a choice
  /// pseudostate taken while the actors start), in lexicographic order: `[[]]` when it
  /// meets none. Each is an initial state of the system (``initialState(choices:detail:)``),
  /// and the checker explores them all. At most ``ModelLimits/maxChoicesPerStep`` ways,
  /// counted over the whole initialization, as for one step.
  public func initialWays() -> [[UInt32]] {
    variants { prefix in
      var run = StepRun(system: self, words: blankWords, step: nil, detail: .essential)
      run.stepChoices = prefix
      run.initialize()
      return run.choiceCounts
    }
  }

  /// The ways a run can go, found by running it: each run follows the options given,
  /// then the first at each further choice, and returns how many options each choice it
  /// met had; every other option there is a further way.
  private func variants(_ countsOfRun: ([UInt32]) -> [Int]) -> [[UInt32]] {
    var found: [[UInt32]] = []
    var pending: [[UInt32]] = [[]]
    while let prefix = pending.popLast() {
      let counts = countsOfRun(prefix)
      var way = prefix
      while way.count < counts.count { way.append(0) }
      found.append(way)
      for position in prefix.count..<counts.count where counts[position] > 1 {
        for option in 1..<counts[position] {
          pending.append(Array(way[0..<position]) + [UInt32(option)])
        }
      }
    }
    return found.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// A modelled actor's step with its options written out: those it names, then the first
  /// at each further choice it meets in `state`; the form the successor API lists.
  public func canonical(_ step: Step, in state: SystemState) -> Step {
    switch step {
    case .take, .eventless:
      var run = StepRun(system: self, words: state.words, step: step, detail: .essential)
      _ = run.run(step)
      var way = step.choices
      while way.count < run.choiceCounts.count { way.append(0) }
      return step.with(choices: way)
    default: return step
    }
  }

  /// Whether a checker should learn the ways of the steps it applies by walking them
  /// (``apply(_:walking:to:in:)``) rather than list them first: the system makes
  /// choices, and the option ``CompileOptions/walksChoices`` is on.
  package var walksChoices: Bool { stepTables.hasChoices && options.walksChoices }

  /// Applies the way `walk` is at of a modelled actor's step listed naming no options
  /// (``enabledSteps(in:into:using:writingOutChoices:)`` with `writingOutChoices`
  /// false), to the state with these words, like ``apply(_:to:in:)``, and completes the
  /// walk's way from the run. Returns the step with its whole way, which the record
  /// names too: the step ``enabledSteps(in:)`` lists in its place. Walking a step's
  /// ways with ``ChoiceWalk/advance()`` applies every step that list holds for it, in
  /// its order, each once.
  package func apply(
    _ step: Step, walking walk: inout ChoiceWalk, to words: [UInt32],
    in workspace: inout StepWorkspace
  ) -> Step {
    apply(walk.way.isEmpty ? step : step.with(choices: walk.way), to: words, in: &workspace)
    guard walk.ran(workspace.run.choiceCounts) else { return workspace.run.record.step! }
    let whole = step.with(choices: walk.way)
    workspace.run.record.step = whole
    return whole
  }

  /// Replaces each modelled actor's step in `steps` by one step per way it can choose.
  func expandChoices(_ steps: inout [Step], words: [UInt32]) {
    var expanded: [Step] = []
    expanded.reserveCapacity(steps.count)
    for step in steps {
      switch step {
      case .take, .eventless:
        for way in choiceVariants(of: step, words: words) {
          expanded.append(step.with(choices: way))
        }
      default: expanded.append(step)
      }
    }
    steps = expanded
  }
}
