/// Walking nested actions: the one descent into `if` branches and transactions that lint
/// rules, diagrams and the checker's reports share.
extension ResolvedAction {
  /// Visits every action of `actions` in order, each before the actions nested in it.
  @inlinable
  public static func visit(_ actions: [ResolvedAction], _ body: (ResolvedAction) -> Void) {
    for action in actions {
      body(action)
      switch action.kind {
      case .ifAction(_, let then, let otherwise):
        visit(then, body)
        visit(otherwise, body)
      case .transaction(let inner):
        visit(inner, body)
      case .choose(let branches):
        for branch in branches { visit(branch, body) }
      default:
        break
      }
    }
  }
}

extension State {
  /// Visits every action the state runs (entry, exit, then each transition's), nested
  /// ones included.
  @inlinable
  public func visitActions(_ body: (ResolvedAction) -> Void) {
    ResolvedAction.visit(entry, body)
    if let initialTransition { ResolvedAction.visit(initialTransition.actions, body) }
    ResolvedAction.visit(exit, body)
    for transition in transitions { ResolvedAction.visit(transition.actions, body) }
  }
}

extension Statechart {
  /// Visits every action the chart runs: its initial transition's, then each state's
  /// (``State/visitActions(_:)``) in document order, then each history default's.
  @inlinable
  public func visitActions(_ body: (ResolvedAction) -> Void) {
    if let initialTransition { ResolvedAction.visit(initialTransition.actions, body) }
    for state in states { state.visitActions(body) }
    for history in histories { ResolvedAction.visit(history.defaultActions, body) }
    for choice in choices {
      for branch in choice.branches { ResolvedAction.visit(branch.actions, body) }
    }
  }
}
