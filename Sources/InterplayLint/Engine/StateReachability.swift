import InterplayModel

/// The states a statechart can enter, found by a worklist over transitions: what
/// `UnreachableState` reports, computed by ``LintContext`` while it indexes each chart.
///
/// A large model's charts have long left the cache by the time the rules run; following
/// their transitions once more in the rule cost as much as indexing them (perf). One value
/// serves every chart: its arrays are reused, not allocated for each actor.
struct StateReachability {
  private var chart = Statechart()
  private var reached: [Bool] = []
  private var enteredByDefault: [Bool] = []
  private var work: [StateID] = []

  /// Starts over on another chart, nothing reached yet.
  private mutating func reset(for chart: Statechart) {
    self.chart = chart
    reached.removeAll(keepingCapacity: true)
    enteredByDefault.removeAll(keepingCapacity: true)
    // Appended one by one: charts are small, and `append(contentsOf: repeatElement(…))`
    // costs more than the few stores it makes.
    for _ in chart.states.indices {
      reached.append(false)
      enteredByDefault.append(false)
    }
    work.removeAll(keepingCapacity: true)
  }

  /// Follows the transitions of every reached state until nothing new is reached.
  private mutating func run() {
    while let state = work.popLast() {
      // Indices: binding a whole transition would copy (retain) its trigger and actions.
      for transition in chart.states[state.rawValue].transitions.indices {
        switch chart.states[state.rawValue].transitions[transition].target {
        case .state(let target): enter(target: target)
        case .history(let history): enter(history: history)
        case .choice(let choice): enter(choice: choice)
        case nil: break
        }
        // A fork's further targets.
        for target in chart.states[state.rawValue].transitions[transition].moreTargets {
          enter(target)
        }
      }
    }
  }

  private mutating func enter(_ target: TransitionTarget) {
    switch target {
    case .state(let state): enter(target: state)
    case .history(let history): enter(history: history)
    case .choice(let choice): enter(choice: choice)
    }
  }

  /// A choice or junction: every branch may be taken.
  private mutating func enter(choice: ChoiceID) {
    for branch in chart.choices[choice.rawValue].branches { enter(branch.target) }
  }

  /// A history reached with nothing remembered: its default (the parent's default entry
  /// when none is written).
  private mutating func enter(history: HistoryID) {
    let pseudostate = chart.histories[history.rawValue]
    enter(target: pseudostate.defaultTarget ?? pseudostate.parent)
  }

  /// A transition into `target`: its ancestors become active (with the other regions of
  /// parallel ancestors), then `target` is entered by default.
  private mutating func enter(target: StateID) {
    var child = target
    // Parent links walked in place: `chart.ancestors(of:)` would allocate a list per target.
    while let ancestor = chart.states[child.rawValue].parent {
      mark(ancestor)
      if chart.states[ancestor.rawValue].kind == .parallel {
        for region in chart.states[ancestor.rawValue].children where region != child {
          enterByDefault(region)
        }
      }
      child = ancestor
    }
    enterByDefault(target)
  }

  private mutating func enterByDefault(_ state: StateID) {
    guard !enteredByDefault[state.rawValue] else { return }
    enteredByDefault[state.rawValue] = true
    mark(state)
    if chart.states[state.rawValue].kind == .parallel {
      for region in chart.states[state.rawValue].children { enterByDefault(region) }
    } else if let written = chart.states[state.rawValue].initialTransition {
      for target in written.targets { enter(target) }
    } else if let initial = chart.states[state.rawValue].initial {
      enterByDefault(initial)
    }
  }

  private mutating func mark(_ state: StateID) {
    guard !reached[state.rawValue] else { return }
    reached[state.rawValue] = true
    work.append(state)
  }

  /// The states of a chart that cannot be entered, in document order, leaving out those
  /// whose parent cannot be entered either (reported through the parent).
  mutating func unreachableStates(of chart: Statechart, _ body: (StateID) -> Void) {
    guard let initial = chart.initial else { return }
    reset(for: chart)
    if let written = chart.initialTransition {
      for target in written.targets { enter(target) }
    } else {
      enter(target: initial)
    }
    run()
    for state in chart.states.indices where !reached[state] {
      if let parent = chart.states[state].parent, !reached[parent.rawValue] { continue }
      body(StateID(state))
    }
  }
}
