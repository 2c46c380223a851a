/// Choice and junction pseudostates (UML): where a transition goes on along one of
/// several branches.
///
/// A junction is static: its branch is decided when the transition is taken, before
/// anything is exited (``decideJunctions(_:)``), and the transition then runs as one to
/// the branch's target, the branch's actions after its own. A choice is dynamic: the
/// transition exits as far as the choice's state, runs its actions, enters nothing; then
/// the branch is decided on what those actions did, and a second microstep-like segment
/// exits what the branch leaves, runs the branch's actions and enters its target
/// (``continueChoices(_:)``). With several branches enabled each is a way the step can go
/// (``choose(among:)``); `else` is taken when no other branch is.
extension StepRun {
  /// The targets of a transition with a junction replaced by its decided branch's.
  mutating func resolvedTargets(_ index: Int) -> [ChartTable.TransitionInfo.Target] {
    let targets = chartTable.transitions[index].targets
    guard chart.hasChoicePoints, case .choice(let choice) = targets.first,
      chartTable.choices[choice].isJunction
    else { return targets }
    guard let branch = decidedBranch(of: index) else { return [] }
    return [chartTable.choices[choice].branches[branch].target]
  }

  /// Whether a junction transition can be taken: some branch is enabled (its guard holds,
  /// or it is `else`). Part of the transition's guard.
  mutating func junctionHasBranch(_ index: Int) -> Bool {
    guard case .choice(let choice) = chartTable.transitions[index].target else { return true }
    return !enabledBranches(of: choice).isEmpty
  }

  /// The branches of a pseudostate that may be taken now: those whose guard holds (no
  /// guard: always), else the `else` branch.
  mutating func enabledBranches(of choice: Int) -> [Int] {
    let branches = chartTable.choices[choice].branches
    var enabled: [Int] = []
    var fallback: Int?
    for (index, branch) in branches.enumerated() {
      if branch.isElse {
        fallback = index
        continue
      }
      guard let condition = branch.guardExpr else {
        enabled.append(index)
        continue
      }
      let holds = condition.evaluate(words.values, &input) != 0
      noteDivision()
      if holds { enabled.append(index) }
    }
    if enabled.isEmpty, let fallback { enabled.append(fallback) }
    return enabled
  }

  /// Picks the branch of each junction a transition of the microstep targets.
  mutating func decideJunctions<Transitions: Collection<Int>>(_ transitions: Transitions) {
    decidedBranches.removeAll()
    for index in transitions {
      guard case .choice(let choice) = chartTable.transitions[index].target,
        chartTable.choices[choice].isJunction
      else { continue }
      let enabled = enabledBranches(of: choice)
      guard !enabled.isEmpty else {
        fault(.noChoiceBranch(actor: actor, transition: index))
        continue
      }
      decidedBranches.append((index, enabled[choose(among: enabled.count)]))
    }
  }

  /// The branch decided for a junction transition of this microstep.
  func decidedBranch(of transition: Int) -> Int? {
    decidedBranches.first { $0.transition == transition }?.branch
  }

  /// Runs the actions of the junction branch a transition goes on along.
  mutating func performJunctionBranch(of index: Int) {
    guard case .choice(let choice) = chartTable.transitions[index].target,
      chartTable.choices[choice].isJunction, let branch = decidedBranch(of: index)
    else { return }
    if detailed { record.events.append(.branch(actor: actor, choice: choice, branch: branch)) }
    perform(chartTable.choices[choice].branches[branch].actions)
  }

  /// The second segment of each choice transition of the microstep, in selection order.
  mutating func continueChoices<Transitions: Collection<Int>>(_ transitions: Transitions) {
    for index in transitions {
      guard isAlive(actor), case .choice(let choice) = chartTable.transitions[index].target,
        !chartTable.choices[choice].isJunction
      else { continue }
      let enabled = enabledBranches(of: choice)
      guard !enabled.isEmpty else {
        fault(.noChoiceBranch(actor: actor, transition: index))
        continue
      }
      takeBranch(enabled[choose(among: enabled.count)], of: choice)
    }
  }

  /// Exits what a choice's branch leaves, runs its actions, enters its target.
  private mutating func takeBranch(_ branch: Int, of choice: Int) {
    let info = chartTable.choices[choice]
    let target = info.branches[branch].target
    let positions: [Int]
    switch target {
    case .state(let state): positions = [state]
    case .history(let history): positions = historyTargets(history)
    case .none, .choice: return
    }
    // The innermost active compound state, from the choice's state outward, that holds
    // the target (-1: the chart): what lies below it is exited, as for a transition.
    var domain = info.parent
    while domain >= 0,
      !(chart.isCompound[domain] && isActive(actor, domain)
        && positions.allSatisfy { chart.isProperDescendant($0, of: domain) })
    {
      domain = chart.parents[domain]
    }
    var exits = activeStates(actor).filter { chart.isProperDescendant($0, of: domain) }
    exits.sort(by: >)
    for state in exits where chart.hasHistories[state] { rememberHistories(of: state) }
    for state in exits { exit(state) }
    if detailed { record.events.append(.branch(actor: actor, choice: choice, branch: branch)) }
    perform(info.branches[branch].actions)
    guard isAlive(actor) else { return }
    var entering = EntrySet(count: chart.stateCount, extras: chart.hasEntryExtras)
    switch target {
    case .state(let state):
      chart.addDescendants(state, to: &entering)
      chart.addAncestors(of: state, upTo: domain, to: &entering)
    case .history(let history):
      addDescendants(history: history, to: &entering)
      for state in positions { chart.addAncestors(of: state, upTo: domain, to: &entering) }
    case .none, .choice: break
    }
    enter(entering)
  }
}
