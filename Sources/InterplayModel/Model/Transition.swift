import InterplayDiagnostics

/// A transition out of a state.
public struct Transition: Hashable, Sendable {
  /// The state the transition leaves.
  public var source: StateID
  /// What fires it.
  public var trigger: Trigger
  /// The guard; nil means always enabled.
  public var guardExpr: ResolvedExpr?
  /// The target; nil for a targetless internal transition (actions only).
  public var target: TransitionTarget?
  /// Whether `internal` was written: the source is not exited.
  public var isInternal: Bool
  /// The transition actions.
  public var actions: [ResolvedAction]
  /// The whole declaration.
  public var range: SourceRange
  /// Whether this is one case of a wildcard trigger (`A.*`): one that an earlier
  /// transition of the state already takes is meant for it, not shadowed.
  public var isWildcardCase = false
  /// The targets after ``target`` (a fork): states in orthogonal regions, entered together.
  public var moreTargets: [TransitionTarget] = []
  /// For a join (`join A, B -> T`, declared in ``source``): the states that must all be
  /// active for the transition to be enabled, in orthogonal regions below the source.
  public var joinSources: [StateID] = []

  /// Every target: ``target`` then ``moreTargets``; empty for a targetless transition.
  public var targets: [TransitionTarget] { target.map { [$0] + moreTargets } ?? [] }

  /// Creates a transition.
  public init(
    source: StateID, trigger: Trigger, guardExpr: ResolvedExpr? = nil,
    target: TransitionTarget? = nil, isInternal: Bool = false, actions: [ResolvedAction] = [],
    range: SourceRange
  ) {
    self.source = source
    self.trigger = trigger
    self.guardExpr = guardExpr
    self.target = target
    self.isInternal = isInternal
    self.actions = actions
    self.range = range
  }
}

/// Where a transition goes.
public enum TransitionTarget: Hashable, Sendable {
  /// A state.
  case state(StateID)
  /// A history pseudostate: the remembered configuration, or its default.
  case history(HistoryID)
  /// A choice or junction pseudostate: one of its branches' targets.
  case choice(ChoiceID)
}

/// What fires a transition.
public enum Trigger: Hashable, Sendable {
  /// A notification arriving; `isReply` for the reply to a request this actor sent.
  case notification(NotificationRef, isReply: Bool, bindings: [Binding])
  /// `always`: eventless, taken as soon as the guard holds.
  case always
  /// `on done(S)` (`on done` in `S` itself): state `S` reached a final state (every
  /// region, for a parallel state). Its done event is queued on the actor's internal
  /// queue and taken within the same step.
  case done(StateID)
  /// `after D` (milliseconds): a time event of the source, due `D` after it was entered;
  /// leaving the source cancels it.
  case after(Int)
  /// `on Data.registration`: a triggered data-model registration this actor runs
  /// (its `by` actor). It carries no payload, so it binds nothing.
  case registration(RegistrationRef)
}

/// A name bound to one payload value (or the reply value) of a trigger.
public struct Binding: Hashable, Sendable {
  /// The name; `_` discards the value.
  public var name: String
  /// The payload index (0 for a reply value).
  public var index: Int
  /// The type of the bound value.
  public var type: TypeID
  /// Where the name was written.
  public var range: SourceRange

  /// Creates a binding.
  public init(name: String, index: Int, type: TypeID, range: SourceRange) {
    self.name = name
    self.index = index
    self.type = type
    self.range = range
  }
}
