/// Computing the states a microstep enters (SCXML's `addDescendantStatesToEnter` and
/// `addAncestorStatesToEnter`), with default entry, parallel regions and history.
extension StepRun {
  /// Adds a state and the default entry below it.
  mutating func addDescendants(_ state: Int, to entering: inout EntrySet) {
    entering.insert(state)
    addDefaultChildren(of: state, to: &entering)
  }

  /// Adds what entering `state` by default enters below it: the initial child of a
  /// compound state, every region of a parallel state not already being entered.
  mutating func addDefaultChildren(of state: Int, to entering: inout EntrySet) {
    if chart.isParallel[state] {
      for child in chart.children(of: state) where !entersBelow(child, entering) {
        addDescendants(child, to: &entering)
      }
    } else if chart.initials[state] >= 0 {
      let initial = chart.initials[state]
      addDescendants(initial, to: &entering)
      addAncestors(of: initial, upTo: state, to: &entering)
    }
  }

  /// Adds what a history pseudostate restores: its memory, else its default.
  mutating func addDescendants(history: Int, to entering: inout EntrySet) {
    let parent = chartTable.histories[history].parent
    let remembered = memory(actor, history)
    let targets = remembered.isEmpty ? historyDefaults(history) : remembered
    for target in targets { addDescendants(target, to: &entering) }
    for target in targets { addAncestors(of: target, upTo: parent, to: &entering) }
  }

  /// Adds the proper ancestors of `state` below `ancestor` (-1: the root), and the
  /// regions of any parallel ancestor that nothing else enters.
  mutating func addAncestors(of state: Int, upTo ancestor: Int, to entering: inout EntrySet) {
    var current = chart.parents[state]
    while current >= 0, current != ancestor {
      entering.insert(current)
      if chart.isParallel[current] {
        for child in chart.children(of: current) where !entersBelow(child, entering) {
          addDescendants(child, to: &entering)
        }
      }
      current = chart.parents[current]
    }
  }

  /// Whether `state` or one of its descendants is being entered.
  private mutating func entersBelow(_ state: Int, _ entering: EntrySet) -> Bool {
    for index in 0..<entering.count
    where entering.contains(index) && chart.isDescendantOrSelf(index, of: state) {
      return true
    }
    return false
  }
}
