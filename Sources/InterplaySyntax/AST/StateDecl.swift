import InterplayDiagnostics

/// The modifier written before `state`: `final`, `parallel`, or none (`normal`, also for
/// `region`).
///
/// The resolver maps it to the model's `StateKind`.
public enum StateModifier: String, Hashable, Sendable, Codable {
  /// A simple or compound state (`state`, or `region` inside a parallel state).
  case normal
  /// `final state`: completes its parent.
  case final
  /// `parallel state`: its children are orthogonal regions, all active at once.
  case parallel
}

/// `[initial] state Name { members }`
public struct StateDecl: Hashable, Sendable {
  /// Normal, final or parallel.
  public var kind: StateModifier
  /// Whether `initial` was written.
  public var isInitial: Bool
  /// Whether it was introduced by `region`.
  public var isRegion: Bool
  /// The state name.
  public var name: Identifier
  /// The members in source order.
  public var members: [StateMember]
  /// Whether a body `{ }` was written (for the formatter).
  public var hasBody: Bool
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    kind: StateModifier, isInitial: Bool, isRegion: Bool = false, name: Identifier,
    members: [StateMember], hasBody: Bool, range: SourceRange
  ) {
    self.kind = kind
    self.isInitial = isInitial
    self.isRegion = isRegion
    self.name = name
    self.members = members
    self.hasBody = hasBody
    self.range = range
  }
}

/// A member of a state body.
public enum StateMember: Hashable, Sendable {
  /// A child state.
  case state(StateDecl)
  /// A history pseudostate.
  case history(HistoryDecl)
  /// `initial -> A, B { actions }`: the state's initial transition.
  case initial(InitialDecl)
  /// `join A, B [on trigger] [guard] -> T { actions }`: a transition from several states
  /// in orthogonal regions, taken when all of them are active.
  case join(JoinDecl)
  /// `choice C { branches }` or `junction J { branches }`: a pseudostate a transition
  /// may target, which goes on along one of its branches.
  case choice(ChoiceDecl)
  /// `entry { actions }`
  case entry(ActionBlock)
  /// `exit { actions }`
  case exit(ActionBlock)
  /// A transition.
  case transition(TransitionDecl)
  /// `ignore A.b, C.d`
  case ignore([TriggerSyntax], range: SourceRange)
  /// `defer A.b`
  case deferral([TriggerSyntax], range: SourceRange)
  /// A member that failed to parse.
  case error(ErrorSyntax)
}

/// `[deep] history H [-> Default [{ actions }]]`
public struct HistoryDecl: Hashable, Sendable {
  /// Deep (whole configuration) or shallow (direct child only).
  public var isDeep: Bool
  /// The pseudostate name, usable as a transition target.
  public var name: Identifier
  /// The default target when no history is recorded.
  public var defaultTarget: Path?
  /// The actions of the default transition, run when the default is taken.
  public var defaultActions: ActionBlock?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(isDeep: Bool, name: Identifier, defaultTarget: Path?, range: SourceRange) {
    self.isDeep = isDeep
    self.name = name
    self.defaultTarget = defaultTarget
    self.range = range
  }
}

/// What fires a transition.
public enum TransitionTrigger: Hashable, Sendable {
  /// A notification (or a reply) arriving.
  case notification(TriggerSyntax)
  /// `always`: eventless, taken as soon as the guard holds.
  case always(SourceRange)
  /// `on done` (the declaring state is complete) or `on done(S)` (state `S` is
  /// complete: its done event).
  case done(state: Path?, range: SourceRange)
  /// `after 2s`: a time event, due that long after the state was entered.
  case after(DurationSyntax, range: SourceRange)

  /// Whether this is `on done` or `on done(S)`.
  public var isDone: Bool { if case .done = self { true } else { false } }
}

/// `Service.located(p)` or `reply Service.fetch(ok)` or `locate`.
public struct TriggerSyntax: Hashable, Sendable {
  /// Whether `reply` was written (the answer to a request this actor sent).
  public var isReply: Bool
  /// The notification: `Actor.case` for observed events and replies, `case` for own requests.
  public var name: Path
  /// Names bound to the payload, in order.
  public var bindings: [Identifier]
  /// The whole trigger.
  public var range: SourceRange
  /// Creates a trigger.
  public init(isReply: Bool, name: Path, bindings: [Identifier], range: SourceRange) {
    self.isReply = isReply
    self.name = name
    self.bindings = bindings
    self.range = range
  }
}

/// `on trigger [guard] [internal] -> Target { actions }`
public struct TransitionDecl: Hashable, Sendable {
  /// What fires it.
  public var trigger: TransitionTrigger
  /// The guard, if written.
  public var guardExpr: Expr?
  /// Whether `internal` was written: a transition to a descendant that does not exit its source.
  public var isInternal: Bool
  /// The target; none means an internal transition that runs actions only.
  public var target: Path?
  /// The triggers after the first, for `on A.x, A.y -> T` (notification triggers only).
  public var moreTriggers: [TriggerSyntax] = []
  /// The targets after the first, for a fork `-> R1.A, R2.B` into orthogonal regions.
  public var moreTargets: [Path] = []
  /// The actions, if a block was written.
  public var actions: ActionBlock?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    trigger: TransitionTrigger, guardExpr: Expr?, isInternal: Bool, target: Path?,
    actions: ActionBlock?, range: SourceRange
  ) {
    self.trigger = trigger
    self.guardExpr = guardExpr
    self.isInternal = isInternal
    self.target = target
    self.actions = actions
    self.range = range
  }
}

/// `initial -> Target { actions }` in a state (or an actor): the state's default entry,
/// to one or more descendants (several in orthogonal regions), or to a history.
public struct InitialDecl: Hashable, Sendable {
  /// The targets, at least one.
  public var targets: [Path]
  /// The actions of the initial transition: run after the state's entry actions and
  /// before its children's.
  public var actions: ActionBlock?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(targets: [Path], actions: ActionBlock?, range: SourceRange) {
    self.targets = targets
    self.actions = actions
    self.range = range
  }
}

/// `join A, B [on trigger] [guard] -> T { actions }`: a UML join, declared in a state that
/// contains its sources; taken when every source is active (and the trigger, if any,
/// arrives).
public struct JoinDecl: Hashable, Sendable {
  /// The states that must all be active, in orthogonal regions.
  public var sources: [Path]
  /// The transition: its trigger is `always` when no `on` was written.
  public var transition: TransitionDecl
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(sources: [Path], transition: TransitionDecl, range: SourceRange) {
    self.sources = sources
    self.transition = transition
    self.range = range
  }
}

/// `choice C { [g] -> A { actions }  else -> B }`, or `junction J { ... }`: a UML choice
/// (its guards are evaluated after the incoming transition's exits and actions) or
/// junction (evaluated before the transition is taken) pseudostate.
public struct ChoiceDecl: Hashable, Sendable {
  /// Whether it is a junction (static) rather than a choice (dynamic).
  public var isJunction: Bool
  /// The pseudostate name, usable as a transition target.
  public var name: Identifier
  /// The branches in document order.
  public var branches: [ChoiceBranchDecl]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    isJunction: Bool, name: Identifier, branches: [ChoiceBranchDecl], range: SourceRange
  ) {
    self.isJunction = isJunction
    self.name = name
    self.branches = branches
    self.range = range
  }
}

/// One branch of a choice or junction: `[guard] -> Target { actions }` (no guard: always
/// enabled), or `else -> Target { actions }` (taken when no other branch is).
public struct ChoiceBranchDecl: Hashable, Sendable {
  /// The guard, if written.
  public var guardExpr: Expr?
  /// Whether it is the `else` branch.
  public var isElse: Bool
  /// The target state.
  public var target: Path?
  /// The branch's actions.
  public var actions: ActionBlock?
  /// The whole branch.
  public var range: SourceRange
  /// Creates a branch.
  public init(
    guardExpr: Expr?, isElse: Bool, target: Path?, actions: ActionBlock?, range: SourceRange
  ) {
    self.guardExpr = guardExpr
    self.isElse = isElse
    self.target = target
    self.actions = actions
    self.range = range
  }
}
