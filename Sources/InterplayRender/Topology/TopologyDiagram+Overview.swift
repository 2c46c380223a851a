import InterplayModel

/// The overview of a topology (``TopologyDiagram/Detail/overview``): each scope is one
/// node listing its companions, and the pathways between two nodes of one kind are one
/// edge naming their notifiers, without the cases.
extension TopologyDiagram {
  /// The node and cluster statements of the overview: role groups as in the full
  /// drawing, each stack a cluster of its scopes' nodes.
  func overviewClusters() -> [DOTStatement] {
    var statements = roleGroups()
    for stack in model.stacks {
      let scopes = stack.scopes.map { DOTStatement.node(scopeNode($0)) }
      guard !scopes.isEmpty else { continue }
      var attributes = groupAttributes(label: "stack " + stack.name)
      attributes["style"] = "rounded"
      statements.append(
        .subgraph(
          DOTSubgraph(
            id: "cluster_k\(stack.id.rawValue)", attributes: attributes, statements: scopes)))
    }
    statements += model.scopes.filter { $0.stack == nil }.map { .node(scopeNode($0.id)) }
    return statements
  }

  /// The node id of a scope in the overview.
  static func scopeNodeID(_ scope: ScopeID) -> String { "s\(scope.rawValue)" }

  /// The node an actor is drawn in: its scope's, or its own.
  func overviewNodeID(_ actor: ActorID) -> String {
    var current: ActorID? = actor
    while let id = current {
      if let scope = model[id].scope { return Self.scopeNodeID(scope) }
      current = model[id].parent
    }
    return Self.nodeID(actor)
  }

  /// A scope as one node: its name over its companions, one a line, red when a finding
  /// is on the scope or a companion.
  private func scopeNode(_ id: ScopeID) -> DOTNode {
    let scope = model[id]
    var table = HTMLTable()
    table.add(HTMLLabel.text("scope").font(size: 9, color: DiagramTheme.mutedInk))
    table.add(HTMLLabel.text(scope.name).bold)
    for actor in scope.actors.map({ model[$0] }) {
      let text = actor.name + (actor.isStub ? " (stub)" : "")
      table.add(
        HTMLLabel.text(text).font(size: 9, color: DiagramTheme.colors(of: actor.role).border))
    }
    var attributes: DOTAttributes = [
      "label": .html(table.label), "fillcolor": .text(DiagramTheme.scopeFill),
      "color": .text(DiagramTheme.rule), "id": .text("scope_\(id.rawValue)"),
      "tooltip": .text("scope " + scope.name),
    ]
    let messages =
      (findings.scopes[id] ?? [])
      + model.actors.filter { overviewNodeID($0.id) == Self.scopeNodeID(id) }
      .flatMap { findings.actors[$0.id] ?? [] }
    if !messages.isEmpty {
      attributes["color"] = .text(DiagramTheme.alert)
      attributes["fillcolor"] = .text(DiagramTheme.alertFill)
      attributes["penwidth"] = "2"
      attributes["tooltip"] = .text(messages.joined(separator: "\n"))
    }
    return DOTNode(Self.scopeNodeID(id), attributes)
  }

  /// One edge per pair of nodes and kind: the pathways between them, labelled with the
  /// notifiers in order, each once; pathways inside one scope are left out. Data model
  /// edges follow their actors into their scopes' nodes.
  func overviewEdges() -> [DOTEdge] {
    struct Group {
      var tail: String
      var head: String
      var isRequest: Bool
      var notifiers: [NotifierID] = []
      var messages: [String] = []
      var count = 0
    }
    var groups: [Group] = []
    for actor in model.actors {
      for notifier in actor.requests + actor.observes {
        let tail = overviewNodeID(actor.id)
        let head = overviewNodeID(model[notifier].owner)
        guard tail != head else { continue }
        let isRequest = model[notifier].kind == .request
        let key = TopologyFindings.PathwayKey(actor: actor.id, notifier: notifier)
        let index =
          groups.firstIndex { $0.tail == tail && $0.head == head && $0.isRequest == isRequest }
          ?? {
            groups.append(Group(tail: tail, head: head, isRequest: isRequest))
            return groups.count - 1
          }()
        if !groups[index].notifiers.contains(notifier) { groups[index].notifiers.append(notifier) }
        groups[index].messages += findings.pathways[key] ?? []
        groups[index].count += 1
      }
    }
    let pathways = groups.map { group in
      overviewEdge(
        group.tail, group.head, isRequest: group.isRequest, notifiers: group.notifiers,
        count: group.count, messages: group.messages)
    }
    let data = dataModelEdges().compactMap { edge -> DOTEdge? in
      var edge = edge
      edge.tail = overviewNodeID(forNode: edge.tail)
      edge.head = overviewNodeID(forNode: edge.head)
      return edge.tail == edge.head ? nil : edge
    }
    return pathways + data
  }

  /// The overview node of a full drawing's node id (actors' `a<n>`; others unchanged).
  private func overviewNodeID(forNode id: String) -> String {
    guard let actor = model.actors.first(where: { Self.nodeID($0.id) == id }) else { return id }
    return overviewNodeID(actor.id)
  }

  private func overviewEdge(
    _ tail: String, _ head: String, isRequest: Bool, notifiers: [NotifierID], count: Int,
    messages: [String]
  ) -> DOTEdge {
    let color =
      messages.isEmpty
      ? (isRequest ? DiagramTheme.request : DiagramTheme.event) : DiagramTheme.alert
    let names = notifiers.map { model[model[$0].owner].path + "." + model[$0].kind.rawValue }
    var attributes: DOTAttributes = [
      "label": .html(HTMLLabel.lines(names.map { HTMLLabel.text($0).bold.font(color: color) })),
      "color": .text(color), "fontcolor": .text(DiagramTheme.ink),
      "id": .text("overview_\(tail)_\(head)_\(isRequest ? "request" : "event")"),
      "tooltip": .text(
        messages.isEmpty
          ? "\(count) \(isRequest ? "request" : "event") pathway" + (count == 1 ? "" : "s")
          : messages.joined(separator: "\n")),
    ]
    if isRequest {
      attributes["arrowhead"] = "normal"
    } else {
      attributes["style"] = "dashed"
      attributes["dir"] = "back"
      attributes["arrowtail"] = "vee"
    }
    if !messages.isEmpty { attributes["penwidth"] = "2.2" }
    return DOTEdge(tail, head, attributes)
  }
}
