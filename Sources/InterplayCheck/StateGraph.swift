import InterplayRuntime

/// The explored graph of a system, kept for inspection: which states the checker stored
/// and where each enabled step leads. Used to show that other drivers (the executor)
/// only ever walk paths the checker knows.
///
/// States are numbered from 0 in the order the search stored them; the first
/// ``rootCount`` are the initial states (one per way the initialization can go, see
/// ``CompiledSystem/initialWays()``), 0 the first.
/// A state is the product of the system's state and the property monitors', so one
/// system state may appear under several numbers; following ``successor(of:by:)`` from
/// a root keeps them apart.
public final class StateGraph: @unchecked Sendable {
  // Immutable once built: the explorer is done with the store and the edges.
  private let explorer: Explorer

  init(explorer: Explorer) { self.explorer = explorer }

  /// The number of states.
  public var count: Int { explorer.store.count }

  /// The number of initial states: states `0..<rootCount`.
  public var rootCount: Int { explorer.rootCount }

  /// Why the search stopped early, if it did (the graph is then partial).
  public var limit: LimitReached? { explorer.limit }

  /// The system state of state `index`.
  public func state(_ index: Int) -> SystemState {
    SystemState(words: explorer.systemWords(index))
  }

  /// The states the enabled steps of state `index` lead to, in step order (empty when
  /// it was never expanded).
  public func successors(of index: Int) -> [Int] {
    guard let edges = explorer.edges, edges.isExpanded(index) else { return [] }
    return edges.edges(of: index).map { edges.edge($0).target }
  }

  /// The state a step leads to from state `index`; nil when the step is not enabled
  /// there (or the state was never expanded).
  public func successor(of index: Int, by step: Step) -> Int? {
    guard let edges = explorer.edges, edges.isExpanded(index),
      let position = explorer.system.enabledSteps(in: state(index)).firstIndex(of: step)
    else { return nil }
    let range = edges.edges(of: index)
    guard position < range.count else { return nil }
    return edges.edge(range.lowerBound + position).target
  }
}

extension ModelChecker {
  /// Explores the system (without sequences, coverage or counterexamples) and keeps the
  /// graph.
  public func exploreGraph() -> StateGraph {
    StateGraph(explorer: explore(keepsGraph: true))
  }
}
