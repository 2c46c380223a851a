import InterplayDiagnostics
import InterplayModel
import InterplayRuntime

/// Where a scope fault happened: the `push` or `pop` that broke the stack discipline, so
/// the diagnostic points at the line to fix rather than at the scope's declaration.
extension ModelChecker {
  /// The range of the `push` (or `pop`) of `scope` by `actor` in the last step of `run`:
  /// in the transition that fired, else in any entry or exit action of the actor, else
  /// the scope's name.
  func scopeActionRange(
    actor: Int, scope: Int, isPush: Bool, in run: Counterexample
  ) -> SourceRange {
    let model = system.model
    let fallback = model.scopes[scope].nameRange
    guard actor < model.actors.count, let chart = model.actors[actor].chart else { return fallback }
    let transitions = chart.states.flatMap(\.transitions)
    let fired = (run.records.last?.events ?? []).compactMap { event -> Int? in
      guard case .transition(let owner, let index) = event, owner == actor else { return nil }
      return index
    }
    for index in fired where index < transitions.count {
      if let range = Self.firstScopeAction(transitions[index].actions, scope, isPush) {
        return range
      }
    }
    for state in chart.states {
      if let range = Self.firstScopeAction(state.entry + state.exit, scope, isPush) {
        return range
      }
    }
    return fallback
  }

  private static func firstScopeAction(
    _ actions: [ResolvedAction], _ scope: Int, _ isPush: Bool
  ) -> SourceRange? {
    var found: SourceRange?
    ResolvedAction.visit(actions) { action in
      guard found == nil else { return }
      switch action.kind {
      case .push(let pushed) where isPush && pushed.rawValue == scope: found = action.range
      case .pop(let popped) where !isPush && popped.rawValue == scope: found = action.range
      default: break
      }
    }
    return found
  }
}
