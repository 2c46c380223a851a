/// What a history pseudostate enters, and entry with default content (initial and
/// history-default transitions' actions): the entry sets that depend on the
/// configuration (a history's memory). The rest is the chart's
/// (``ChartIndex/addDescendants(_:to:)`` and its kin).
extension StepRun {
  /// Adds what a history pseudostate restores: its memory, else its default (the
  /// written default target, else the parent's default entry).
  mutating func addDescendants(history: Int, to entering: inout EntrySet) {
    let info = chartTable.histories[history]
    let remembered = memory(actor, history)
    guard remembered.isEmpty else {
      for target in remembered { chart.addDescendants(target, to: &entering) }
      for target in remembered {
        chart.addAncestors(of: target, upTo: info.parent, to: &entering)
      }
      return
    }
    if !info.defaultActions.isEmpty { entering.extras?.historyDefaults.append(history) }
    if info.defaultTarget >= 0 {
      chart.addDescendants(info.defaultTarget, to: &entering)
      chart.addAncestors(of: info.defaultTarget, upTo: info.parent, to: &entering)
    } else {
      chart.addDefaultChildren(of: info.parent, to: &entering)
    }
  }

  /// Enters a set with ``EntrySet/extras``: first what the histories that initial
  /// transitions target restore, then each state in document order, each followed by
  /// the initial transition's and history defaults' actions it owns.
  mutating func enterWithExtras(_ entering: inout EntrySet) {
    while let history = entering.extras?.pendingHistories.popLast() {
      addDescendants(history: history, to: &entering)
    }
    let extras = entering.extras ?? EntrySet.Extras()
    for state in 0..<chart.stateCount where entering.contains(state) && !isActive(actor, state) {
      guard enter(state) else { return }
      if extras.initialActions.contains(state) {
        perform(chartTable.states[state].initialActions)
        guard isAlive(actor) else { return }
      }
      for history in extras.historyDefaults where chartTable.histories[history].parent == state {
        perform(chartTable.histories[history].defaultActions)
        guard isAlive(actor) else { return }
      }
    }
  }
}
