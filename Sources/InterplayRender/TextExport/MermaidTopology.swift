import InterplayModel

/// A ``TopologyDiagram`` as a Mermaid `flowchart`.
///
/// Actors are rounded nodes (`«role»` over the name, `stub · budget N` for stubs),
/// filled by role as on the SVG, stubs with a dashed border; data models are cylinders.
/// Role groups, scope stacks, scopes and actors with sub-actors are subgraphs. Each
/// pathway is a labelled edge: requests solid blue from the requester to the owner,
/// events dashed purple from the owner to the observer; data-model writes are solid
/// teal, registrations dotted teal. What a finding points at is red, and the findings
/// are listed in a node of their own.
public struct MermaidTopology: Sendable {
  /// The diagram exported.
  public let diagram: TopologyDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: TopologyDiagram) { self.diagram = diagram }

  /// The Mermaid source.
  public var text: String {
    let outline = TopologyOutline(diagram)
    var lines = [MermaidText.frontMatter(title: outline.title) + "flowchart TB"]
    for role in [ActorRole.behaviour, .actor, .presentation, .service] {
      let colors = DiagramTheme.colors(of: role)
      lines.append("  classDef \(role.rawValue) fill:\(colors.fill),stroke:\(colors.border)")
    }
    lines += [
      "  classDef data fill:\(DiagramTheme.dataFill),stroke:\(DiagramTheme.dataBorder)",
      "  classDef stub stroke-dasharray:5 5",
      "  classDef finding fill:\(DiagramTheme.alertFill),stroke:\(DiagramTheme.alert),stroke-width:2px,color:\(DiagramTheme.alert)",
    ]
    var classes: [String] = []
    for member in outline.members { declare(member, depth: 1, into: &lines, classes: &classes) }
    let findings = outline.findings
    if !findings.isEmpty {
      lines.append(
        "  findings[\"" + MermaidText.lines(["findings"] + findings.map { "⚠ " + $0 }) + "\"]")
      classes.append("  class findings finding")
    }
    var styles: [String] = []
    for (index, edge) in outline.edges.enumerated() {
      let arrow = edge.kind == .request || edge.kind == .writes ? "-->" : "-.->"
      lines.append(
        "  " + edge.from + " " + arrow + "|\"" + MermaidText.lines(edge.lines) + "\"| " + edge.to)
      let color = edge.color
      styles.append(
        "  linkStyle \(index) stroke:\(color)" + (edge.isFlagged ? ",stroke-width:2px" : ""))
    }
    return (lines + classes + styles).joined(separator: "\n") + "\n"
  }

  private func declare(
    _ member: TopologyOutline.Member, depth: Int, into lines: inout [String],
    classes: inout [String]
  ) {
    let pad = String(repeating: "  ", count: depth)
    switch member {
    case .node(let node):
      let label = "\"" + MermaidText.lines(node.lines) + "\""
      switch node.kind {
      case .actor(let role, let isStub):
        lines.append(pad + node.id + "(" + label + ")")
        classes.append("  class " + node.id + " " + role.rawValue)
        if isStub { classes.append("  class " + node.id + " stub") }
      case .dataModel:
        lines.append(pad + node.id + "[(" + label + ")]")
        classes.append("  class " + node.id + " data")
      }
      if node.isFlagged { classes.append("  class " + node.id + " finding") }
    case .group(let group):
      lines.append(pad + "subgraph " + group.id + " [\"" + MermaidText.label(group.label) + "\"]")
      for inner in group.members {
        declare(inner, depth: depth + 1, into: &lines, classes: &classes)
      }
      lines.append(pad + "end")
      if group.isFlagged {
        classes.append("  style " + group.id + " stroke:\(DiagramTheme.alert),stroke-width:2px")
      }
    }
  }
}
