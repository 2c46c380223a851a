import InterplayDiagnostics

/// A resolved entry, exit or transition action.
public struct ResolvedAction: Hashable, Sendable {
  /// What the action does.
  public var kind: Kind
  /// Where it was written.
  public var range: SourceRange
  /// For a ``Kind/reply(_:)`` action, which request it answers; nil for every other action.
  public var replyTiming: ReplyTiming?

  /// Creates an action.
  public init(_ kind: Kind, range: SourceRange, replyTiming: ReplyTiming? = nil) {
    self.kind = kind
    self.range = range
    self.replyTiming = replyTiming
  }

  /// The forms of action.
  public indirect enum Kind: Hashable, Sendable {
    /// Send a request case to its owner's request notifier.
    case send(NotificationRef, arguments: [ResolvedExpr])
    /// Send a request case once `delay` milliseconds of logical time have passed.
    case sendAfter(NotificationRef, arguments: [ResolvedExpr], delay: Int)
    /// Drop the actor's pending timers for a request case.
    case cancel(NotificationRef)
    /// Raise a case of the actor's own request notifier on its internal queue: taken
    /// within the same step, before the next notification.
    case raise(NotificationRef, arguments: [ResolvedExpr])
    /// Emit an event case on the actor's own event notifier.
    case emit(NotificationRef, arguments: [ResolvedExpr])
    /// Answer the oldest request the actor has taken and not yet answered (see
    /// ``ResolvedAction/replyTiming``). The value is always present in a resolved model.
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
    /// `choose { } or { }`: one block, chosen nondeterministically; the checker explores
    /// every one.
    case choose([[ResolvedAction]])
  }
}

/// Where a `reply` action stands relative to the request it answers.
///
/// At run time a `reply` always answers the oldest request the actor has taken and
/// not yet answered; the timing says what the resolver could tell statically.
public enum ReplyTiming: Hashable, Sendable {
  /// Written in the transition that takes a request of this case, which declares a
  /// reply type: the value has that type, and the reply answers that request unless
  /// an earlier one is still owed.
  case immediate(NotificationRef)
  /// Written anywhere else in the chart (entry, exit, a transition with another
  /// trigger): the request was taken earlier. The value has the reply type shared by
  /// every request case of the actor that declares one.
  case deferred
}

/// What an assignment writes.
public enum AssignTarget: Hashable, Sendable {
  /// A variable of the acting actor.
  case variable(VariableRef)
  /// A data-model property (inside a transaction).
  case property(PropertyRef)
}
