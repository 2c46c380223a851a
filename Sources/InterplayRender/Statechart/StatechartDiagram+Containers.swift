import InterplayModel

/// Which cluster each node and edge is written in: an edge goes in the innermost
/// cluster that holds both its ends, so `dot` keeps it (and its label) inside that
/// compound state.
extension StatechartDiagram {
  /// The compound state whose cluster holds a node: `s<i>` sits in its state's parent,
  /// the initial dot `i<i>` and the border anchor `x<i>` in state i, a history `h<j>` in
  /// its state, a bar, waypoint or region point where its id says; nil for the top.
  func container(of node: String) -> StateID? {
    if node.hasPrefix("b") || node.hasPrefix("w") || node.hasPrefix("r") {
      return Self.holder(inID: node)
    }
    guard let kind = node.first, let index = Int(node.dropFirst()) else { return nil }
    switch kind {
    case "s": return chart.states.indices.contains(index) ? chart.states[index].parent : nil
    case "i", "x": return chart.states.indices.contains(index) ? StateID(index) : nil
    case "h": return chart.histories.indices.contains(index) ? chart.histories[index].parent : nil
    case "c": return chart.choices.indices.contains(index) ? chart.choices[index].parent : nil
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
