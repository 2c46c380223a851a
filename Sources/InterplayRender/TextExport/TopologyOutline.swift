import InterplayModel

/// What the text exports of a topology draw, taken from ``TopologyDiagram``: the same
/// groups (role groups, scope stacks, scopes, actors with sub-actors, the data models),
/// the same node labels and the same labelled edges (pathways, data-model writes and
/// registrations) as the SVG.
struct TopologyOutline {
  /// A node or a group of them.
  indirect enum Member {
    /// An actor's node (`a<id>`) or a data model's (`d<id>`).
    case node(Node)
    /// A group around members.
    case group(Group)
  }

  /// The kinds of node, drawn differently.
  enum NodeKind { case actor(ActorRole, isStub: Bool), dataModel }

  /// One node.
  struct Node {
    var id: String
    var lines: [String]
    var kind: NodeKind
    var isFlagged: Bool
  }

  /// The kinds of group.
  enum GroupKind { case role, stack, scope, actor, data }

  /// One group; an actor's group has the id its edges use when it has no node.
  struct Group {
    var kind: GroupKind
    var id: String
    var label: String
    var members: [Member]
    var isFlagged: Bool
  }

  /// The kinds of edge.
  enum EdgeKind { case request, event, writes, registration }

  /// One edge, from where its arrow starts to where it points (an event points at its
  /// observer, as on the SVG).
  struct Edge {
    var from: String
    var to: String
    var lines: [String]
    var kind: EdgeKind
    var isFlagged: Bool

    /// The SVG's colour: red when flagged, else blue, purple or teal by kind.
    var color: String {
      if isFlagged { return DiagramTheme.alert }
      switch kind {
      case .request: return DiagramTheme.request
      case .event: return DiagramTheme.event
      case .writes, .registration: return DiagramTheme.dataBorder
      }
    }

    /// Whether the line is solid (requests and writes) rather than dashed.
    var isSolid: Bool { kind == .request || kind == .writes }
  }

  let diagram: TopologyDiagram
  var model: Model { diagram.model }

  init(_ diagram: TopologyDiagram) { self.diagram = diagram }

  /// `Model topology`
  var title: String { model.name + " topology" }

  /// The top-level members, in the SVG's order.
  var members: [Member] {
    let topLevel = model.actors.filter { $0.parent == nil }
    var result: [Member] = []
    for role in [ActorRole.behaviour, .actor, .presentation, .service] {
      let group = topLevel.filter { $0.scope == nil && $0.role == role }
      guard !group.isEmpty else { continue }
      let label = role.rawValue + (group.count == 1 ? "" : "s")
      result.append(
        .group(
          Group(
            kind: .role, id: "g_" + role.rawValue, label: label, members: group.flatMap(actor),
            isFlagged: false)))
    }
    for stack in model.stacks where !stack.scopes.isEmpty {
      result.append(
        .group(
          Group(
            kind: .stack, id: "k\(stack.id.rawValue)", label: "stack " + stack.name,
            members: stack.scopes.map(scope),
            isFlagged: false)))
    }
    result += model.scopes.filter { $0.stack == nil }.map { scope($0.id) }
    if !model.dataModels.isEmpty {
      let nodes = model.dataModels.map { dataModel in
        Member.node(
          Node(
            id: "d\(dataModel.id.rawValue)",
            lines: ["«data»", dataModel.name]
              + TopologyDiagram.wrap(dataModel.properties.map(\.name), width: 28),
            kind: .dataModel, isFlagged: false))
      }
      let label = model.dataModels.count == 1 ? "data model" : "data models"
      result.append(
        .group(Group(kind: .data, id: "g_data", label: label, members: nodes, isFlagged: false)))
    }
    return result
  }

  private func scope(_ id: ScopeID) -> Member {
    .group(
      Group(
        kind: .scope, id: "c\(id.rawValue)", label: "scope " + model[id].name,
        members: model[id].actors.flatMap { actor(model[$0]) },
        isFlagged: diagram.findings.scopes[id] != nil))
  }

  private func actor(_ actor: InterplayModel.Actor) -> [Member] {
    var members: [Member] = []
    let isFlagged = diagram.findings.actors[actor.id] != nil
    if diagram.hasNode(actor) {
      var lines = [DiagramTheme.stereotype(actor.role), actor.name]
      if actor.isStub { lines.append("stub" + (actor.budget.map { " · budget \($0)" } ?? "")) }
      members.append(
        .node(
          Node(
            id: Self.id(actor.id), lines: lines, kind: .actor(actor.role, isStub: actor.isStub),
            isFlagged: isFlagged)))
    }
    guard !actor.children.isEmpty else { return members }
    members += actor.children.flatMap { self.actor(model[$0]) }
    let id = diagram.hasNode(actor) ? "x\(actor.id.rawValue)" : Self.id(actor.id)
    let label = DiagramTheme.stereotype(actor.role) + " " + actor.name
    return [
      .group(
        Group(
          kind: .actor, id: id, label: label, members: members,
          isFlagged: isFlagged && !diagram.hasNode(actor)))
    ]
  }

  /// The id of an actor's node, or of its group when it has no node.
  static func id(_ actor: ActorID) -> String { "a\(actor.rawValue)" }

  /// Pathways, then data-model writes and registrations, in the SVG's order.
  var edges: [Edge] {
    var edges: [Edge] = []
    for actor in model.actors {
      for notifier in actor.requests + actor.observes {
        let owner = model[notifier].owner
        let isRequest = model[notifier].kind == .request
        let title = model[owner].path + "." + model[notifier].kind.rawValue
        let cases = diagram.pathwayCases(actor.id, notifier: notifier).map(diagram.caseText)
        let key = TopologyFindings.PathwayKey(actor: actor.id, notifier: notifier)
        edges.append(
          Edge(
            from: Self.id(isRequest ? actor.id : owner), to: Self.id(isRequest ? owner : actor.id),
            lines: [title] + TopologyDiagram.wrap(cases, width: 30),
            kind: isRequest ? .request : .event, isFlagged: diagram.findings.pathways[key] != nil))
      }
    }
    for actor in model.actors {
      for (dataModel, properties) in diagram.writtenProperties(of: actor) {
        let names = properties.map { model[dataModel].properties[$0].name }
        edges.append(
          Edge(
            from: Self.id(actor.id), to: "d\(dataModel.rawValue)",
            lines: ["writes"] + TopologyDiagram.wrap(names, width: 30), kind: .writes,
            isFlagged: false))
      }
    }
    for dataModel in model.dataModels {
      let levels = diagram.smartLevels(dataModel)
      for (index, registration) in dataModel.registrations.enumerated() {
        var title = registration.kind.rawValue + " " + registration.name
        if let level = levels[index] { title += " · level \(level)" }
        if let priority = registration.priority { title += " · priority \(priority)" }
        let reads = registration.reads.map { dataModel.properties[$0.index].name }
        let items = reads.isEmpty ? [] : ["reads " + reads.joined(separator: ", ")]
        edges.append(
          Edge(
            from: "d\(dataModel.id.rawValue)", to: Self.id(registration.owner),
            lines: [title] + TopologyDiagram.wrap(items, width: 30), kind: .registration,
            isFlagged: false))
      }
    }
    return edges
  }

  /// The findings listed under the SVG.
  var findings: [String] { diagram.findingMessages }
}
