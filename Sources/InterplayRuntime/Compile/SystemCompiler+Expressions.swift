import InterplayModel

/// Expressions and actions, compiled against the state layout.
extension SystemCompiler {
  func compile(_ expr: ResolvedExpr) -> CompiledExpr {
    switch expr.kind {
    case .bool(let flag): return .constant(flag ? 1 : 0)
    case .int(let number): return .constant(number)
    case .error: return .constant(0)
    case .enumCase(let caseIndex, let payload):
      let domain = tables.domains[expr.type.rawValue]
      guard caseIndex < domain.caseOffsets.count else { return .constant(0) }
      let offset = domain.caseOffsets[caseIndex]
      if payload.isEmpty { return .constant(offset) }
      let parts = payload.enumerated().map { position, part in
        let type = domain.payloadTypes[caseIndex][
          min(position, domain.payloadTypes[caseIndex].count - 1)]
        let partDomain = tables.domains[type.rawValue]
        return CompiledExpr.PayloadPart(
          value: compile(part), lower: partDomain.lower, cardinality: partDomain.cardinality)
      }
      return .enumValue(offset: offset, payload: parts)
    case .variable(let ref):
      return .word(
        tables.actors[ref.actor.rawValue].variableWord + ref.index,
        lower: tables.domains[expr.type.rawValue].lower)
    case .property(let ref):
      let index = propertyIndex(ref)
      return .property(
        index, word: tables.properties[index].word,
        lower: tables.domains[expr.type.rawValue].lower)
    case .binding(let index):
      return .binding(index, lower: tables.domains[expr.type.rawValue].lower)
    case .inState(let actor, let state):
      let table = tables.actors[actor.rawValue]
      guard !table.isStub else { return .constant(0) }
      return .inState(
        word: table.configWord + state.rawValue / 32, mask: 1 << UInt32(state.rawValue % 32))
    case .unary(let op, let operand):
      return op == .not ? .not(compile(operand)) : .negate(compile(operand))
    case .binary(let op, let lhs, let rhs):
      return .binary(op, compile(lhs), compile(rhs))
    }
  }

  func argument(_ expr: ResolvedExpr, type: TypeID) -> CompiledAction.Argument {
    let domain = tables.domains[type.rawValue]
    return CompiledAction.Argument(
      value: compile(expr), lower: domain.lower, cardinality: domain.cardinality,
      range: expr.range)
  }

  /// Compiles actions; `reply` is the reply type of the request the actions answer
  /// (replies are stored in that type's domain, whatever the expression's own type).
  func compile(_ actions: [ResolvedAction], reply: TypeID? = nil) -> [CompiledAction] {
    actions.map { compile($0, reply: reply) }
  }

  func compile(_ action: ResolvedAction, reply: TypeID? = nil) -> CompiledAction {
    switch action.kind {
    case .send(let ref, let arguments):
      return .send(gid: gid(ref), arguments: payload(ref, arguments))
    case .emit(let ref, let arguments):
      return .emit(gid: gid(ref), arguments: payload(ref, arguments))
    case .sendAfter(let ref, let arguments, let delay):
      return .sendAfter(
        gid: gid(ref), arguments: payload(ref, arguments), delay: delay,
        firstSlot: timerSites[action.range] ?? 0)
    case .cancel(let ref):
      return .cancel(gid: gid(ref))
    case .raise(let ref, let arguments):
      return .raise(gid: gid(ref), arguments: payload(ref, arguments))
    case .reply(let value):
      return .reply(value.map { argument($0, type: reply ?? $0.type) })
    case .assign(.variable(let ref), let value):
      return .assignVariable(
        word: tables.actors[ref.actor.rawValue].variableWord + ref.index,
        domain: argument(value, type: model[ref].type))
    case .assign(.property(let ref), let value):
      let index = propertyIndex(ref)
      return .assignProperty(
        property: index, word: tables.properties[index].word,
        domain: argument(value, type: model[ref].type))
    case .push(let scope): return .push(scope: scope.rawValue)
    case .pop(let scope): return .pop(scope: scope.rawValue)
    case .assert(let condition, let message):
      return .assert(compile(condition), message: message, range: action.range)
    case .ifAction(let condition, let then, let otherwise):
      return .branch(
        compile(condition), then: compile(then, reply: reply),
        otherwise: compile(otherwise, reply: reply))
    case .transaction(let body):
      return .transaction(compile(body, reply: reply))
    case .choose(let branches):
      return .choose(branches.map { compile($0, reply: reply) })
    }
  }

  private func payload(_ ref: NotificationRef, _ arguments: [ResolvedExpr])
    -> [CompiledAction.Argument]
  {
    let parameters = model[ref].parameters
    return arguments.enumerated().map { index, expr in
      argument(expr, type: index < parameters.count ? parameters[index].type : expr.type)
    }
  }
}
