import InterplayRuntime

/// Watches the checker's breadth-first search for the first step that fires each
/// transition of some actors: the one with the smallest stored source state, then
/// position, which is the first in commit order, on a shallowest state.
struct FirstFirings: SearchObserver {
  /// Where a transition first fired: the stored state and the step's position there.
  struct Firing: Comparable, Sendable {
    var source: Int
    var position: Int

    static func < (lhs: Firing, rhs: Firing) -> Bool {
      (lhs.source, lhs.position) < (rhs.source, rhs.position)
    }
  }

  /// The actors watched.
  let actors: Set<Int>
  /// Each transition of theirs that fired, and where it fired first.
  private(set) var first: [TransitionRef: Firing] = [:]

  init(actors: Set<Int>) { self.actors = actors }

  mutating func observe(_ step: ObservedStep) -> Bool {
    let firing = Firing(source: step.sourceIndex, position: step.position)
    for transition in step.record.transitions where actors.contains(transition.actor) {
      if let known = first[transition], known <= firing { continue }
      first[transition] = firing
    }
    return false
  }

  mutating func merge(_ other: FirstFirings) {
    first.merge(other.first) { min($0, $1) }
  }
}
