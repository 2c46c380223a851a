import InterplayModel

/// Nodes and the clusters around them: role groups, scope stacks, scopes, parents.
extension TopologyDiagram {
  /// The node and cluster statements, in document order within each group.
  func clusters() -> [DOTStatement] {
    var statements = roleGroups()
    for stack in model.stacks {
      let scopes = stack.scopes.map(scopeCluster)
      guard !scopes.isEmpty else { continue }
      var attributes = groupAttributes(label: "stack " + stack.name)
      attributes["style"] = "rounded"
      statements.append(
        .subgraph(
          DOTSubgraph(
            id: "cluster_k\(stack.id.rawValue)", attributes: attributes, statements: scopes)))
    }
    // Scopes whose stack did not resolve still get drawn.
    statements += model.scopes.filter { $0.stack == nil }.map { scopeCluster($0.id) }
    return statements
  }

  /// One dashed cluster per role of the top-level actors outside every scope.
  func roleGroups() -> [DOTStatement] {
    let topLevel = model.actors.filter { $0.parent == nil }
    var statements: [DOTStatement] = []
    // Role groups: outside every scope. Behaviours first, so they are laid out first.
    for role in [ActorRole.behaviour, .actor, .presentation, .service] {
      let members = topLevel.filter { $0.scope == nil && $0.role == role }
      guard !members.isEmpty else { continue }
      var attributes = groupAttributes(label: role.rawValue + (members.count == 1 ? "" : "s"))
      attributes["style"] = "rounded,dashed"
      // At the bottom: pathways come in from above, and their labels would cover it.
      attributes["labelloc"] = "b"
      statements.append(
        .subgraph(
          DOTSubgraph(
            id: "cluster_role_\(role.rawValue)", attributes: attributes,
            statements: members.flatMap(actorStatements))))
    }
    return statements
  }

  private func scopeCluster(_ id: ScopeID) -> DOTStatement {
    let scope = model[id]
    var attributes = groupAttributes(label: "scope " + scope.name)
    attributes["style"] = "rounded,filled"
    attributes["fillcolor"] = .text(DiagramTheme.scopeFill)
    attributes["color"] = .text(DiagramTheme.rule)
    if let messages = findings.scopes[id] { highlightCluster(&attributes, messages) }
    return .subgraph(
      DOTSubgraph(
        id: "cluster_c\(id.rawValue)", attributes: attributes,
        statements: scope.actors.flatMap { actorStatements(model[$0]) }))
  }

  /// An actor's node, or the cluster around it and its sub-actors.
  private func actorStatements(_ actor: InterplayModel.Actor) -> [DOTStatement] {
    var statements: [DOTStatement] = []
    if hasNode(actor) { statements.append(.node(node(for: actor))) }
    guard !actor.children.isEmpty else { return statements }
    statements += actor.children.flatMap { actorStatements(model[$0]) }
    let colors = DiagramTheme.colors(of: actor.role)
    var attributes = groupAttributes(label: "")
    attributes["label"] = .html(actorLabel(actor, withDetails: false))
    attributes["labelloc"] = "t"
    attributes["style"] = actor.isStub && hasNode(actor) ? "rounded,dashed" : "rounded"
    attributes["color"] = .text(colors.border)
    if !hasNode(actor), let messages = findings.actors[actor.id] {
      highlightCluster(&attributes, messages)
    }
    return [
      .subgraph(
        DOTSubgraph(
          id: "cluster_a\(actor.id.rawValue)", attributes: attributes, statements: statements))
    ]
  }

  private func node(for actor: InterplayModel.Actor) -> DOTNode {
    let colors = DiagramTheme.colors(of: actor.role)
    var attributes: DOTAttributes = [
      "label": .html(actorLabel(actor, withDetails: true)),
      "fillcolor": .text(colors.fill), "color": .text(colors.border),
    ]
    if actor.isStub { attributes["style"] = "rounded,filled,dashed" }
    if let messages = findings.actors[actor.id] {
      attributes["color"] = .text(DiagramTheme.alert)
      attributes["fillcolor"] = .text(DiagramTheme.alertFill)
      attributes["penwidth"] = "2"
      attributes["tooltip"] = .text(messages.joined(separator: "\n"))
    } else {
      attributes["tooltip"] = .text(actor.path + " " + actor.uri)
    }
    attributes["id"] = .text(Self.actorElementID(actor.id))
    return DOTNode(Self.nodeID(actor.id), attributes)
  }

  /// The SVG id of an actor's node: `actor_<n>`, `n` its index in the model.
  public static func actorElementID(_ id: ActorID) -> String { "actor_\(id.rawValue)" }

  /// The SVG id of a pathway's edge: `pathway_<actor>_<notifier>`, from the declaring
  /// actor's index and the notifier's.
  public static func pathwayElementID(actor: ActorID, notifier: NotifierID) -> String {
    "pathway_\(actor.rawValue)_\(notifier.rawValue)"
  }

  /// `«service»` over the bold name, and for stubs `stub · budget N`.
  private func actorLabel(_ actor: InterplayModel.Actor, withDetails: Bool) -> HTMLLabel {
    var table = HTMLTable()
    table.add(
      HTMLLabel.text(DiagramTheme.stereotype(actor.role)).font(
        size: 9, color: DiagramTheme.mutedInk))
    table.add(HTMLLabel.text(actor.name).bold)
    if withDetails && actor.isStub {
      let detail = "stub" + (actor.budget.map { " · budget \($0)" } ?? "")
      table.add(HTMLLabel.text(detail).italic.font(size: 9, color: DiagramTheme.mutedInk))
    }
    return table.label
  }

  func groupAttributes(label: String) -> DOTAttributes {
    [
      "label": .text(label), "labeljust": "l", "fontsize": "10",
      "fontcolor": .text(DiagramTheme.mutedInk), "color": .text(DiagramTheme.rule),
      "margin": "12",
    ]
  }

  private func highlightCluster(_ attributes: inout DOTAttributes, _ messages: [String]) {
    attributes["color"] = .text(DiagramTheme.alert)
    attributes["fontcolor"] = .text(DiagramTheme.alert)
    attributes["penwidth"] = "2"
    attributes["tooltip"] = .text(messages.joined(separator: "\n"))
  }
}
