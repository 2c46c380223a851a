import InterplayRender

/// The data the script steps through, as JSON: per trace, per step, the ids of the
/// elements to highlight in the trace's own copies of the diagrams.
enum TraceData {
  static func traceID(_ system: SystemReport, _ index: Int) -> String {
    system.anchor + "-trace\(index)"
  }

  /// The prefix of the copy of the topology (`actor` nil) or of an actor's statechart
  /// in a trace's view.
  static func stagePrefix(_ system: SystemReport, _ index: Int, actor: Int?) -> String {
    traceID(system, index) + (actor.map { "-a\($0)-" } ?? "-top-")
  }

  /// The actors a trace moves that have a statechart drawn.
  static func actors(_ system: SystemReport, _ trace: TraceSteps) -> [Int] {
    var moved = Set<Int>()
    for step in trace.steps {
      moved.formUnion(step.states.keys)
      moved.formUnion(step.transitions.keys)
      if let actor = step.actor { moved.insert(actor) }
    }
    let drawn = Set(system.figures.compactMap(\.actor))
    return moved.filter(drawn.contains).sorted()
  }

  /// Copies of the topology and of the statecharts of the actors the trace moves,
  /// without heat, their ids prefixed for the trace.
  static func stageFigures(_ system: SystemReport, _ trace: TraceSteps, _ index: Int)
    -> [SystemReport.Figure]
  {
    let actors = Set(actors(system, trace))
    return system.figures.filter {
      $0.diagram.kind == .topology || ($0.actor.map(actors.contains) ?? false)
    }.map { figure in
      var copy = figure
      copy.prefix = stagePrefix(system, index, actor: figure.actor)
      copy.svg = InlineSVG.inline(
        String(decoding: figure.raw, as: UTF8.self), prefix: copy.prefix, heat: { _ in nil })
      return copy
    }
  }

  /// `{"<trace id>": [{"actor": [...], "states": [...], "transitions": [...],
  /// "messages": [...]}, ...], ...}`, in page order.
  static func json(_ systems: [SystemReport]) -> String {
    var entries: [String] = []
    for system in systems {
      for (index, trace) in system.traces.enumerated() {
        let top = stagePrefix(system, index, actor: nil)
        let sequence = trace.figure?.prefix
        let steps = trace.steps.map { step -> String in
          let actor = step.actor.map { [top + TopologyDiagram.actorElementID(.init($0))] } ?? []
          let states = step.states.keys.sorted().flatMap { actor in
            step.states[actor, default: []].map { stagePrefix(system, index, actor: actor) + $0 }
          }
          let transitions = step.transitions.keys.sorted().flatMap { actor in
            step.transitions[actor, default: []].map {
              stagePrefix(system, index, actor: actor) + $0
            }
          }
          let messages = sequence.map { prefix in step.messages.map { prefix + "m\($0)" } } ?? []
          return "{\"actor\":" + list(actor) + ",\"states\":" + list(states) + ",\"transitions\":"
            + list(transitions) + ",\"messages\":" + list(messages) + "}"
        }
        entries.append(string(traceID(system, index)) + ":[" + steps.joined(separator: ",") + "]")
      }
    }
    return "{" + entries.joined(separator: ",\n") + "}"
  }

  private static func list(_ values: [String]) -> String {
    "[" + values.map(string).joined(separator: ",") + "]"
  }

  /// A JSON string that is also safe inside a `<script>` of an XHTML page.
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar == "<" || scalar == ">" || scalar == "&" || scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
