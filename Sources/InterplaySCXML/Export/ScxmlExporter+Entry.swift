import InterplayDiagnostics
import InterplayModel

/// Default entries: a state's initial child or written `initial -> ...` transition (the
/// `initial` attribute, or `<initial>` when it has actions), the chart's, and history
/// pseudostates with their default transitions and actions.
extension ScxmlExporter {
  /// The SCXML ids of some targets (states and histories), space-separated (IDREFS).
  func targetIDs(_ targets: [TransitionTarget]) -> String {
    targets.map { target in
      switch target {
      case .state(let id): stateIDs[id.rawValue]
      case .history(let id): historyIDs[id.rawValue]
      // Reported where it is written (a transition to a choice): SCXML has none.
      case .choice: ""
      }
    }.joined(separator: " ")
  }

  /// A compound state's default entry: the `initial` attribute (its initial child, or
  /// the targets of a written initial transition without actions), or, for a written
  /// initial transition with actions, an `<initial>` element (SCXML runs its content
  /// after the state's `<onentry>` and before its children's, as Interplay does).
  mutating func defaultEntry(of state: State) -> (attribute: String?, element: XMLNode?) {
    guard state.kind == .normal, !state.children.isEmpty else { return (nil, nil) }
    guard let written = state.initialTransition else {
      return ((state.initial ?? state.children.first).map { stateIDs[$0.rawValue] }, nil)
    }
    let targets = targetIDs(written.targets)
    guard !written.actions.isEmpty else { return (targets, nil) }
    let transition = XMLNode("transition", [("target", targets)], actions(written.actions))
    return (nil, XMLNode("initial", [], [transition]))
  }

  /// The `initial` attribute of `<scxml>`: the chart's initial state, or the targets of
  /// its written initial transition. `<scxml>` has no `<initial>` element, so actions on
  /// the chart's initial transition are reported (in a lossy export, a comment added to
  /// `children`).
  mutating func chartInitial(_ children: inout [XMLNode]) -> String? {
    guard let written = chart.initialTransition else {
      return (chart.initial ?? chart.roots.first).map { stateIDs[$0.rawValue] }
    }
    if !written.actions.isEmpty {
      unsupported(
        "actions on the statechart's initial transition: SCXML's <scxml> has an 'initial' attribute, no <initial> element with content",
        at: written.range)
      if lossy {
        children.append(
          .comment("the initial transition's \(written.actions.count) actions are not written"))
      }
    }
    return targetIDs(written.targets)
  }

  /// `<history type>` with its default transition and its actions. A history without a
  /// written default enters its parent's default: the parent's initial child, or the
  /// targets and actions of the parent's written initial transition (SCXML runs history
  /// default content after the parent's `<onentry>`, where Interplay runs the parent's
  /// initial actions).
  mutating func history(_ history: History) -> XMLNode? {
    let parent = chart[history.parent]
    var targets: [TransitionTarget]
    var defaultActions = history.defaultActions
    if let target = history.defaultTarget {
      targets = [.state(target)]
    } else if let written = parent.initialTransition {
      targets = written.targets
      defaultActions = written.actions
    } else if parent.kind != .parallel, let child = parent.initial ?? parent.children.first {
      targets = [.state(child)]
    } else {
      unsupported(
        "the history '\(history.name)' of the parallel state '\(parent.path)' has no default",
        at: history.range)
      return lossy ? .comment("history \(history.name): no default") : nil
    }
    if targets.contains(.history(history.id)) {
      unsupported(
        "the history '\(history.name)' has no default: its parent's initial transition enters it",
        at: history.range)
      return lossy ? .comment("history \(history.name): no default") : nil
    }
    return XMLNode(
      "history",
      [("id", historyIDs[history.id.rawValue]), ("type", history.isDeep ? "deep" : "shallow")],
      [XMLNode("transition", [("target", targetIDs(targets))], actions(defaultActions))])
  }
}
