import InterplayModel

/// Transition edges and their labels.
extension StatechartDiagram {
  /// An edge from a node to a state; stops at the border when the target is compound.
  func edge(from node: String, fromState: StateID?, to target: StateID) -> DOTEdge {
    var attributes: DOTAttributes = [:]
    if !chart[target].children.isEmpty && !isInside(fromState, target) {
      attributes["lhead"] = .text(Self.clusterID(target))
      // A rank of room above the cluster, whose label (name, entry and exit) dot does
      // not count when it spaces ranks.
      attributes["minlen"] = entryLength(target)
    }
    return DOTEdge(node, anchor(of: target), attributes)
  }

  private func isInside(_ state: StateID?, _ ancestor: StateID) -> Bool {
    guard let state else { return false }
    return chart.isDescendant(state, of: ancestor)
  }

  /// The label and look of a transition: `trigger [guard]` over `/ action` lines, dashed
  /// when it is local.
  func transitionLook(_ transition: Transition, declaration: ArraySlice<Transition>? = nil)
    -> DOTAttributes
  {
    var text = ModelText(model: model, actor: actor)
    text.bindings = Self.bindings(of: transition.trigger)
    let lines = transitionText(transition, text: text, declaration: declaration).map {
      HTMLLabel.text($0)
    }
    var look: DOTAttributes = ["label": .html(HTMLLabel.lines(lines))]
    if transition.isInternal { look["style"] = "dashed" }
    return look
  }

  /// The edges of a transition with one target (see ``transitionLine(from:to:number:)``),
  /// `look` on every edge and its label on the last, the one with the arrowhead.
  func transitionEdges(_ transition: Transition, look: DOTAttributes, number: Int) -> [DOTEdge] {
    guard let target = transition.target else { return [] }
    var edges = transitionLine(from: transition.source, to: target, number: number)
    for index in edges.indices {
      for (name, value) in look where name != "label" || index == edges.count - 1 {
        edges[index].attributes[name] = value
      }
    }
    return edges
  }

  /// Whether transition `index` of `state` continues the declaration of the one before
  /// it: `on A.x, A.y` and `on A.*` are one transition per trigger in the model, drawn
  /// once, as written.
  static func continuesDeclaration(_ state: State, _ index: Int) -> Bool {
    index > 0 && state.transitions[index - 1].range == state.transitions[index].range
  }

  /// The transitions of the declaration that starts at `index` of `state`.
  static func declaration(_ state: State, from index: Int) -> ArraySlice<Transition> {
    let range = state.transitions[index].range
    var end = index + 1
    while end < state.transitions.count, state.transitions[end].range == range { end += 1 }
    return state.transitions[index..<end]
  }

  /// The triggers of a declaration as written: `A.x, A.y`, or `A.*` for a wildcard's
  /// cases (`*` for the actor's own requests).
  func triggerText(_ declaration: ArraySlice<Transition>, text: ModelText) -> String {
    guard let first = declaration.first else { return "" }
    let written = declaration.map { text.trigger($0.trigger, source: $0.source) }
    guard first.isWildcardCase else { return written.joined(separator: ", ") }
    let name = written[0]
    guard let dot = name.lastIndex(of: ".") else { return "*" }
    return name[..<dot] + ".*"
  }

  /// `[guard]` (`[else]`), then `/ action` lines: a choice or junction branch's label.
  func branchText(_ branch: ChoiceBranch) -> [String] {
    let text = ModelText(model: model, actor: actor)
    var head = branch.isElse ? "[else]" : branch.guardExpr.map { "[" + text.expr($0) + "]" } ?? ""
    let actions = branch.actions.map(text.action)
    guard let first = actions.first else { return head.isEmpty ? [] : [head] }
    if head.isEmpty {
      head = "/ " + first
    } else {
      return [head, "/ " + first] + actions.dropFirst()
    }
    return [head] + actions.dropFirst()
  }

  /// `trigger [guard]`, then one line per action, the first after `/`; with the
  /// declaration it belongs to, its triggers as written.
  func transitionText(
    _ transition: Transition, text: ModelText, declaration: ArraySlice<Transition>? = nil
  ) -> [String] {
    var head =
      declaration.map { triggerText($0, text: text) }
      ?? text.trigger(transition.trigger, source: transition.source)
    if let guardExpr = transition.guardExpr { head += " [" + text.expr(guardExpr) + "]" }
    let actions = transition.actions.map(text.action)
    guard let first = actions.first else { return [head] }
    return [head, "/ " + first] + actions.dropFirst()
  }
}
