import InterplayModel

/// Data models (Quantwm): a node per data model, an edge from each actor that writes it
/// in its actions, and an edge from the data model to each registration's actor.
///
/// Nobody calls anybody in Quantwm, so without these the view models of a data-driven
/// screen would float unconnected: the writes and the registrations are its topology.
extension TopologyDiagram {
  /// The data model nodes, in one cluster.
  func dataModelStatements() -> [DOTStatement] {
    guard !model.dataModels.isEmpty else { return [] }
    let nodes = model.dataModels.map { dataModel in
      DOTStatement.node(
        DOTNode(
          Self.dataNodeID(dataModel.id),
          [
            "label": .html(dataModelLabel(dataModel)), "shape": "cylinder", "style": "filled",
            "fillcolor": .text(DiagramTheme.dataFill), "color": .text(DiagramTheme.dataBorder),
            "margin": "0.16,0.1", "tooltip": .text("data " + dataModel.name),
          ]))
    }
    let attributes: DOTAttributes = [
      "label": .text(model.dataModels.count == 1 ? "data model" : "data models"),
      "labeljust": "l", "labelloc": "b", "fontsize": "10",
      "fontcolor": .text(DiagramTheme.mutedInk), "color": .text(DiagramTheme.rule),
      "style": "rounded,dashed", "margin": "12",
    ]
    return [.subgraph(DOTSubgraph(id: "cluster_data", attributes: attributes, statements: nodes))]
  }

  /// Writes (actor to data model) and registrations (data model to actor), in document
  /// order.
  func dataModelEdges() -> [DOTEdge] {
    var edges: [DOTEdge] = []
    for actor in model.actors {
      for (dataModel, properties) in writtenProperties(of: actor) {
        let names = properties.map { model[dataModel].properties[$0].name }
        edges.append(
          DOTEdge(
            Self.nodeID(actor.id), Self.dataNodeID(dataModel),
            [
              "label": .html(
                wrappedLabel(title: "writes", items: names, color: DiagramTheme.dataBorder)),
              "color": .text(DiagramTheme.dataBorder), "fontcolor": .text(DiagramTheme.ink),
              "arrowhead": "normal",
            ]))
      }
    }
    for dataModel in model.dataModels {
      let levels = smartLevels(dataModel)
      for (index, registration) in dataModel.registrations.enumerated() {
        var title = registration.kind.rawValue + " " + registration.name
        if let level = levels[index] { title += " · level \(level)" }
        if let priority = registration.priority { title += " · priority \(priority)" }
        let reads = registration.reads.map { dataModel.properties[$0.index].name }
        edges.append(
          DOTEdge(
            Self.dataNodeID(dataModel.id), Self.nodeID(registration.owner),
            [
              "label": .html(
                wrappedLabel(
                  title: title,
                  items: reads.isEmpty ? [] : ["reads " + reads.joined(separator: ", ")],
                  color: DiagramTheme.dataBorder)),
              "color": .text(DiagramTheme.dataBorder), "fontcolor": .text(DiagramTheme.ink),
              "style": "dotted", "penwidth": "1.4", "arrowhead": "vee",
            ]))
      }
    }
    return edges
  }

  static func dataNodeID(_ id: DataModelID) -> String { "d\(id.rawValue)" }

  /// `«data»` over the bold name over the property names.
  private func dataModelLabel(_ dataModel: DataModel) -> HTMLLabel {
    var table = HTMLTable()
    table.add(HTMLLabel.text("«data»").font(size: 9, color: DiagramTheme.mutedInk))
    table.add(HTMLLabel.text(dataModel.name).bold)
    let names = dataModel.properties.map(\.name)
    for line in Self.wrap(names, width: 28) {
      table.add(HTMLLabel.text(line).font(size: 9, color: DiagramTheme.mutedInk))
    }
    return table.label
  }

  /// The level of each registration (by index) that is smart, when levels exist.
  func smartLevels(_ dataModel: DataModel) -> [Int: Int] {
    let graph = SmartDependencies(dataModel)
    guard let levels = graph.levels() else { return [:] }
    return Dictionary(uniqueKeysWithValues: zip(graph.smart, levels))
  }

  /// The data-model properties an actor's statechart assigns, by data model, sorted.
  func writtenProperties(of actor: InterplayModel.Actor) -> [(DataModelID, [Int])] {
    guard let chart = actor.chart else { return [] }
    var written = Set<PropertyRef>()
    chart.visitActions { action in
      if case .assign(.property(let ref), _) = action.kind { written.insert(ref) }
    }
    let byModel = Dictionary(grouping: written.sorted(), by: \.dataModel)
    return byModel.keys.sorted().map { ($0, byModel[$0]!.map(\.index)) }
  }

  /// A bold title over items joined a few per line.
  private func wrappedLabel(title: String, items: [String], color: String) -> HTMLLabel {
    var lines = [HTMLLabel.text(title).bold.font(color: color)]
    lines += Self.wrap(items, width: 30).map { HTMLLabel.text($0) }
    return HTMLLabel.lines(lines)
  }

  /// Items joined with commas, a new line before one would pass `width` characters.
  static func wrap(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
      if !line.isEmpty && line.count + item.count > width {
        lines.append(line + ",")
        line = item
      } else {
        line += (line.isEmpty ? "" : ", ") + item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
