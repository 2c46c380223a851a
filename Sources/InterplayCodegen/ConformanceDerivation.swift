import InterplayCheck
import InterplayRuntime

/// `interplay gen tests`: conformance cases for one modelled actor, derived from the
/// checker's explored state graph so that together they fire every transition of the
/// actor that any run fires.
///
/// Greedy: the graph is searched breadth first from the initial state, so every state
/// has a shortest path; the transitions are taken in the order of the depth at which
/// they first fire (ties in document order), and a transition no chosen case fires yet
/// gets a new case: the shortest path to a step that fires it. A case keeps the steps
/// of that path in which the actor takes a notification (``ConformanceStep``): its
/// input, and the events, requests and reply the actor sends in that step.
///
/// Outputs of steps in which the actor takes nothing (its initial entry, eventless and
/// timed transitions) have no input to answer; they are left out of the steps, and the
/// transitions only such steps fire are listed in ``Result/undriven``.
public struct ConformanceDerivation: Sendable {
  /// The derived tests and what they leave out.
  public struct Result: Sendable {
    /// The cases, in the order derived.
    public var cases: [ConformanceCase] = []
    /// Every transition of the actor: its number and ``CompiledSystem/describe(_:)``.
    public var transitions: [String] = []
    /// Transitions no explored run fires (with a partial graph, perhaps past the limit).
    public var unreachable: [String] = []
    /// Transitions fired only by steps that take no notification of the actor.
    public var undriven: [String] = []
    /// The limit that cut the exploration, if any.
    public var limit: LimitReached?
  }

  /// The system explored.
  public let system: CompiledSystem
  /// The actor the cases are for.
  public let actor: Int

  /// Prepares the derivation for the actor numbered `actor` (a modelled actor).
  public init(system: CompiledSystem, actor: Int) {
    self.system = system
    self.actor = actor
  }

  /// Explores the system within `limits` and derives the cases.
  public func derive(limits: CheckLimits = CheckLimits()) -> Result {
    let graph = ModelChecker(
      system: system,
      options: CheckOptions(limits: limits, checksSequences: false, reportsCoverage: false)
    ).exploreGraph()
    let tree = ShortestPathTree(graph: graph, system: system, actor: actor)
    let count =
      system.model.actors[actor].chart?.states.reduce(0) { $0 + $1.transitions.count } ?? 0
    var result = Result(limit: graph.limit)
    result.transitions = (0..<count).map(name)
    var covered = Set<Int>()
    var driven = Set<Int>()
    for (transition, edge) in tree.firstEdges.sorted(by: {
      ($0.value.depth, $0.key) < ($1.value.depth, $1.key)
    })
    where !covered.contains(transition) {
      let path = tree.path(to: edge)
      let fired = Set(path.flatMap(\.fired))
      let steps = path.compactMap(\.step)
      covered.formUnion(fired)
      driven.formUnion(path.filter { $0.step != nil }.flatMap(\.fired))
      result.cases.append(
        ConformanceCase(
          name: system.actorName(actor) + " " + name(transition),
          covers: fired.sorted().map(name), steps: steps))
    }
    result.unreachable = (0..<count).filter { tree.firstEdges[$0] == nil }.map(name)
    result.undriven = (0..<count).filter {
      tree.firstEdges[$0] != nil && !driven.contains($0)
    }.map(name)
    return result
  }

  /// `transition 2: Locating -> Idle on Service.located` (two transitions may be
  /// described alike; their numbers, in document order over the chart, differ).
  private func name(_ transition: Int) -> String {
    "transition \(transition + 1): "
      + system.describe(TransitionRef(actor: actor, transition: transition))
  }
}
