import InterplayDiagnostics

/// A resolved entry, exit or transition action.
public struct ResolvedAction: Hashable, Sendable {
  /// What the action does.
  public var kind: Kind
  /// Where it was written.
  public var range: SourceRange

  /// Creates an action.
  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The forms of action.
  public indirect enum Kind: Hashable, Sendable {
    /// Send a request case to its owner's request notifier.
    case send(NotificationRef, arguments: [ResolvedExpr])
    /// Emit an event case on the actor's own event notifier.
    case emit(NotificationRef, arguments: [ResolvedExpr])
    /// Answer the request that triggered the transition (value nil for no reply type).
    case reply(ResolvedExpr?)
    /// Assign a variable or data-model property.
    case assign(AssignTarget, ResolvedExpr)
    /// Activate a scope on its stack.
    case push(ScopeID)
    /// Deactivate a scope (must be the top of its stack).
    case pop(ScopeID)
    /// Fail the run when the condition is false.
    case assert(ResolvedExpr, message: String?)
    /// Run one block or the other.
    case ifAction(ResolvedExpr, then: [ResolvedAction], otherwise: [ResolvedAction])
    /// A data-model update transaction: notifications fire when the outermost one closes.
    case transaction([ResolvedAction])
  }
}

/// What an assignment writes.
public enum AssignTarget: Hashable, Sendable {
  /// A variable of the acting actor.
  case variable(VariableRef)
  /// A data-model property (inside a transaction).
  case property(PropertyRef)
}
