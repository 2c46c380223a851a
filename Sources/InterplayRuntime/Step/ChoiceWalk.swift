/// The ways one step can go through its nondeterministic choices, walked one run at a
/// time: the run of each way tells how many options every choice it met had, and so
/// which way comes next, in the order ``CompiledSystem/choiceVariants(of:words:)``
/// lists them (lexicographic).
///
/// For a caller that applies every way anyway (the checker): it learns the ways from the
/// runs that make the successors, instead of running the step once more per way to list
/// them first (see ``CompiledSystem/apply(_:walking:to:in:)``).
package struct ChoiceWalk {
  /// The way to run next: its options, then the first at each further choice. After a
  /// run, the whole way that run took.
  package private(set) var way: [UInt32] = []
  /// The options each choice of the last run had.
  private var counts: [Int] = []

  /// A walk at the first way of a step.
  package init() {}

  /// The ways of a step that meets one choice, one array per option, shared: a way is
  /// handed out with every step that takes it (the record names it), so writing the next
  /// way into ``way`` copied it, an allocation per way of every such step.
  private static let singleOptionWays: [[UInt32]] = (0..<64).map { [UInt32($0)] }

  /// Starts the walk of another step, at its first way (no option named). The way is
  /// dropped, not emptied: the steps handed out share its storage.
  package mutating func begin() {
    if !way.isEmpty { way = [] }
    StepRun.empty(&counts)
  }

  /// Notes how many options each choice of the run of ``way`` had, and completes
  /// ``way`` with the first option at each choice it did not name. True when that
  /// added options to it.
  @inline(__always)
  mutating func ran(_ choiceCounts: [Int]) -> Bool {
    // Most steps meet no choice: nothing to note, on the hot path.
    if choiceCounts.isEmpty, counts.isEmpty { return false }
    StepRun.empty(&counts)
    counts.append(contentsOf: choiceCounts)
    guard way.count < counts.count else { return false }
    if way.isEmpty, counts.count == 1 {
      way = Self.singleOptionWays[0]
      return true
    }
    while way.count < counts.count { way.append(0) }
    return true
  }

  /// Moves to the next way: the last choice with an option left takes it, and every
  /// choice after it is left to the run. False when every way was walked.
  package mutating func advance() -> Bool {
    var position = counts.count - 1
    while position >= 0, Int(way[position]) + 1 >= counts[position] { position -= 1 }
    guard position >= 0 else { return false }
    let ways = Self.singleOptionWays
    if way.count == 1, Int(way[0]) + 1 < ways.count {
      way = ways[Int(way[0]) + 1]
      return true
    }
    way.removeLast(way.count - position - 1)
    way[position] += 1
    return true
  }
}
