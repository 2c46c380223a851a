import InterplayModel

/// Fault descriptions for reports.
extension CompiledSystem {
  /// One line: what went wrong and where.
  public func describe(_ fault: Fault) -> String {
    switch fault {
    case .unhandled(let actor, let entry):
      return
        "unhandled notification: '\(actorName(actor))' took \(describe(entry)) from '\(actorName(entry.sender))' and no active state handles, ignores or defers it"
    case .sentToFinished(let receiver, let entry):
      return
        "unhandled notification: '\(actorName(receiver))' has finished (its chart is in a final state), so \(describe(entry)) from '\(actorName(entry.sender))' is never taken"
    case .timerOverflow(let actor, let entry):
      return
        "timer overflow: '\(actorName(actor))' sent \(describe(entry)) after a delay while \(ModelLimits.timersPerSend) timers of that send were pending"
    case .overflow(let receiver, let entry):
      return
        "queue overflow: \(describe(entry)) from '\(actorName(entry.sender))' does not fit the queue of '\(actorName(receiver))'"
    case .assertion(let actor, let message, _):
      return "assertion failed in '\(actorName(actor))'" + (message.map { ": \($0)" } ?? "")
    case .outOfRange(let actor, let value, _):
      return "value \(value) out of range in '\(actorName(actor))'"
    case .divisionByZero(let actor):
      return "division by zero in '\(actorName(actor))'"
    case .arithmeticOverflow(let actor):
      return
        "arithmetic overflow in '\(actorName(actor))': a result is outside \(Int.min)...\(Int.max)"
    case .pushTwice(let actor, let scope):
      return "'\(actorName(actor))' pushed scope '\(scopes[scope].name)', which is already pushed"
    case .popNotTop(let actor, let scope):
      return
        "'\(actorName(actor))' popped scope '\(scopes[scope].name)', which is not the top of its stack"
    case .livelock(let actor):
      return
        "'\(actorName(actor))' took more than \(options.maxMicrosteps) microsteps (eventless transitions and internal events: done events, raised cases) in one step"
    case .choiceLimit(let actor):
      return
        "'\(actorName(actor))' made more than \(ModelLimits.maxChoicesPerStep) nondeterministic choices' worth of ways in one step; the rest took their first option"
    case .noChoiceBranch(let actor, let transition):
      let name = describe(TransitionRef(actor: actor, index: transition))
      return
        "'\(actorName(actor))' took \(name), and no branch of its choice is enabled (none holds, no else)"
    case .replyWithoutRequest(let actor):
      return "'\(actorName(actor))' replied, but no request it took is waiting for a reply"
    case .mutationOutsideTransaction(let actor, let property):
      return "'\(actorName(actor))' wrote '\(properties[property].name)' outside a transaction"
    case .mutationRuleBroken(let actor, let property):
      return
        "mutation rule broken: '\(actorName(actor))' wrote '\(properties[property].name)' after a smart registration that reads it was delivered in the same refresh"
    case .updateDuringRefresh(let actor, let registration):
      let kind = registrations[registration].kind
      return
        "update during refresh: '\(actorName(actor))' opened a transaction in the activity of \(kind) registration '\(registrations[registration].name)'; only actions and hard registrations update the model"
    case .readOutsideMap(let actor, let registration, let property):
      let name = properties[property].name
      return
        "read outside the read map: '\(actorName(actor))' read '\(name)' in the activity of smart registration '\(registrations[registration].name)', which does not read it, so it is not delivered again when '\(name)' changes"
    }
  }
}
