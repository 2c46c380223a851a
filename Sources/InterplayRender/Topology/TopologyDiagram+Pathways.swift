import InterplayModel

/// Pathway edges, their labels, and the list of findings under the drawing.
extension TopologyDiagram {
  /// One edge per `requests` and `observes` entry, from the declaring actor to the owner.
  func pathwayEdges() -> [DOTEdge] {
    var edges: [DOTEdge] = []
    for actor in model.actors {
      for notifier in actor.requests { edges.append(edge(actor.id, notifier)) }
      for notifier in actor.observes { edges.append(edge(actor.id, notifier)) }
    }
    return edges
  }

  private func edge(_ actor: ActorID, _ notifierID: NotifierID) -> DOTEdge {
    let notifier = model[notifierID]
    let isRequest = notifier.kind == .request
    let color = isRequest ? DiagramTheme.request : DiagramTheme.event
    var attributes: DOTAttributes = [
      "label": .html(pathwayLabel(actor, notifier: notifierID, color: color)),
      "color": .text(color),
      "fontcolor": .text(DiagramTheme.ink),
      "id": .text(Self.pathwayElementID(actor: actor, notifier: notifierID)),
    ]
    if isRequest {
      attributes["arrowhead"] = "normal"
    } else {
      attributes["style"] = "dashed"
      attributes["dir"] = "back"
      attributes["arrowtail"] = "vee"
    }
    let key = TopologyFindings.PathwayKey(actor: actor, notifier: notifierID)
    if let messages = findings.pathways[key] {
      attributes["label"] = .html(
        pathwayLabel(actor, notifier: notifierID, color: DiagramTheme.alert))
      attributes["color"] = .text(DiagramTheme.alert)
      attributes["fontcolor"] = .text(DiagramTheme.alert)
      attributes["penwidth"] = "2.2"
      attributes["tooltip"] = .text(messages.joined(separator: "\n"))
    }
    return DOTEdge(Self.nodeID(actor), Self.nodeID(notifier.owner), attributes)
  }

  /// `Owner.request` in bold over the cases, a few per line.
  private func pathwayLabel(_ actor: ActorID, notifier: NotifierID, color: String) -> HTMLLabel {
    let notifierName = model[model[notifier].owner].path + "." + model[notifier].kind.rawValue
    var lines = [HTMLLabel.text(notifierName).bold.font(color: color)]
    lines += Self.wrap(pathwayCases(actor, notifier: notifier).map(caseText), width: 30)
      .map { HTMLLabel.text($0) }
    return HTMLLabel.lines(lines)
  }

  /// `locate → Place` for a case with a reply type, else the case name.
  func caseText(_ ref: NotificationRef) -> String {
    let notificationCase = model[ref]
    return notificationCase.name + (notificationCase.replyType.map { " → " + model[$0].name } ?? "")
  }

  /// The cases that travel on a pathway: those the declaring actor's statechart sends
  /// (requests) or handles, ignores or defers (events); every case for a stub, which
  /// may send or take any of them.
  public func pathwayCases(_ actor: ActorID, notifier: NotifierID) -> [NotificationRef] {
    let all = model[notifier].cases.indices.map {
      NotificationRef(notifier: notifier, caseIndex: $0)
    }
    guard let chart = model[actor].chart else { return all }
    var used = Set<NotificationRef>()
    if model[notifier].kind == .request {
      chart.visitActions { action in
        if case .send(let ref, _) = action.kind { used.insert(ref) }
        if case .sendAfter(let ref, _, _) = action.kind { used.insert(ref) }
      }
    }
    for state in chart.states {
      if model[notifier].kind != .request {
        for transition in state.transitions {
          if case .notification(let ref, false, _) = transition.trigger { used.insert(ref) }
        }
        used.formUnion(state.ignores)
        used.formUnion(state.defers)
      }
    }
    return all.filter(used.contains)
  }

  /// The widest line of the findings legend, in points.
  static let legendWidth = 420.0

  /// The id of the cluster whose label is the findings legend.
  static let legendID = "cluster_findings"

  /// The drawing inside a borderless cluster whose label, at its bottom left, lists the
  /// findings, if any are highlighted. (Not a node in a `rank=sink` subgraph, nor one
  /// ranked below the others by invisible edges: `dot` ranks clusters one by one, and put
  /// such a node beside the drawing; a cluster's label is always under its contents.)
  func withFindingsLegend(_ statements: [DOTStatement]) -> [DOTStatement] {
    let messages = findingMessages
    guard !messages.isEmpty else { return statements }
    var table = HTMLTable()
    table.add(
      HTMLLabel.text("findings").bold.font(color: DiagramTheme.alert), cell: "ALIGN=\"LEFT\"")
    for message in messages {
      // Wrapped at a fixed width (measured with the table, so the DOT is the same on every
      // machine): one unwrapped line made a legend, and the picture, thousands of points
      // wide.
      let lines = TextMetrics.table.wrap("• " + message, fontSize: 9, limit: Self.legendWidth)
      table.add(
        HTMLLabel.lines(lines.map { HTMLLabel.text($0) }, align: .left)
          .font(size: 9, color: DiagramTheme.alert),
        cell: "ALIGN=\"LEFT\"")
    }
    // Every cluster inside sets its own colour and style, so these are not inherited.
    let attributes: DOTAttributes = [
      "label": .html(table.label), "labelloc": "b", "labeljust": "l",
      "color": "transparent", "margin": "8",
    ]
    return [
      .subgraph(DOTSubgraph(id: Self.legendID, attributes: attributes, statements: statements))
    ]
  }

  /// The messages of the highlighted findings, `Where: message`, in drawing order.
  var findingMessages: [String] {
    var messages: [String] = []
    for actor in model.actors {
      for message in findings.actors[actor.id] ?? [] {
        messages.append(actor.path + ": " + message)
      }
    }
    for key in findings.pathways.keys.sorted() {
      let name = model[key.actor].path + " → " + model[model[key.notifier].owner].path
      for message in findings.pathways[key] ?? [] { messages.append(name + ": " + message) }
    }
    for scope in model.scopes {
      for message in findings.scopes[scope.id] ?? [] {
        messages.append(scope.name + ": " + message)
      }
    }
    return messages
  }
}
