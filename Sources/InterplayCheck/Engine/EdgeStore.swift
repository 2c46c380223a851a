/// The explored graph, kept when liveness properties need cycles or sequence claims are
/// decided: per expanded state its successors, the actor that moved, the liveness
/// obligations the step met, and what the step showed the claims (``ClaimObserver``).
/// A state's edges are its enabled steps in order, so an edge's position is its step's
/// index, except for the states a partial-order-reduced search committed ample-first:
/// those keep each edge's step index and the actors they left out
/// (``stepIndex(_:of:)``, ``leftOut(of:)``), at a cost per such state, not per edge.
struct EdgeStore: Sendable {
  /// Per state: the first edge, or -1 when the state was never expanded.
  private(set) var first: [Int] = []
  /// Per state: the number of edges.
  private(set) var count: [UInt32] = []
  private(set) var targets: [UInt32] = []
  private(set) var actors: [UInt16] = []
  private(set) var discharges: [UInt64] = []
  /// Per edge: the end of its claim observations in ``observations`` (they start where
  /// the previous edge's end); empty when no claim observes the search.
  private(set) var observationEnds: [UInt32] = []
  /// The claim observations of every edge, one ``ClaimObserver/wordsPerMask`` mask each.
  private(set) var observations: [UInt64] = []
  /// Per state, when ``storesSteps``: its number among the states committed out of
  /// step order (``markReduced(_:)``), or -1 when its edges are its steps in order.
  private(set) var reducedNumber: [Int32] = []
  /// Per such state: where its edges' step indexes start in ``reducedSteps``, and where
  /// its left-out actors start in ``leftOutActors`` and how many there are.
  private(set) var reducedStepStart: [UInt32] = []
  private(set) var leftOutStart: [UInt32] = []
  private(set) var leftOutCount: [UInt16] = []
  /// The step index of every edge of those states, state by state.
  private(set) var reducedSteps: [UInt32] = []
  /// The actors with steps that reduced states did not keep, state by state.
  private(set) var leftOutActors: [UInt16] = []
  /// Whether edges carry claim observations.
  let observesClaims: Bool
  /// Whether edges may be kept out of step order or skip steps (partial-order
  /// reduction), so each carries its step index.
  let storesSteps: Bool

  /// A store for a search; `observesClaims` when claims are decided on the graph,
  /// `storesSteps` when a reduced search may keep a state's steps in part.
  init(observesClaims: Bool = false, storesSteps: Bool = false) {
    self.observesClaims = observesClaims
    self.storesSteps = storesSteps
  }

  /// Bytes held, counting each list as grown by doubling to its element count. Not the
  /// lists' real capacities: those follow the allocator's block sizes and vary from run to
  /// run, which would make the printed figure and the memory limit's stopping point vary.
  var bytes: Int {
    Self.grown(first.count) * 8 + Self.grown(count.count) * 4 + Self.grown(targets.count) * 4
      + Self.grown(actors.count) * 2 + Self.grown(discharges.count) * 8
      + (observesClaims
        ? Self.grown(observationEnds.count) * 4 + Self.grown(observations.count) * 8 : 0)
      + (storesSteps
        ? Self.grown(reducedNumber.count) * 4 + Self.grown(reducedStepStart.count) * 10
          + Self.grown(reducedSteps.count) * 4 + Self.grown(leftOutActors.count) * 2 : 0)
  }

  /// The smallest power of two (at least 16) that holds `elements`.
  static func grown(_ elements: Int) -> Int {
    elements <= 16 ? 16 : 1 << (Int.bitWidth - (elements - 1).leadingZeroBitCount)
  }

  /// Starts the edges of a state about to be expanded.
  mutating func begin(_ state: Int) {
    if first.count <= state {
      let missing = state + 1 - first.count
      first.append(contentsOf: repeatElement(-1, count: missing))
      count.append(contentsOf: repeatElement(0, count: missing))
    }
    first[state] = targets.count
    if storesSteps, reducedNumber.count < first.count {
      reducedNumber.append(contentsOf: repeatElement(-1, count: first.count - reducedNumber.count))
    }
  }

  /// Marks `state` (begun last, no edge added yet) as committed by a reduced search: its
  /// edges may skip steps or come out of step order, so each one's step index is kept.
  mutating func markReduced(_ state: Int) {
    guard storesSteps else { return }
    reducedNumber[state] = Int32(truncatingIfNeeded: reducedStepStart.count)
    reducedStepStart.append(UInt32(truncatingIfNeeded: reducedSteps.count))
    leftOutStart.append(UInt32(truncatingIfNeeded: leftOutActors.count))
    leftOutCount.append(0)
  }

  /// Notes the actors that could move in `state` (marked reduced, its edges added) but
  /// whose steps were not kept: the liveness check's fairness needs every actor that
  /// can move, not only those on an edge.
  mutating func leaveOut(_ actors: [Int], of state: Int) {
    guard storesSteps, state < reducedNumber.count, reducedNumber[state] >= 0 else { return }
    let number = Int(reducedNumber[state])
    leftOutStart[number] = UInt32(truncatingIfNeeded: leftOutActors.count)
    leftOutCount[number] = UInt16(truncatingIfNeeded: actors.count)
    for actor in actors { leftOutActors.append(UInt16(truncatingIfNeeded: actor)) }
  }

  /// The actors that could move in `state` but whose steps it did not keep (none for a
  /// fully expanded state).
  func leftOut(of state: Int) -> ArraySlice<UInt16> {
    guard storesSteps, state < reducedNumber.count, reducedNumber[state] >= 0 else { return [] }
    let number = Int(reducedNumber[state])
    let start = Int(leftOutStart[number])
    return leftOutActors[start..<(start + Int(leftOutCount[number]))]
  }

  /// Adds the next edge of the state being expanded: the state `target` its step
  /// number `step` (among the state's enabled steps) leads to.
  mutating func add(
    from state: Int, to target: Int, step: Int, actor: Int, discharged: UInt64,
    observed: UnsafeBufferPointer<UInt64> = UnsafeBufferPointer(start: nil, count: 0)
  ) {
    if storesSteps, reducedNumber[state] >= 0 {
      reducedSteps.append(UInt32(truncatingIfNeeded: step))
    }
    targets.append(UInt32(target))
    actors.append(UInt16(truncatingIfNeeded: actor))
    discharges.append(discharged)
    if observesClaims {
      observations.append(contentsOf: observed)
      observationEnds.append(UInt32(truncatingIfNeeded: observations.count))
    }
    count[state] += 1
  }

  /// The claim observations of an edge: positions in ``observations``.
  func observed(_ position: Int) -> Range<Int> {
    guard observesClaims, position < observationEnds.count else { return 0..<0 }
    let start = position == 0 ? 0 : Int(observationEnds[position - 1])
    return start..<Int(observationEnds[position])
  }

  /// The edges of a state: positions in the edge arrays.
  func edges(of state: Int) -> Range<Int> {
    guard state < first.count, first[state] >= 0 else { return 0..<0 }
    return first[state]..<(first[state] + Int(count[state]))
  }

  /// The index, among the enabled steps of `state`, of the step of the edge at
  /// `position` (one of the state's edges).
  func stepIndex(_ position: Int, of state: Int) -> Int {
    guard storesSteps, reducedNumber[state] >= 0 else { return position - first[state] }
    let start = Int(reducedStepStart[Int(reducedNumber[state])])
    return Int(reducedSteps[start + position - first[state]])
  }

  /// Whether a state was expanded.
  func isExpanded(_ state: Int) -> Bool { state < first.count && first[state] >= 0 }

  /// The target of an edge.
  @inline(__always)
  func target(_ position: Int) -> Int { Int(targets[position]) }

  /// The target, actor and discharged obligations of an edge.
  func edge(_ position: Int) -> (target: Int, actor: Int, discharged: UInt64) {
    (Int(targets[position]), Int(actors[position]), discharges[position])
  }
}
