import InterplayModel

/// The shape of a reduced search's graph, as far as the ignoring problem needs it: per
/// stored state, whether it was expanded whole, and where it was not, the states its
/// ample steps lead to.
///
/// Reachability (deadlocks, faults, invariants, safety patterns, sequence claims,
/// coverage) needs every reduced state to reach, along ample steps, a state expanded
/// whole: a step left out stays enabled, and independent of the ample steps taken, until
/// it is taken there. A proviso checked state by state, as each is committed, must guess
/// from the numbering; this one is checked on the finished graph (Valmari's treatment of
/// the ignoring problem, by terminal components): the states that reach no state
/// expanded whole form components none of whose ample steps leave them, and expanding one
/// state of each bottom one whole, then searching on from what that adds, until none is
/// left, satisfies the condition with few states expanded whole.
struct ReducedGraph {
  /// Per state, in index order: the end of its ample successors in ``targets``.
  private var ends: [UInt32] = []
  private var targets: [UInt32] = []
  /// Per state: expanded whole (every step's successor stored).
  private var whole: [Bool] = []

  /// The states noted so far: states are noted in index order, each once.
  var count: Int { whole.count }

  /// Bytes held, which the search counts against its memory limit.
  var bytes: Int { ends.capacity * 4 + targets.capacity * 4 + whole.capacity }

  /// Notes the next state as expanded whole.
  mutating func addWhole() {
    ends.append(UInt32(targets.count))
    whole.append(true)
  }

  /// Notes an ample successor of the state about to be noted reduced.
  mutating func addTarget(_ target: Int) {
    targets.append(UInt32(truncatingIfNeeded: target))
  }

  /// Notes the next state as reduced, with the ample successors added since the last
  /// state noted.
  mutating func addReduced() {
    ends.append(UInt32(targets.count))
    whole.append(false)
  }

  /// Notes that a reduced state has now been expanded whole; returns how many ample
  /// successors it had noted (its transitions, counted again by the whole expansion).
  mutating func markWhole(_ state: Int) -> Int {
    whole[state] = true
    return successors(of: state).count
  }

  private func successors(of state: Int) -> Range<Int> {
    (state == 0 ? 0 : Int(ends[state - 1]))..<Int(ends[state])
  }

  /// The states to expand whole now, in index order: the least-numbered state of each
  /// bottom component of the states that reach no state expanded whole; empty when
  /// every state reaches one.
  func statesToExpandWhole() -> [Int] {
    let stuck = statesReachingNothingWhole()
    guard stuck.contains(true) else { return [] }
    return bottomComponentRoots(among: stuck)
  }

  /// Per state: true when no path of ample steps from it reaches a state expanded whole.
  private func statesReachingNothingWhole() -> [Bool] {
    // Predecessors, as a compressed table: the ample steps reversed.
    var firstPredecessor = [Int](repeating: 0, count: count + 1)
    for target in targets { firstPredecessor[Int(target) + 1] += 1 }
    for state in 0..<count { firstPredecessor[state + 1] += firstPredecessor[state] }
    var predecessors = [UInt32](repeating: 0, count: targets.count)
    var filled = firstPredecessor
    for state in 0..<count where !whole[state] {
      for edge in successors(of: state) {
        let target = Int(targets[edge])
        predecessors[filled[target]] = UInt32(state)
        filled[target] += 1
      }
    }
    var stuck = [Bool](repeating: true, count: count)
    var work: [Int] = []
    for state in 0..<count where whole[state] {
      stuck[state] = false
      work.append(state)
    }
    while let state = work.popLast() {
      for position in firstPredecessor[state]..<firstPredecessor[state + 1] {
        let predecessor = Int(predecessors[position])
        if stuck[predecessor] {
          stuck[predecessor] = false
          work.append(predecessor)
        }
      }
    }
    return stuck
  }

  /// The least-numbered state of each bottom strongly connected component of the stuck
  /// states (whose ample steps all lead to stuck states): a component is bottom when no
  /// ample step of its states leaves it.
  private func bottomComponentRoots(among stuck: [Bool]) -> [Int] {
    var roots: [Int] = []
    var inComponent = [Bool](repeating: false, count: count)
    StronglyConnectedComponents.visit(
      count: count, roots: 0..<count, includes: { stuck[$0] },
      edges: { successors(of: $0) }, target: { Int(targets[$0]) }
    ) { members in
      for state in members { inComponent[state] = true }
      let leaves = members.contains { state in
        successors(of: state).contains { !inComponent[Int(targets[$0])] }
      }
      if !leaves, let least = members.min() { roots.append(least) }
      for state in members { inComponent[state] = false }
      return false
    }
    return roots.sorted()
  }
}
