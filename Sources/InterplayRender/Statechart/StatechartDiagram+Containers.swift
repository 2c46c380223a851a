import InterplayModel

/// Which cluster each edge and transition label is written in.
///
/// `dot` does not keep an edge label inside the cluster of the edge: it routes the edge
/// out of the compound state and back in round its label. So each transition label is a
/// node of its own (`t<k>`, plain text) in the innermost cluster that holds both ends,
/// with the transition drawn into it and on to the target; edges go in that cluster too.
extension StatechartDiagram {
  /// Label nodes by the state whose cluster holds them (nil for the top), and the edges
  /// with every labelled one split in two at its label node.
  func labelNodes(for edges: [DOTEdge]) -> ([StateID?: [DOTStatement]], [DOTEdge]) {
    var nodes: [StateID?: [DOTStatement]] = [:]
    var split: [DOTEdge] = []
    for (index, edge) in edges.enumerated() {
      guard let label = edge.attributes["label"] else {
        split.append(edge)
        continue
      }
      let id = "t\(index)"
      let holder = innermostCommon(container(of: edge.tail), container(of: edge.head))
      var attributes: DOTAttributes = [
        "shape": "plaintext", "style": "", "margin": "0.04,0.02",
        "fontsize": .number(DiagramTheme.smallFontSize), "label": label,
      ]
      attributes["fontcolor"] = edge.attributes["fontcolor"]
      attributes["tooltip"] = edge.attributes["tooltip"]
      nodes[holder, default: []].append(.node(DOTNode(id, attributes)))
      var first = edge.attributes
      first["label"] = nil
      first["fontcolor"] = nil
      first["lhead"] = nil
      first["arrowhead"] = "none"
      first["minlen"] = nil
      var second = edge.attributes
      second["label"] = nil
      second["fontcolor"] = nil
      second["ltail"] = nil
      split += [DOTEdge(edge.tail, id, first), DOTEdge(id, edge.head, second)]
    }
    return (nodes, split)
  }

  /// The compound state whose cluster holds a node: `s<i>` sits in its state's parent,
  /// the initial dot `i<i>` in state i, a history `h<j>` in its state, a label node where
  /// it was put, a bar where its id says; nil for the top.
  func container(of node: String, labels: [StateID?: [DOTStatement]] = [:]) -> StateID? {
    if node.hasPrefix("b") { return Self.barHolder(node) }
    guard let kind = node.first, let index = Int(node.dropFirst()) else { return nil }
    switch kind {
    case "s": return chart.states.indices.contains(index) ? chart.states[index].parent : nil
    case "i": return chart.states.indices.contains(index) ? StateID(index) : nil
    case "h": return chart.histories.indices.contains(index) ? chart.histories[index].parent : nil
    case "c": return chart.choices.indices.contains(index) ? chart.choices[index].parent : nil
    case "t":
      return labels.first { _, statements in
        statements.contains { if case .node(let label) = $0 { label.id == node } else { false } }
      }?.key ?? nil
    default: return nil
    }
  }

  /// The innermost state that is (or contains) both, or nil for the top level.
  func innermostCommon(_ a: StateID?, _ b: StateID?) -> StateID? {
    guard let a, let b else { return nil }
    let chainOfA = [a] + chart.ancestors(of: a)
    let chainOfB = Set([b] + chart.ancestors(of: b))
    return chainOfA.first { chainOfB.contains($0) }
  }

  /// The statements with each cluster's extra statements appended inside it.
  func placing(_ extra: [StateID?: [DOTStatement]], in statements: [DOTStatement]) -> [DOTStatement]
  {
    statements.map { statement in
      guard case .subgraph(var subgraph) = statement else { return statement }
      subgraph.statements = placing(extra, in: subgraph.statements)
      if subgraph.id.hasPrefix("cluster_s"), let index = Int(subgraph.id.dropFirst(9)) {
        subgraph.statements += extra[StateID(index)] ?? []
      }
      return .subgraph(subgraph)
    }
  }
}
