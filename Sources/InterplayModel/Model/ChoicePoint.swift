import InterplayDiagnostics

/// A choice or junction pseudostate: a transition that targets it goes on along one of
/// its branches.
///
/// A junction's branches are decided before the transition is taken (its guards are part
/// of the transition's: with no branch enabled, neither is the transition). A choice's
/// are decided after the source is exited and the incoming transition's actions ran, so
/// they see what those actions did. When several branches are enabled, each is a way the
/// step can go (UML: one is chosen arbitrarily), and the checker explores them all; the
/// `else` branch is taken when no other is.
public struct ChoicePoint: Hashable, Sendable {
  /// The pseudostate's id (its index in ``Statechart/choices``).
  public var id: ChoiceID
  /// The name.
  public var name: String
  /// Whether it is a junction rather than a choice.
  public var isJunction: Bool
  /// The state it is declared in; nil at the top of the chart.
  public var parent: StateID?
  /// The branches in document order (an `else` branch last, if any).
  public var branches: [ChoiceBranch]
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a pseudostate.
  public init(
    id: ChoiceID, name: String, isJunction: Bool, parent: StateID?,
    branches: [ChoiceBranch] = [], nameRange: SourceRange, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.isJunction = isJunction
    self.parent = parent
    self.branches = branches
    self.nameRange = nameRange
    self.range = range
  }
}

/// One branch of a choice or junction.
public struct ChoiceBranch: Hashable, Sendable {
  /// The guard; nil means always enabled (for an `else` branch: when no other is).
  public var guardExpr: ResolvedExpr?
  /// Whether it is the `else` branch.
  public var isElse: Bool
  /// Where the branch goes: a state or a history.
  public var target: TransitionTarget
  /// The branch's actions, run after the incoming transition's.
  public var actions: [ResolvedAction]
  /// The whole branch.
  public var range: SourceRange

  /// Creates a branch.
  public init(
    guardExpr: ResolvedExpr?, isElse: Bool, target: TransitionTarget,
    actions: [ResolvedAction] = [], range: SourceRange
  ) {
    self.guardExpr = guardExpr
    self.isElse = isElse
    self.target = target
    self.actions = actions
    self.range = range
  }
}
