import InterplayModel

/// Forks and joins, drawn as UML draws them: a short black bar, with one edge from each
/// source into it and one edge out of it to each target. The label (`trigger [guard] /
/// actions`) goes on the single edge: into the bar for a fork, out of it for a join.
extension StatechartDiagram {
  /// A bar's node id, `b<holder>_<k>`: the compound state whose cluster holds it (-1 for
  /// the top) is part of the id, so ``container(of:)`` finds it without a table.
  static func barID(holder: StateID?, number: Int) -> String {
    "b\(holder?.rawValue ?? -1)_\(number)"
  }

  /// The filled bar of a fork or join.
  static func barNode(_ id: String) -> DOTNode {
    DOTNode(
      id,
      [
        "shape": "box", "style": "filled", "fillcolor": "#202124", "color": "#202124",
        "width": "0.6", "height": "0.05", "fixedsize": "true", "label": "",
      ])
  }

  /// The node a target is drawn at: a state's anchor, or a history's circle.
  private func node(of target: TransitionTarget) -> String {
    switch target {
    case .state(let state): anchor(of: state)
    case .history(let history): "h\(history.rawValue)"
    case .choice(let choice): "c\(choice.rawValue)"
    }
  }

  /// An edge from `node` to a target; stops at a compound target's border.
  func edge(from node: String, to target: TransitionTarget) -> DOTEdge {
    switch target {
    case .state(let state): edge(from: node, fromState: nil, to: state)
    case .history(let history): DOTEdge(node, "h\(history.rawValue)")
    case .choice(let choice): DOTEdge(node, "c\(choice.rawValue)")
    }
  }

  /// A bar between `sources` (state ids, or the node of an initial dot) and `targets`,
  /// in the innermost cluster that holds them all: its node, and the edges in and out.
  /// `label` goes on the edge into the bar when there is one source, else on the first
  /// edge out.
  func bar(
    number: Int, from sources: [(node: String, state: StateID?)], to targets: [TransitionTarget],
    label: DOTAttributes
  ) -> (node: DOTNode, holder: StateID?, edges: [DOTEdge]) {
    let ends = sources.map(\.node) + targets.map { node(of: $0) }
    var holder = container(of: ends[0])
    for end in ends.dropFirst() { holder = innermostCommon(holder, container(of: end)) }
    if ends.contains(where: { container(of: $0) == nil }) { holder = nil }
    let id = Self.barID(holder: holder, number: number)
    var edges: [DOTEdge] = []
    for source in sources {
      var edge = DOTEdge(source.node, id, ["arrowhead": "none"])
      if let state = source.state, !chart[state].children.isEmpty {
        edge.attributes["ltail"] = .text(Self.clusterID(state))
      }
      if sources.count == 1 { Self.add(label, to: &edge) }
      edges.append(edge)
    }
    for (index, target) in targets.enumerated() {
      var edge = edge(from: id, to: target)
      if sources.count > 1, index == 0 { Self.add(label, to: &edge) }
      edges.append(edge)
    }
    return (Self.barNode(id), holder, edges)
  }

  /// Copies a transition's label and look (not its cluster clipping) onto one edge.
  private static func add(_ label: DOTAttributes, to edge: inout DOTEdge) {
    for (name, value) in label where !["lhead", "ltail", "minlen"].contains(name) {
      edge.attributes[name] = value
    }
  }

  /// The bar of a transition with several targets or join sources.
  func transitionBar(_ transition: Transition, number: Int, label: DOTAttributes)
    -> (node: DOTNode, holder: StateID?, edges: [DOTEdge])
  {
    let sources =
      transition.joinSources.isEmpty
      ? [transition.source] : transition.joinSources
    return bar(
      number: number, from: sources.map { (tailNode(of: $0), $0) }, to: transition.targets,
      label: label)
  }
}
