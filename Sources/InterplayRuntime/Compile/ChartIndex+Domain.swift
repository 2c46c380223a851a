/// Transition domains (SCXML's `getTransitionDomain`): the compound state whose active
/// descendants a transition exits. Computed once per transition when the chart is
/// built, and at step time only for history targets.
extension ChartIndex {
  /// The domain of a transition without states to enter (targetless).
  static let noDomain = -2
  /// Marks a transition whose domain depends on the configuration (see ``domains``).
  static let dynamicDomain = -3

  /// The domain of a transition from `source` to `targets`: ``noDomain`` without
  /// targets; for an internal (local) transition staying below a parallel source, the
  /// one region holding its targets (the other regions are neither exited nor entered);
  /// the source itself for an internal transition staying below a compound source; else
  /// the innermost compound proper ancestor of the source that contains every target
  /// (-1: the chart's root).
  func domain(source: Int, targets: [Int], isInternal: Bool) -> Int {
    if targets.isEmpty { return Self.noDomain }
    if isInternal, isParallel[source], let region = region(of: source, holding: targets) {
      return region
    }
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

  /// The region of parallel state `source` that holds every target, if one does.
  private func region(of source: Int, holding targets: [Int]) -> Int? {
    var found: Int?
    for target in targets {
      guard isProperDescendant(target, of: source) else { return nil }
      var region = target
      while parents[region] != source { region = parents[region] }
      guard found == nil || found == region else { return nil }
      found = region
    }
    return found
  }

  /// ``descendantMasks`` of a chart with these parents; empty past 64 states.
  static func descendantMasks(_ parents: [Int]) -> [UInt64] {
    guard parents.count <= 64 else { return [] }
    var masks = Array(repeating: UInt64(0), count: parents.count + 1)
    for state in parents.indices {
      let bit: UInt64 = 1 << UInt64(state)
      masks[0] |= bit
      var ancestor = parents[state]
      while ancestor >= 0 {
        masks[ancestor + 1] |= bit
        ancestor = parents[ancestor]
      }
    }
    return masks
  }
}
