import InterplayModel

/// States: nodes for simple and final states, clusters for compound and parallel ones.
extension StatechartDiagram {
  /// The statements of a state and its descendants; initial edges are added to `edges`.
  func stateStatements(_ id: StateID, edges: inout [DOTEdge]) -> [DOTStatement] {
    let state = chart[id]
    guard !state.children.isEmpty else {
      return [.node(state.kind == .final ? finalNode(state) : simpleNode(state))]
    }
    var statements: [DOTStatement] = []
    if state.kind != .parallel, let initial = state.initial {
      statements.append(.node(Self.initialNode("i\(id.rawValue)")))
      if let written = state.initialTransition {
        statements += initialEdges(written, from: "i\(id.rawValue)", edges: &edges)
      } else {
        edges.append(edge(from: "i\(id.rawValue)", fromState: nil, to: initial))
      }
    }
    for history in state.histories {
      statements.append(.node(historyNode(chart.histories[history.rawValue])))
    }
    for choice in chart.choices where choice.parent == id {
      statements.append(.node(choiceNode(choice)))
      edges += branchEdges(choice)
    }
    var children = state.children.flatMap { stateStatements($0, edges: &edges) }
    if state.kind == .parallel {
      // The state's border anchor above a row of region points, which keeps the regions
      // in document order (a single region: the anchor right above it).
      statements += regionOrder(id, children: &children, edges: &edges)
    }
    statements += children
    for history in state.histories {
      let history = chart.histories[history.rawValue]
      if let target = history.defaultTarget {
        var edge = edge(from: "h\(history.id.rawValue)", fromState: nil, to: target)
        edge.attributes["style"] = "dashed"
        if !history.defaultActions.isEmpty {
          edge.attributes["label"] = .html(actionsLabel(history.defaultActions))
        }
        edges.append(edge)
      }
    }
    var attributes: DOTAttributes = [
      "label": .html(stateLabel(state, isCluster: true)), "labeljust": "l",
      "style": "rounded,filled", "fillcolor": .text(DiagramTheme.compoundFill),
      "color": .text(DiagramTheme.stateBorder), "margin": "10",
    ]
    if state.isRegion {
      attributes["style"] = "rounded,dashed"
      attributes["color"] = .text(DiagramTheme.rule)
    }
    highlight(id, &attributes)
    return [
      .subgraph(DOTSubgraph(id: Self.clusterID(id), attributes: attributes, statements: statements))
    ]
  }

  /// A rounded box; with a compartment, the table fills the box (no margin) so the rule
  /// under the name runs from border to border.
  /// The edges of a written initial transition from its dot (with a bar for several
  /// targets), labelled with its actions; returns the bar's node, if any, for the
  /// owner's cluster.
  func initialEdges(
    _ initial: InitialTransition, from dot: String, edges: inout [DOTEdge]
  ) -> [DOTStatement] {
    var label: DOTAttributes = [:]
    if !initial.actions.isEmpty { label["label"] = .html(actionsLabel(initial.actions)) }
    guard initial.targets.count > 1 else {
      var edge = edge(from: dot, to: initial.targets[0])
      if let text = label["label"] { edge.attributes["label"] = text }
      edges.append(edge)
      return []
    }
    let bar = bar(
      number: edges.count, from: [(dot, nil)], to: initial.targets, label: label)
    edges += bar.edges
    // The dot is in the owner's cluster, and the targets below it: the bar goes there.
    return [.node(bar.node)]
  }

  /// A choice: an open diamond; a junction: a small filled dot (UML's shapes).
  func choiceNode(_ choice: ChoicePoint) -> DOTNode {
    let (shape, fill, size): (DOTValue, DOTValue, DOTValue) =
      choice.isJunction ? ("circle", "#202124", "0.12") : ("diamond", "#FFFFFF", "0.3")
    return DOTNode(
      "c\(choice.id.rawValue)",
      [
        "shape": shape, "style": "filled", "fillcolor": fill, "color": "#202124",
        "width": size, "height": size, "fixedsize": "true", "label": "",
        "tooltip": .text((choice.isJunction ? "junction " : "choice ") + choice.name),
      ])
  }

  /// An edge from a choice or junction to each branch's target, labelled with the
  /// branch's guard and actions.
  func branchEdges(_ choice: ChoicePoint) -> [DOTEdge] {
    choice.branches.map { branch in
      var edge = edge(from: "c\(choice.id.rawValue)", to: branch.target)
      let lines = branchText(branch)
      if !lines.isEmpty {
        edge.attributes["label"] = .html(HTMLLabel.lines(lines.map { HTMLLabel.text($0) }))
      }
      return edge
    }
  }

  /// `/ action` lines: the label of an initial or history-default transition.
  private func actionsLabel(_ actions: [ResolvedAction]) -> HTMLLabel {
    let text = ModelText(model: model, actor: actor)
    let lines = actions.map(text.action)
    return HTMLLabel.lines(
      (["/ " + lines[0]] + lines.dropFirst()).map { HTMLLabel.text($0) })
  }

  private func simpleNode(_ state: State) -> DOTNode {
    var attributes: DOTAttributes = ["label": .html(stateLabel(state, isCluster: false))]
    if !compartment(state).isEmpty { attributes["margin"] = "0" }
    highlight(state.id, &attributes)
    return DOTNode("s\(state.id.rawValue)", attributes)
  }

  /// A bullseye with the state's name beside it.
  private func finalNode(_ state: State) -> DOTNode {
    var attributes: DOTAttributes = [
      "shape": "doublecircle", "style": "filled", "fillcolor": "#202124", "color": "#202124",
      "width": "0.14", "height": "0.14", "fixedsize": "true", "label": "",
      "xlabel": .html(HTMLLabel.text(state.name).font(size: DiagramTheme.smallHTMLFontSize)),
    ]
    highlight(state.id, &attributes)
    return DOTNode("s\(state.id.rawValue)", attributes)
  }

  /// A red border and the messages as tooltip, when findings point at the state.
  /// Also gives the element its SVG id, `state_<n>` (the state's index in the chart), which
  /// the HTML report finds it by.
  private func highlight(_ state: StateID, _ attributes: inout DOTAttributes) {
    attributes["id"] = .text(Self.stateElementID(state))
    guard let messages = findings.states[state] else { return }
    attributes["color"] = .text(DiagramTheme.alert)
    attributes["penwidth"] = "2"
    attributes["tooltip"] = .text(messages.joined(separator: "\n"))
  }

  private func historyNode(_ history: History) -> DOTNode {
    DOTNode(
      "h\(history.id.rawValue)",
      [
        "shape": "circle", "style": "filled", "fillcolor": "white", "color": "#202124",
        "width": "0.3", "height": "0.3", "fixedsize": "true", "fontsize": "10",
        "label": .text(history.isDeep ? "H*" : "H"),
        "tooltip": .text((history.isDeep ? "deep history " : "history ") + history.name),
      ])
  }

  /// The bold name over the compartment lines (entry, exit, internal transitions,
  /// defer, ignore), left-aligned.
  func stateLabel(_ state: State, isCluster: Bool) -> HTMLLabel {
    var table = HTMLTable()
    if !isCluster && !compartment(state).isEmpty {
      table.attributes = "BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\""
    }
    let name = state.kind == .parallel ? state.name + "  ||" : state.name
    let nameText = state.isRegion ? HTMLLabel.text(name).italic : HTMLLabel.text(name).bold
    table.add(nameText, cell: isCluster ? "ALIGN=\"LEFT\"" : "")
    let lines = compartment(state)
    if !lines.isEmpty {
      table.addRule()
      let small = DiagramTheme.smallHTMLFontSize
      let body = HTMLLabel.lines(lines.map { $0.font(size: small) }, align: .left)
      table.add(body, cell: "ALIGN=\"LEFT\" BALIGN=\"LEFT\"")
    }
    return table.label
  }

  /// How a compartment line is drawn.
  enum LineStyle: Hashable {
    /// An entry or exit action.
    case action
    /// An internal transition; flagged when a finding points at it (drawn red).
    case transition(isFlagged: Bool)
    /// A deferred or ignored case (greyed).
    case muted
  }

  /// The compartment of a state as plain text lines: `entry / ...`, `exit / ...`,
  /// internal transitions `trigger [guard] / actions`, then `case / defer` and
  /// `case / ignore`. The SVG and the text exports both draw these.
  func compartmentLines(_ state: State) -> [(text: String, style: LineStyle)] {
    var text = ModelText(model: model, actor: actor)
    var lines: [(text: String, style: LineStyle)] = []
    for action in state.entry { lines.append(("entry / " + text.action(action), .action)) }
    for action in state.exit { lines.append(("exit / " + text.action(action), .action)) }
    for (index, transition) in state.transitions.enumerated()
    where transition.target == nil && !Self.continuesDeclaration(state, index) {
      text.bindings = Self.bindings(of: transition.trigger)
      var line = triggerText(Self.declaration(state, from: index), text: text)
      if let guardExpr = transition.guardExpr { line += " [" + text.expr(guardExpr) + "]" }
      let actions = transition.actions.map(text.action)
      if !actions.isEmpty { line += " / " + actions.joined(separator: "; ") }
      lines.append((line, .transition(isFlagged: findings.messages(state.id, index) != nil)))
    }
    text.bindings = []
    var muted = state.defers.map { text.notification($0) + " / defer" }
    muted += state.deferredReplies.map { "reply " + text.notification($0) + " / defer" }
    muted += state.deferredRegistrations.map { model.qualifiedName(of: $0) + " / defer" }
    muted += state.ignores.map { text.notification($0) + " / ignore" }
    muted += state.ignoredReplies.map { "reply " + text.notification($0) + " / ignore" }
    muted += state.ignoredRegistrations.map { model.qualifiedName(of: $0) + " / ignore" }
    return lines + muted.map { ($0, .muted) }
  }

  func compartment(_ state: State) -> [HTMLLabel] {
    compartmentLines(state).map { line in
      switch line.style {
      case .action: HTMLLabel.text(line.text)
      case .transition(let isFlagged):
        HTMLLabel.text(line.text).font(color: isFlagged ? DiagramTheme.alert : nil)
      case .muted: HTMLLabel.text(line.text).font(color: DiagramTheme.mutedInk)
      }
    }
  }

  /// The names a trigger binds.
  static func bindings(of trigger: Trigger) -> [Binding] {
    if case .notification(_, _, let bindings) = trigger { return bindings }
    return []
  }
}
