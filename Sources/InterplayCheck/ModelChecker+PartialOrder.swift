import InterplayRuntime

/// Partial-order reduction: when it applies.
extension ModelChecker {
  /// The independence tables the search may be reduced by, and why not. Under the
  /// default `--reduce all` the reduction is tried silently; the notes say why it was
  /// not applied only when `--reduce por` asked for it.
  func partialOrder(livenessCount: Int, observesClaims: Bool, symmetric: Bool)
    -> (IndependenceTables?, [String])
  {
    guard options.reduction.allowsPartialOrder else { return (nil, []) }
    let asked = options.reduction == .por
    func refuse(_ reason: String) -> (IndependenceTables?, [String]) {
      (nil, asked ? ["no partial-order reduction: \(reason)"] : [])
    }
    // Symmetry already stores one state per orbit; the two are not combined.
    if symmetric { return refuse("the search is reduced by symmetry") }
    // Lasso and sequence witnesses are read off the stored graph, whose interleavings
    // the reduction leaves out.
    if livenessCount > 0 {
      return refuse("the model has liveness properties, whose cycles need every interleaving")
    }
    if observesClaims {
      return refuse(
        "sequences are proved on the unreduced graph (`--no-sequences` allows it)")
    }
    // Coverage counts what the full graph reaches; a reduced one may miss some of it.
    if options.reportsCoverage && system.model.isEnabled(.coverage) {
      return refuse("coverage is reported on the unreduced graph (`--no-coverage` allows it)")
    }
    let (tables, reason) = PartialOrderAnalysis.analyze(system)
    if let reason { return refuse(reason) }
    return (tables, [])
  }
}
