import InterplayRuntime

/// Partial-order reduction: when it applies.
extension ModelChecker {
  /// The independence tables the search may be reduced by, and why not. Under the
  /// default `--reduce all` the reduction is tried silently; the notes say why it was
  /// not applied only when `--reduce por` asked for it.
  func partialOrder(livenessCount: Int)
    -> (IndependenceTables?, [String])
  {
    guard options.reduction.allowsPartialOrder else { return (nil, []) }
    let asked = options.reduction == .por
    func refuse(_ reason: String) -> (IndependenceTables?, [String]) {
      (nil, asked ? ["no partial-order reduction: \(reason)"] : [])
    }
    // Lassos are read off the reduced graph, which keeps a weakly fair cycle for every
    // one of the full graph when whether an actor can move is its own business.
    if livenessCount > 0, let reason = PartialOrderAnalysis.fairnessRefusal(system.model) {
      return refuse(reason)
    }
    // Sequence claims are decided on the reduced graph: a step a claim sees is never
    // left out (see `AmpleSelector`). Coverage is counted on it: every state and
    // transition the full graph reaches is reached, but counted fewer times.
    let (tables, reason) = PartialOrderAnalysis.analyze(
      system, lookAhead: options.partialOrderLookAhead)
    if let reason { return refuse(reason) }
    return (tables, [])
  }
}
