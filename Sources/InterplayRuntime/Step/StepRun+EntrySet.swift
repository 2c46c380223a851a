/// What a history pseudostate enters: the one entry set that depends on the
/// configuration (the history's memory). The rest is the chart's
/// (``ChartIndex/addDescendants(_:to:)`` and its kin).
extension StepRun {
  /// Adds what a history pseudostate restores: its memory, else its default.
  mutating func addDescendants(history: Int, to entering: inout EntrySet) {
    let parent = chartTable.histories[history].parent
    let remembered = memory(actor, history)
    let targets = remembered.isEmpty ? historyDefaults(history) : remembered
    for target in targets { chart.addDescendants(target, to: &entering) }
    for target in targets { chart.addAncestors(of: target, upTo: parent, to: &entering) }
  }
}
