import Testing

@testable import InterplayCheck

/// The repair of the cycle proviso (``ReducedGraph``): which reduced states are expanded
/// whole once the frontier is empty.
@Suite struct ReducedGraphTests {
  /// Builds a graph from per-state ample successors; nil marks a state expanded whole.
  static func graph(_ states: [[Int]?]) -> ReducedGraph {
    var graph = ReducedGraph()
    for targets in states {
      guard let targets else {
        graph.addWhole()
        continue
      }
      for target in targets { graph.addTarget(target) }
      graph.addReduced()
    }
    return graph
  }

  /// 0 is whole; 3 reaches it, and so does 7 through 3. 1 and 2 cycle, a bottom
  /// component; 6 leads into the cycle 4, 5 (5 also loops on itself), another bottom
  /// one; 6 itself is stuck but not bottom. One state each, the least-numbered, is named.
  @Test func namesTheLeastStateOfEachBottomComponent() {
    let graph = Self.graph([nil, [2], [1], [0, 1], [5], [4, 5], [4], [3]])
    #expect(graph.statesToExpandWhole() == [1, 4])
  }

  /// Once those are whole, everything reaches a state expanded whole.
  @Test func nothingIsLeftOnceTheyAreWhole() {
    var graph = Self.graph([nil, [2], [1], [0, 1], [5], [4, 5], [4], [3]])
    #expect(graph.markWhole(1) == 1)
    #expect(graph.markWhole(4) == 1)
    #expect(graph.statesToExpandWhole().isEmpty)
  }

  /// A chain into a self-loop: only the loop's state is named; a graph of whole states
  /// and states leading to them names none.
  @Test func chainsAndWholeGraphs() {
    #expect(Self.graph([[1], [2], [2]]).statesToExpandWhole() == [2])
    #expect(Self.graph([[1], nil, [0], [2]]).statesToExpandWhole().isEmpty)
    #expect(Self.graph([]).statesToExpandWhole().isEmpty)
  }

  /// A long cycle is walked without recursion.
  @Test func aLongCycleIsOneComponent() {
    let count = 200_000
    let graph = Self.graph((0..<count).map { [($0 + 1) % count] })
    #expect(graph.statesToExpandWhole() == [0])
  }
}
