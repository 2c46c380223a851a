import InterplayDiagnostics
import InterplaySyntax

/// Actions of entry, exit and transition blocks.
extension ModelBuilder {
  func resolveActions(_ actions: [ActionSyntax], in context: ActionContext) -> [ResolvedAction] {
    var resolved: [ResolvedAction] = []
    resolved.reserveCapacity(actions.count)
    for action in actions {
      if let action = resolveAction(action, in: context) { resolved.append(action) }
    }
    return resolved
  }

  private func resolveAction(_ action: ActionSyntax, in context: ActionContext) -> ResolvedAction? {
    let range = action.range
    switch action {
    case .send(let target, let arguments, _):
      return resolveSend(target, arguments, in: context, range: range)
    case .sendAfter(let target, let arguments, let delay, _):
      guard let milliseconds = resolveDelay(delay),
        let send = resolveSend(target, arguments, in: context, range: range),
        case .send(let ref, let resolved) = send.kind
      else { return nil }
      return ResolvedAction(.sendAfter(ref, arguments: resolved, delay: milliseconds), range: range)
    case .emit(let name, let arguments, _):
      return resolveEmit(name, arguments, in: context, range: range)
    case .raise(let name, let arguments, _):
      return resolveRaise(name, arguments, in: context, range: range)
    case .cancel(let target, _):
      // The request `send` would name; no arguments, as every timer of it goes.
      guard let ref = requestRef(target, in: context) else { return nil }
      return ResolvedAction(.cancel(ref), range: range)
    case .reply(let value, _):
      return resolveReply(value, in: context, range: range)
    case .assign(let target, let value, _):
      return resolveAssign(target, value, in: context, range: range)
    case .push(let scope, _):
      return resolveScope(scope).map { ResolvedAction(.push($0), range: range) }
    case .pop(let scope, _):
      return resolveScope(scope).map { ResolvedAction(.pop($0), range: range) }
    case .assert(let condition, let message, _):
      let resolved = coerce(condition, to: Model.boolTypeID, in: context.expr)
      return ResolvedAction(.assert(resolved, message: message?.value), range: range)
    case .ifAction(let condition, let then, let otherwise, _):
      let resolved = coerce(condition, to: Model.boolTypeID, in: context.expr)
      return ResolvedAction(
        .ifAction(
          resolved, then: resolveActions(then.actions, in: context),
          otherwise: resolveActions(otherwise?.actions ?? [], in: context)), range: range)
    case .choose(let branches, _):
      return ResolvedAction(
        .choose(branches.map { resolveActions($0.actions, in: context) }), range: range)
    case .transaction(let body, _):
      var inner = context
      inner.inTransaction = true
      return ResolvedAction(.transaction(resolveActions(body.actions, in: inner)), range: range)
    case .error:
      return nil
    }
  }

  /// `send case(args)` to the actor itself, or `send Actor.case(args)` on a requested pathway.
  private func resolveSend(
    _ target: Path, _ arguments: [Expr], in context: ActionContext, range: SourceRange
  ) -> ResolvedAction? {
    guard let ref = requestRef(target, in: context) else { return nil }
    let args = resolveArguments(
      arguments, parameters: model[ref].parameters, what: "'\(target.last.name)'",
      in: context.expr, range: range)
    return ResolvedAction(.send(ref, arguments: args), range: range)
  }

  /// The request case a `send` or `cancel` names: `case` of the actor itself, or
  /// `Actor.case` on a requested pathway.
  private func requestRef(_ target: Path, in context: ActionContext) -> NotificationRef? {
    let components = target.components
    var owner: ActorID? = context.actor
    if components.count > 1 {
      owner = resolveActorPath(components.dropLast(), from: context.actor)
    }
    guard let owner else { return nil }
    return requestCase(target.last, of: owner, from: context.actor, pathRange: target.range)
  }

  /// A delay in milliseconds, within ``ModelLimits/maxDelay``.
  func resolveDelay(_ delay: DurationSyntax) -> Int? {
    guard DurationSyntax.units[delay.unit.name] != nil else {
      error(
        "type.unknown-time-unit",
        "'\(delay.unit.name)' is not a time unit; write ms, s or min", at: delay.unit.range)
      return nil
    }
    guard let milliseconds = delay.milliseconds, milliseconds >= 0,
      milliseconds <= ModelLimits.maxDelay
    else {
      error(
        "limit.delay",
        "the delay \(delay.text) is outside 0ms...\(ModelLimits.maxDelay / 60_000)min (the limit of a timer)",
        at: delay.range)
      return nil
    }
    return milliseconds
  }

  /// `raise case(args)`: a case of the actor's own request notifier without a reply type
  /// (nobody would answer it).
  private func resolveRaise(
    _ name: Identifier, _ arguments: [Expr], in context: ActionContext, range: SourceRange
  ) -> ResolvedAction? {
    guard
      let ref = requestCase(name, of: context.actor, from: context.actor, pathRange: name.range)
    else { return nil }
    if model[ref].replyType != nil {
      error(
        "type.raise-with-reply",
        "'\(name.name)' declares a reply type; a raised event is taken by the actor itself, so nothing would answer it",
        at: name.range)
      return nil
    }
    let args = resolveArguments(
      arguments, parameters: model[ref].parameters, what: "'\(name.name)'", in: context.expr,
      range: range)
    return ResolvedAction(.raise(ref, arguments: args), range: range)
  }

  /// `emit case(args)` on the actor's own event notifier.
  private func resolveEmit(
    _ name: Identifier, _ arguments: [Expr], in context: ActionContext, range: SourceRange
  ) -> ResolvedAction? {
    let acting = context.actor.rawValue
    guard let notifier = model.actors[acting].eventNotifier,
      let index = caseIndex(notifier, named: name.name)
    else {
      let elsewhere = model.notifiers.contains { $0.caseIndex(named: name.name) != nil }
      if elsewhere {
        error(
          "resolve.emit-not-own-event",
          "'\(name.name)' is not an event of '\(model.actors[acting].path)'; an actor emits only its own events",
          at: name.range)
      } else {
        unknown(
          "resolve.unknown-case", "'\(model.actors[acting].path)' has no event '\(name.name)'",
          name: name,
          candidates: model.actors[acting].eventNotifier.map {
            model[$0].cases.map { ($0.name, $0.nameRange) }
          }
            ?? [])
      }
      return nil
    }
    let ref = NotificationRef(notifier: notifier, caseIndex: index)
    bind(.notificationCase(ref), at: name.range)
    let args = resolveArguments(
      arguments, parameters: model[ref].parameters, what: "'\(name.name)'", in: context.expr,
      range: range)
    return ResolvedAction(.emit(ref, arguments: args), range: range)
  }

  /// `variable = value` or `Data.property = value` (inside a transaction, or in the
  /// handler of a smart registration that writes the property).
  private func resolveAssign(
    _ target: Path, _ value: Expr, in context: ActionContext, range: SourceRange
  ) -> ResolvedAction? {
    let components = target.components
    let acting = context.actor.rawValue
    var assigned: (target: AssignTarget, type: TypeID)?
    if components.count == 1 {
      let name = components[0]
      if context.expr.bindings.contains(where: { $0.name == name.name }) {
        error(
          "type.not-assignable", "cannot assign to '\(name.name)': trigger bindings are constants",
          at: name.range)
      } else if let index = model.actors[acting].variables.firstIndex(where: {
        $0.name == name.name
      }) {
        let variable = VariableRef(actor: context.actor, index: index)
        bind(.variable(variable), at: name.range)
        assigned = (.variable(variable), model[variable].type)
      } else {
        unknown(
          "resolve.unknown-name",
          "unknown variable '\(name.name)' in '\(model.actors[acting].path)'", name: name,
          candidates: model.actors[acting].variables.map { ($0.name, $0.nameRange) })
      }
    } else if components.count >= 2,
      case .dataModel(let dataModel) = globals[components[0].name]?.symbol
    {
      bind(.dataModel(dataModel), at: components[0].range)
      if let property = resolvePropertyPath(components.dropFirst(), in: dataModel) {
        assigned = (.property(property), model[property].type)
        if let smart = context.smartHandler {
          if !model[smart].writes.contains(property) {
            error(
              "resolve.write-outside-set",
              "'\(model[dataModel].name).\(model[property].name)' is not in the writes of "
                + "smart registration '\(model[smart].name)'", at: target.range)
          }
        } else if !context.inTransaction {
          error(
            "resolve.mutation-outside-transaction",
            "'\(target.text)' is changed outside a transaction", at: range,
            fixIts: [
              FixIt(
                "wrap the assignment in 'transaction { }'",
                edits: [
                  TextEdit(range: .point(range.file, range.start), replacement: "transaction { "),
                  TextEdit(range: .point(range.file, range.end), replacement: " }"),
                ])
            ])
        }
      }
    } else if let owner = resolveActorPath(components.dropLast(), from: context.actor) {
      let variables = model.actors[owner.rawValue].variables
      if owner != context.actor {
        error(
          "resolve.foreign-variable",
          "cannot assign '\(target.text)': actors assign only their own variables", at: target.range
        )
      } else if let index = variables.firstIndex(where: { $0.name == target.last.name }) {
        let variable = VariableRef(actor: owner, index: index)
        bind(.variable(variable), at: target.last.range)
        assigned = (.variable(variable), model[variable].type)
      } else {
        unknown(
          "resolve.unknown-name",
          "unknown variable '\(target.last.name)' in '\(model.actors[acting].path)'",
          name: target.last, candidates: variables.map { ($0.name, $0.nameRange) })
      }
    }
    guard let assigned else {
      return nil
    }
    return ResolvedAction(
      .assign(assigned.target, coerce(value, to: assigned.type, in: context.expr)), range: range)
  }
}
