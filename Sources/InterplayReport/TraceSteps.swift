import InterplayCheck
import InterplayDrivers
import InterplayModel
import InterplayRender
import InterplayRuntime

/// A counterexample as steps the page can walk through: per step, its text and what to
/// highlight (the actor that steps, the states its chart is in after it, the transitions
/// taken, the messages sent), and the whole system's state after each step.
struct TraceSteps {
  /// One step of the run (step 0 is the initialization).
  struct Step {
    var text: [String]
    /// The model actor that stepped, if any.
    var actor: Int?
    /// SVG element ids (without the page prefix) per statechart actor: active states
    /// after the step and transitions taken in it.
    var states: [Int: [String]]
    var transitions: [Int: [String]]
    /// Indexes of the messages sent in this step, in the trace's sequence diagram.
    var messages: [Int]
  }

  var title: String
  var message: String
  var checkID: String
  var steps: [Step]
  /// Every actor's state, variables and queue, the data models and the scope stacks
  /// after each step.
  var table: StateTable
  /// The counterexample's own sequence diagram, rendered.
  var figure: SystemReport.Figure?

  init(_ violation: Violation, system: CompiledSystem) {
    title = violation.name ?? violation.check.rawValue
    message = violation.message
    checkID = violation.check.diagnosticID.rawValue
    let run = violation.counterexample
    table = StateTable(run, system: system)
    let model = system.model
    let drawn = model.actors.map { Self.drawnTransitions($0.chart) }
    var steps: [Step] = []
    var messageIndex = 0
    for (index, record) in run.records.enumerated() {
      var step = Step(
        text: TraceFormatter.lines(record, index: index, after: run.states[index], in: system),
        actor: record.step?.actor, states: [:], transitions: [:], messages: [])
      if index == run.loopStart { step.text.insert("cycle: the steps from here repeat", at: 0) }
      var moved = Set(record.transitions.map(\.actor))
      if let actor = record.step?.actor { moved.insert(actor) }
      for ref in record.transitions where ref.actor < drawn.count {
        guard drawn[ref.actor].indices.contains(ref.index), let flat = drawn[ref.actor][ref.index]
        else { continue }
        step.transitions[ref.actor, default: []].append(
          StatechartDiagram.transitionElementID(flat))
      }
      for actor in moved.sorted() where actor < model.actors.count {
        guard let chart = model.actors[actor].chart, system.isAlive(actor, in: run.states[index])
        else { continue }
        let leaves = Set(system.activeLeaves(actor, in: run.states[index]))
        step.states[actor] = chart.states.filter { leaves.contains($0.path) }.map {
          StatechartDiagram.stateElementID($0.id)
        }
      }
      let count = record.deliveries.count
      step.messages = Array(messageIndex..<messageIndex + count)
      messageIndex += count
      steps.append(step)
    }
    self.steps = steps
  }

  /// For each transition of a chart (document order), the transition whose edge draws
  /// it: the first of its declaration (`on A.x, A.y` is drawn once); nil for one without
  /// a target (an internal transition, written inside its state, not drawn as an edge).
  static func drawnTransitions(_ chart: Statechart?) -> [Int?] {
    guard let chart else { return [] }
    var result: [Int?] = []
    for state in chart.states {
      let first = result.count
      for (index, transition) in state.transitions.enumerated() {
        if transition.target == nil {
          result.append(nil)
        } else if index > 0, state.transitions[index - 1].range == transition.range {
          result.append(result[first + index - 1])
        } else {
          result.append(first + index)
        }
      }
    }
    return result
  }
}
