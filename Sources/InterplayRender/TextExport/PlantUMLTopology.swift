import InterplayModel

/// A ``TopologyDiagram`` as a PlantUML component diagram.
///
/// Actors are rectangles with their role as stereotype, filled by role as on the SVG,
/// stubs with a dashed border and `stub · budget N`; data models are databases. Role
/// groups, scope stacks and the data models are packages; scopes (filled grey) and
/// actors with sub-actors are rectangles around their members. Each pathway is a
/// labelled arrow: requests solid blue from the requester to the owner, events dashed
/// purple from the owner to the observer; data-model writes are solid teal,
/// registrations dashed teal. What a finding points at is red, and the findings are
/// listed in the legend.
public struct PlantUMLTopology: Sendable {
  /// The diagram exported.
  public let diagram: TopologyDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: TopologyDiagram) { self.diagram = diagram }

  /// The PlantUML source.
  public var text: String {
    let outline = TopologyOutline(diagram)
    var lines = ["@startuml", "title " + PlantUMLText.label(outline.title)]
    for member in outline.members { declare(member, depth: 0, into: &lines) }
    for edge in outline.edges {
      let color = edge.color + (edge.isFlagged ? ",bold" : "")
      let arrow =
        edge.kind == .request || edge.kind == .writes ? "-[" + color + "]->" : ".[" + color + "].>"
      lines.append(edge.from + " " + arrow + " " + edge.to + " : " + PlantUMLText.lines(edge.lines))
    }
    let findings = outline.findings
    if !findings.isEmpty {
      lines += ["legend bottom", "<color:\(DiagramTheme.alert)>findings</color>"]
      lines += findings.map {
        "<color:\(DiagramTheme.alert)>" + PlantUMLText.label("⚠ " + $0) + "</color>"
      }
      lines.append("endlegend")
    }
    return (lines + ["@enduml"]).joined(separator: "\n") + "\n"
  }

  private func declare(_ member: TopologyOutline.Member, depth: Int, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: depth)
    switch member {
    case .node(let node):
      switch node.kind {
      case .actor(let role, let isStub):
        let colors = DiagramTheme.colors(of: role)
        var style = node.isFlagged ? DiagramTheme.alertFill : colors.fill
        style +=
          ";line:" + String((node.isFlagged ? DiagramTheme.alert : colors.border).dropFirst())
        if isStub { style += ";line.dashed" }
        lines.append(
          pad + "rectangle \"" + PlantUMLText.lines(Array(node.lines.dropFirst())) + "\" <<"
            + role.rawValue + ">> as " + node.id + " " + style)
      case .dataModel:
        lines.append(
          pad + "database \"" + PlantUMLText.lines(Array(node.lines.dropFirst()))
            + "\" <<data>> as "
            + node.id + " " + DiagramTheme.dataFill + ";line:"
            + String(DiagramTheme.dataBorder.dropFirst()))
      }
    case .group(let group):
      let isBox = group.kind == .scope || group.kind == .actor
      var head =
        (isBox ? "rectangle " : "package ") + PlantUMLText.quoted(group.label) + " as " + group.id
      if group.isFlagged {
        head += " " + DiagramTheme.alertFill
      } else if group.kind == .scope {
        head += " " + DiagramTheme.scopeFill
      }
      lines.append(pad + head + " {")
      for inner in group.members { declare(inner, depth: depth + 1, into: &lines) }
      lines.append(pad + "}")
    }
  }
}
