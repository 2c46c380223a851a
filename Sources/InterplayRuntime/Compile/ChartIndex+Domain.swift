/// Transition domains (SCXML's `getTransitionDomain`): the compound state whose active
/// descendants a transition exits. Computed once per transition when the chart is
/// built, and at step time only for history targets.
extension ChartIndex {
  /// The domain of a transition without states to enter (targetless).
  static let noDomain = -2
  /// Marks a transition whose domain depends on the configuration (see ``domains``).
  static let dynamicDomain = -3

  /// The domain of a transition from `source` to `targets`: ``noDomain`` without
  /// targets; the source itself for an internal transition staying below a compound
  /// source; else the innermost compound proper ancestor of the source that contains
  /// every target (-1: the chart's root).
  func domain(source: Int, targets: [Int], isInternal: Bool) -> Int {
    if targets.isEmpty { return Self.noDomain }
    if isInternal, targets.allSatisfy({ isDescendantOrSelf($0, of: source) }),
      !isAtomic[source] || targets == [source]
    {
      return source
    }
    var ancestor = parents[source]
    while ancestor >= 0 {
      if isCompound[ancestor], targets.allSatisfy({ isProperDescendant($0, of: ancestor) }) {
        return ancestor
      }
      ancestor = parents[ancestor]
    }
    return -1
  }
}
