import InterplayRuntime

/// The explored graph of a system, kept for inspection: which states the checker stored
/// and where each enabled step leads, and the run it stored to each. Used to show that
/// other drivers (the executor) only ever walk paths the checker knows, and by
/// `gen tests` to replay the stored runs to the steps it derives cases from.
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

  /// The run the search stored to state `index` (breadth-first: a shortest one), then,
  /// if `position` is given, the enabled step at that position there, replayed from the
  /// stored parent links with records of `detail`.
  public func run(to index: Int, then position: Int? = nil, detail: StepDetail = .full)
    -> Counterexample
  {
    let builder = CounterexampleBuilder(
      system: explorer.system, store: explorer.store, ways: explorer.ways)
    let path = builder.path(to: index) + (position.map { [$0] } ?? [])
    return ReplayBuilder(system: explorer.system).replay(path, detail: detail)
  }

  /// The number of steps of the run the search stored to state `index`: its depth,
  /// breadth-first.
  public func depth(of index: Int) -> Int {
    CounterexampleBuilder(system: explorer.system, store: explorer.store, ways: explorer.ways)
      .path(to: index).steps.count
  }
}

extension ModelChecker {
  /// Explores the system (without sequences, coverage or counterexamples, unreduced) and
  /// keeps the graph.
  public func exploreGraph() -> StateGraph {
    StateGraph(explorer: explore(keepsGraph: true))
  }

  /// Explores the system as ``exploreGraph()`` does with `observer` watching every step
  /// (see ``SearchObserver``; the search stops at an answer): the graph and the
  /// observer's copies folded into one.
  public func exploreGraph<Observer: SearchObserver>(observing observer: Observer) -> (
    StateGraph, Observer
  ) {
    let explorer = explore(keepsGraph: true, components: SearchComponents(observer: observer))
    return (StateGraph(explorer: explorer), explorer.observer as? Observer ?? observer)
  }
}
