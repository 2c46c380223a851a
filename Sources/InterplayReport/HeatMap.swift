import InterplayCheck
import InterplayModel
import InterplayRender

/// The heat of each statechart state and transition and each topology pathway: how often
/// the exhaustive search reached it, on a log scale against the busiest of its kind in
/// the same drawing.
struct HeatMap {
  let counts: CoverageCounts
  let model: Model
  /// The most messages any pathway carried.
  let busiestPathway: Int

  init(counts: CoverageCounts, model: Model) {
    self.counts = counts
    self.model = model
    busiestPathway = counts.messages.values.max() ?? 0
  }

  /// The count and level of an element of the topology (`pathway_<actor>_<notifier>`).
  func topology(_ id: String) -> (count: Int, level: Int)? {
    let parts = id.split(separator: "_")
    guard parts.count == 3, parts[0] == "pathway", let actor = Int(parts[1]),
      let notifier = Int(parts[2]), model.actors.indices.contains(actor),
      model.notifiers.indices.contains(notifier)
    else { return nil }
    let count = counts.messages[CoverageCounts.Pathway(actor: actor, notifier: notifier)] ?? 0
    return (count, InlineSVG.level(count, max: busiestPathway))
  }

  /// The count and level of an element of `actor`'s statechart (`state_<n>`,
  /// `transition_<n>` and its parts `transition_<n>_<k>`).
  func statechart(actor: Int, _ id: String) -> (count: Int, level: Int)? {
    guard counts.states.indices.contains(actor) else { return nil }
    let parts = id.split(separator: "_")
    guard parts.count >= 2, let number = Int(parts[1]) else { return nil }
    switch parts[0] {
    case "state" where parts.count == 2:
      let states = counts.states[actor]
      guard states.indices.contains(number) else { return nil }
      return (states[number], InlineSVG.level(states[number], max: states.max() ?? 0))
    case "transition":
      let totals = declarationTotals(actor)
      guard let count = totals[number] else { return nil }
      return (count, InlineSVG.level(count, max: totals.values.max() ?? 0))
    default: return nil
    }
  }

  /// Per drawn transition (the first of each declaration), the firings of its whole
  /// declaration.
  private func declarationTotals(_ actor: Int) -> [Int: Int] {
    let drawn = TraceSteps.drawnTransitions(model.actors[actor].chart)
    var totals: [Int: Int] = [:]
    let fired = counts.transitions[actor]
    for (flat, first) in drawn.enumerated() where fired.indices.contains(flat) {
      guard let first else { continue }
      totals[first, default: 0] += fired[flat]
    }
    return totals
  }
}
