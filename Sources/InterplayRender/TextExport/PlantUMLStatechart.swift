import InterplayModel

/// A ``StatechartDiagram`` as a PlantUML state diagram.
///
/// Compound states are composite states, a parallel state's regions are separated by
/// `--`, each level's initial pseudostate is `[*] -->`, a final state is PlantUML's
/// final pseudostate (`<<end>>`), history is `State[H]` or `State[H*]` with a dashed
/// edge to its default. A simple state's compartment (entry and exit actions, internal
/// transitions, deferred and ignored cases) is its description; a compound state's is
/// a note beside it. Transitions are labelled `trigger [guard]` over `/ action` lines
/// and written in the innermost composite holding both ends (PlantUML moves a state
/// into the composite where a transition first names it); local transitions are
/// dashed; what a finding points at is red.
public struct PlantUMLStatechart: Sendable {
  /// The diagram exported.
  public let diagram: StatechartDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: StatechartDiagram) { self.diagram = diagram }

  /// The PlantUML source.
  public var text: String {
    let outline = StatechartOutline(diagram)
    let chart = outline.chart
    var lines = ["@startuml", "title " + PlantUMLText.label(outline.title)]
    lines += [
      "skinparam state {", "  BackgroundColor \(DiagramTheme.stateFill)",
      "  BorderColor \(DiagramTheme.stateBorder)", "}",
    ]
    if let initial = chart.initial { lines.append("[*] --> " + StatechartOutline.id(initial)) }
    var notes: [String] = []
    var edges: [StateID?: [String]] = [:]
    for edge in outline.edges {
      let container = Self.writable(outline.container(of: edge), chart)
      edges[container, default: []].append(line(edge, in: container, outline: outline))
    }
    // A history's default, dashed, beside its composite: written inside it, PlantUML
    // would pull the composite's other states out of it (inside a region, it must be).
    for history in chart.histories {
      guard let target = history.defaultTarget else { continue }
      var container = Self.writable(chart[history.parent].parent, chart)
      if container != chart[history.parent].parent { container = history.parent }
      edges[container, default: []].append(
        Self.history(history) + " -[dashed]-> " + StatechartOutline.id(target))
    }
    for branch in outline.branches {
      let container = Self.writable(outline.container(of: branch), chart)
      edges[container, default: []].append(
        StatechartOutline.id(branch.choice) + " --> " + target(branch.target, chart)
          + " : " + PlantUMLText.lines(branch.lines))
    }
    for choice in chart.choices where choice.parent == nil {
      lines.append("state " + StatechartOutline.id(choice.id) + " <<choice>>")
    }
    for root in chart.roots {
      declare(root, outline: outline, depth: 0, edges: edges, into: &lines, notes: &notes)
    }
    lines += edges[nil] ?? []
    return (lines + notes + ["@enduml"]).joined(separator: "\n") + "\n"
  }

  /// `source --> target : label`, dashed when local, red when flagged. PlantUML takes
  /// no reference to a state inside a parallel state's region from outside that
  /// parallel state: such an end is drawn at the parallel state, and the label says
  /// where the transition really starts or ends (`from Playback.Playing`,
  /// `to Playback[H]`).
  private func line(
    _ edge: StatechartOutline.Edge, in container: StateID?, outline: StatechartOutline
  ) -> String {
    let chart = outline.chart
    var notes: [String] = []
    var source = StatechartOutline.id(edge.source)
    if let outer = Self.hidingParallel(edge.source, from: container, chart) {
      source = StatechartOutline.id(outer)
      notes.append("from " + chart[edge.source].path)
    }
    var target: String
    switch edge.target {
    case .state(let state):
      target = StatechartOutline.id(state)
      if let outer = Self.hidingParallel(state, from: container, chart) {
        target = StatechartOutline.id(outer)
        notes.append("to " + chart[state].path)
      }
    case .history(let id):
      let history = chart.histories[id.rawValue]
      target = Self.history(history)
      if let outer = Self.hidingParallel(history.parent, from: container, chart) {
        target = StatechartOutline.id(outer)
        notes.append("to " + chart[history.parent].path + (history.isDeep ? "[H*]" : "[H]"))
      }
    case .choice(let choice): target = StatechartOutline.id(choice)
    }
    var style: [String] = edge.isLocal ? ["dashed"] : []
    if edge.isFlagged { style += [DiagramTheme.alert, "bold"] }
    let arrow = style.isEmpty ? "-->" : "-[" + style.joined(separator: ",") + "]->"
    return source + " " + arrow + " " + target + " : "
      + PlantUMLText.lines(
        edge.lines + (notes.isEmpty ? [] : ["(" + notes.joined(separator: ", ") + ")"]))
  }

  /// The outermost parallel state that has `state` inside one of its regions and does
  /// not hold `container`; nil when there is none.
  static func hidingParallel(_ state: StateID, from container: StateID?, _ chart: Statechart)
    -> StateID?
  {
    let ancestors = chart.ancestors(of: state)
    return ancestors.last { ancestor in
      chart[ancestor].kind == .parallel && ancestor != state
        && !(container.map { $0 == ancestor || chart.isDescendant($0, of: ancestor) } ?? false)
    }
  }

  /// The composite to write a transition in: `state`, or the nearest ancestor that is
  /// not parallel (PlantUML takes no transitions beside a parallel state's regions).
  static func writable(_ state: StateID?, _ chart: Statechart) -> StateID? {
    var current = state
    while let id = current, chart[id].kind == .parallel { current = chart[id].parent }
    return current
  }

  /// How a branch's target is written: a state's id, a history's `[H]` form.
  private func target(_ target: TransitionTarget, _ chart: Statechart) -> String {
    switch target {
    case .state(let state): StatechartOutline.id(state)
    case .history(let history): Self.history(chart.histories[history.rawValue])
    case .choice(let choice): StatechartOutline.id(choice)
    }
  }

  /// `s<parent>[H]` or `s<parent>[H*]`.
  static func history(_ history: History) -> String {
    StatechartOutline.id(history.parent) + (history.isDeep ? "[H*]" : "[H]")
  }

  private func declare(
    _ id: StateID, outline: StatechartOutline, depth: Int, edges: [StateID?: [String]],
    into lines: inout [String], notes: inout [String]
  ) {
    let pad = String(repeating: "  ", count: depth)
    let state = outline.chart[id]
    var head =
      "state " + PlantUMLText.quoted(outline.name(of: id)) + " as " + StatechartOutline.id(id)
    if state.kind == .final && state.isSimple { head += " <<end>>" }
    if outline.isFlagged(id) { head += " " + DiagramTheme.alertFill }
    let compartment = outline.lines(of: id)
    guard !state.isSimple else {
      lines.append(pad + head)
      for line in compartment {
        lines.append(pad + StatechartOutline.id(id) + " : " + PlantUMLText.label(line))
      }
      return
    }
    lines.append(pad + head + " {")
    if state.kind != .parallel, let initial = state.initial {
      lines.append(pad + "  [*] --> " + StatechartOutline.id(initial))
    }
    for choice in outline.chart.choices where choice.parent == id {
      lines.append(pad + "  state " + StatechartOutline.id(choice.id) + " <<choice>>")
    }
    for (index, child) in state.children.enumerated() {
      if state.kind == .parallel && index > 0 { lines.append(pad + "  --") }
      declare(
        child, outline: outline, depth: depth + 1, edges: edges, into: &lines, notes: &notes)
    }
    lines += (edges[id] ?? []).map { pad + "  " + $0 }
    lines.append(pad + "}")
    if !compartment.isEmpty {
      notes.append(
        "note right of " + StatechartOutline.id(id) + " : " + PlantUMLText.lines(compartment))
    }
  }
}
