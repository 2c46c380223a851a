import InterplayDiagnostics

/// `initial -> A, B { actions }`: how a compound state (or the chart) is entered by
/// default, when written out rather than given by an `initial` child.
///
/// Its targets may lie deep below the state, in several orthogonal regions, or be a
/// history pseudostate of the state; its actions run after the state's entry actions and
/// before those of the states it enters (SCXML's `<initial>` transition).
public struct InitialTransition: Hashable, Sendable {
  /// The targets, at least one: states below the owner, or one of its histories.
  public var targets: [TransitionTarget]
  /// The transition's actions.
  public var actions: [ResolvedAction]
  /// The whole declaration.
  public var range: SourceRange

  /// Creates an initial transition.
  public init(targets: [TransitionTarget], actions: [ResolvedAction] = [], range: SourceRange) {
    self.targets = targets
    self.actions = actions
    self.range = range
  }
}
