import InterplayCheck
import InterplayRuntime

/// A breadth-first search of an explored graph from its initial states: each state's
/// parent edge on a shortest path, and for each transition of one actor the first edge
/// (on the shallowest state) that fires it.
struct ShortestPathTree {
  /// An edge: the step from a state, and what it did for the actor.
  struct Edge {
    /// The state the step is taken in.
    var source: Int
    /// The depth of `source`.
    var depth: Int
    /// The step.
    var taken: Step
  }

  /// One step of a path, seen from the actor.
  struct PathStep {
    /// The actor's transitions the step fired (document-order indices).
    var fired: [Int]
    /// The notification the actor took and its answer; nil when it took none.
    var step: ConformanceStep?
  }

  let graph: StateGraph
  let system: CompiledSystem
  let actor: Int
  private(set) var parents: [Int: Edge] = [:]
  private(set) var firstEdges: [Int: Edge] = [:]

  init(graph: StateGraph, system: CompiledSystem, actor: Int) {
    self.graph = graph
    self.system = system
    self.actor = actor
    guard graph.count > 0 else { return }
    // Every initial state is a start.
    var depths = Dictionary(uniqueKeysWithValues: (0..<graph.rootCount).map { ($0, 0) })
    var frontier = Array(0..<graph.rootCount)
    while !frontier.isEmpty {
      var next: [Int] = []
      for source in frontier {
        let state = graph.state(source)
        let depth = depths[source]!
        for step in system.enabledSteps(in: state) {
          guard let target = graph.successor(of: source, by: step) else { continue }
          let edge = Edge(source: source, depth: depth, taken: step)
          let record = system.apply(step, to: state, detail: .essential).1
          for transition in record.transitions where transition.actor == actor {
            if firstEdges[transition.index] == nil { firstEdges[transition.index] = edge }
          }
          if depths[target] == nil {
            depths[target] = depth + 1
            parents[target] = edge
            next.append(target)
          }
        }
      }
      frontier = next
    }
  }

  /// The steps from an initial state through `edge`, seen from the actor.
  func path(to edge: Edge) -> [PathStep] {
    var edges = [edge]
    var state = edge.source
    while let parent = parents[state] {
      edges.append(parent)
      state = parent.source
    }
    return edges.reversed().map { edge in
      let record = system.apply(edge.taken, to: graph.state(edge.source), detail: .essential).1
      let fired = record.transitions.filter { $0.actor == actor }.map(\.index)
      return PathStep(fired: fired, step: conformanceStep(record))
    }
  }

  /// The actor's input and answer in a step, when it took a notification (and did not
  /// defer it: a deferred notification is taken later, when it is handled).
  private func conformanceStep(_ record: StepRecord) -> ConformanceStep? {
    guard case .take(let taker, _, _)? = record.step, taker == actor,
      let taken = record.taken, record.outcome != .deferred
    else { return nil }
    var expected: [StubOutbox.Action] = []
    var reply: RuntimeValue?
    var emission: Set<Int> = []  // receivers of the emission being grouped
    for event in record.events {
      switch event {
      case .delivered(let delivery) where delivery.entry.sender == actor:
        let entry = delivery.entry
        let values = system.payloadValues(entry)
        if entry.isReply {
          reply = values.first
        } else if system.isRequest(entry.gid) {
          emission = []
          expected.append(
            .send(to: system.actorName(delivery.receiver), system.caseShortName(entry.gid), values))
        } else {
          // One emission is delivered to each observer in turn: a receiver seen again
          // starts the next emission.
          let action = StubOutbox.Action.emit(system.caseShortName(entry.gid), values)
          if expected.last != action || emission.contains(delivery.receiver) {
            expected.append(action)
            emission = []
          }
          emission.insert(delivery.receiver)
        }
      case .unobserved(let entry) where entry.sender == actor:
        emission = []
        expected.append(.emit(system.caseShortName(entry.gid), system.payloadValues(entry)))
      default:
        continue
      }
    }
    return ConformanceStep(input: system.stubNotification(taken), expected: expected, reply: reply)
  }
}
