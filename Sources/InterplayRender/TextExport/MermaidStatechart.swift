import InterplayModel

/// A ``StatechartDiagram`` as a Mermaid `stateDiagram-v2`.
///
/// Compound states are composite states, a parallel state's regions are separated by
/// `--`, each level's initial pseudostate is `[*] -->`. A simple state's compartment
/// (entry and exit actions, internal transitions, deferred and ignored cases) is its
/// description; a compound state's is a note beside it, written in the block of the
/// state's parent (Mermaid draws a state where a note on it is written), or after every
/// block for a top-level state. History is a small state
/// reading `H` or `H*` with an edge to its default. A final state is a dark state with
/// its name (Mermaid has no named final pseudostate). Transitions are labelled
/// `trigger [guard]` over `/ action` lines and written after every state, so Mermaid
/// keeps each state in its composite. States a finding points at are red; Mermaid
/// cannot colour a single transition, so flagged and local transitions look like the
/// others.
public struct MermaidStatechart: Sendable {
  /// The diagram exported.
  public let diagram: StatechartDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: StatechartDiagram) { self.diagram = diagram }

  /// The Mermaid source.
  public var text: String {
    let outline = StatechartOutline(diagram)
    let chart = outline.chart
    var lines = [MermaidText.frontMatter(title: outline.title) + "stateDiagram-v2"]
    lines += [
      "  classDef history fill:#FFFFFF,stroke:#202124",
      "  classDef final fill:#202124,color:#FFFFFF,stroke:#202124",
      "  classDef finding fill:\(DiagramTheme.alertFill),stroke:\(DiagramTheme.alert),stroke-width:2px",
    ]
    if let initial = chart.initial { lines.append("  [*] --> " + StatechartOutline.id(initial)) }
    var notes: [String] = []
    for root in chart.roots {
      declare(root, outline: outline, depth: 1, into: &lines, notes: &notes)
    }
    for choice in chart.choices where choice.parent == nil {
      lines.append("  state " + StatechartOutline.id(choice.id) + " <<choice>>")
    }
    for edge in outline.edges {
      lines.append(
        "  " + StatechartOutline.id(edge.source) + " --> " + StatechartOutline.id(edge.target)
          + " : " + MermaidText.lines(edge.lines))
    }
    for branch in outline.branches {
      lines.append(
        "  " + StatechartOutline.id(branch.choice) + " --> "
          + StatechartOutline.id(branch.target) + " : " + MermaidText.lines(branch.lines))
    }
    lines += notes
    let histories = chart.histories.map { StatechartOutline.id($0.id) }
    if !histories.isEmpty {
      lines.append("  class " + histories.joined(separator: ",") + " history")
    }
    let finals = chart.states.filter { $0.kind == .final && $0.isSimple }.map(\.id)
    if !finals.isEmpty {
      lines.append("  class " + finals.map(StatechartOutline.id).joined(separator: ",") + " final")
    }
    let flagged = chart.states.map(\.id).filter(outline.isFlagged)
    if !flagged.isEmpty {
      lines.append(
        "  class " + flagged.map(StatechartOutline.id).joined(separator: ",") + " finding")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func declare(
    _ id: StateID, outline: StatechartOutline, depth: Int, into lines: inout [String],
    notes: inout [String]
  ) {
    let pad = String(repeating: "  ", count: depth)
    let state = outline.chart[id]
    let name =
      "state \"" + MermaidText.label(outline.name(of: id)) + "\" as "
      + StatechartOutline.id(id)
    let compartment = outline.lines(of: id)
    guard !state.isSimple else {
      lines.append(pad + name)
      for line in compartment {
        lines.append(pad + StatechartOutline.id(id) + " : " + MermaidText.label(line))
      }
      return
    }
    lines.append(pad + name + " {")
    if state.kind != .parallel, let initial = state.initial {
      lines.append(pad + "  [*] --> " + StatechartOutline.id(initial))
    }
    for historyID in state.histories {
      let history = outline.chart.histories[historyID.rawValue]
      let hid = StatechartOutline.id(history.id)
      lines.append(pad + "  state \"" + (history.isDeep ? "H*" : "H") + "\" as " + hid)
      if let target = history.defaultTarget {
        lines.append(pad + "  " + hid + " --> " + StatechartOutline.id(target))
      }
    }
    for choice in outline.chart.choices where choice.parent == id {
      lines.append(pad + "  state " + StatechartOutline.id(choice.id) + " <<choice>>")
    }
    for (index, child) in state.children.enumerated() {
      if state.kind == .parallel && index > 0 { lines.append(pad + "  --") }
      declare(child, outline: outline, depth: depth + 1, into: &lines, notes: &notes)
    }
    lines.append(pad + "}")
    guard !compartment.isEmpty else { return }
    let note =
      "note right of " + StatechartOutline.id(id) + " : " + MermaidText.lines(compartment)
    // Mermaid takes a note as a mention of its state in the block the note is written in,
    // and a state mentioned at the top level is drawn there: a nested state's note stays in
    // its parent's block (a region's, right after the state, before the next `--`).
    if state.parent == nil {
      notes.append("  " + note)
    } else {
      lines.append(pad + note)
    }
  }
}
