extension Transition {
  /// The condition under which the transition is enabled, beyond its trigger: for a join
  /// (`join A, B [guard] -> T`), every source active and then the guard,
  /// `A in A && (B in B && guard)`; else the guard. What the runtime evaluates and the
  /// SCXML export writes.
  public func enablingCondition(actor: ActorID) -> ResolvedExpr? {
    var condition = guardExpr
    for source in joinSources.reversed() {
      let active = ResolvedExpr(.inState(actor, source), type: Model.boolTypeID, range: range)
      condition =
        condition.map {
          ResolvedExpr(.binary(.and, active, $0), type: Model.boolTypeID, range: range)
        } ?? active
    }
    return condition
  }
}
