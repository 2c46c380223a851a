import InterplayRuntime

/// `interplay gen tests`: conformance cases for one modelled actor, derived from the
/// checker's explored state graph so that together they fire every transition of the
/// actor that any run fires (InterplayCodegen's `ConformanceWriter` writes them as Swift).
///
/// Greedy: the checker's breadth-first search stores a shortest path to every state, and
/// an observer of that search (``FirstFirings``) notes the first step that fires each
/// transition, on a shallowest state; the transitions are taken in the order of the
/// depth at which they first fire (ties in document order), and a transition no chosen
/// case fires yet gets a new case: the stored path to that step, replayed. One search
/// serves every actor derived at once. A case keeps the steps
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

    /// `LocationButton.Behaviour: 3 cases cover 5 of 5 transitions`, and what is left
    /// out, for the actor with the path `actor` of the system called `system`.
    public func summary(system: String, actor: String) -> String {
      let covered = transitions.count - unreachable.count - undriven.count
      var text =
        "\(system).\(actor): \(cases.count) case\(cases.count == 1 ? "" : "s") "
        + "cover \(covered) of \(transitions.count) transitions"
      if !unreachable.isEmpty { text += "; never fired: " + unreachable.joined(separator: "; ") }
      if !undriven.isEmpty {
        text += "; fired without a notification (not tested): " + undriven.joined(separator: "; ")
      }
      if let limit { text += "; exploration stopped by \(limit)" }
      return text
    }
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
    Self.derive(system: system, actors: [actor], limits: limits)[0]
  }

  /// Explores the system once within `limits` and derives the cases of each of
  /// `actors` (modelled actors), in that order.
  public static func derive(
    system: CompiledSystem, actors: [Int], limits: CheckLimits = CheckLimits()
  ) -> [Result] {
    guard !actors.isEmpty else { return [] }
    let (graph, firings) = ModelChecker(
      system: system,
      options: CheckOptions(limits: limits, checksSequences: false, reportsCoverage: false)
    ).exploreGraph(observing: FirstFirings(actors: Set(actors)))
    return actors.map {
      ConformanceDerivation(system: system, actor: $0).cases(graph: graph, firings: firings)
    }
  }

  /// One step of a case's path, seen from the actor.
  private struct PathStep {
    /// The actor's transitions the step fired (document-order indices).
    var fired: [Int]
    /// The notification the actor took and its answer; nil when it took none.
    var step: ConformanceStep?
  }

  /// The cases of this derivation's actor, from the explored graph and where each of its
  /// transitions first fired.
  private func cases(graph: StateGraph, firings: FirstFirings) -> Result {
    let count =
      system.model.actors[actor].chart?.states.reduce(0) { $0 + $1.transitions.count } ?? 0
    var result = Result(limit: graph.limit)
    result.transitions = (0..<count).map(name)
    var first: [Int: (depth: Int, firing: FirstFirings.Firing)] = [:]
    for (transition, firing) in firings.first where transition.actor == actor {
      first[transition.index] = (graph.depth(of: firing.source), firing)
    }
    var covered = Set<Int>()
    var driven = Set<Int>()
    for (transition, (_, firing)) in first.sorted(by: {
      ($0.value.depth, $0.key) < ($1.value.depth, $1.key)
    })
    where !covered.contains(transition) {
      let path = path(to: firing, in: graph)
      let fired = Set(path.flatMap(\.fired))
      let steps = path.compactMap(\.step)
      covered.formUnion(fired)
      driven.formUnion(path.filter { $0.step != nil }.flatMap(\.fired))
      result.cases.append(
        ConformanceCase(
          name: system.actorName(actor) + " " + name(transition),
          covers: fired.sorted().map(name), steps: steps))
    }
    result.unreachable = (0..<count).filter { first[$0] == nil }.map(name)
    result.undriven = (0..<count).filter { first[$0] != nil && !driven.contains($0) }.map(name)
    return result
  }

  /// The steps of the stored run through a firing, replayed, seen from the actor.
  private func path(to firing: FirstFirings.Firing, in graph: StateGraph) -> [PathStep] {
    let run = graph.run(to: firing.source, then: firing.position, detail: .essential)
    return run.records.dropFirst().map { record in
      PathStep(
        fired: record.transitions.filter { $0.actor == actor }.map(\.index),
        step: conformanceStep(record))
    }
  }

  /// `transition 2: Locating -> Idle on Service.located` (two transitions may be
  /// described alike; their numbers, in document order over the chart, differ).
  private func name(_ transition: Int) -> String {
    "transition \(transition + 1): "
      + system.describe(TransitionRef(actor: actor, transition: transition))
  }
}
