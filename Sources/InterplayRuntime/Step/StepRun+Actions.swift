/// Executable content: sends, emits, replies, assignments, scopes, asserts, transactions.
extension StepRun {
  mutating func perform(_ actions: [CompiledAction]) {
    for action in actions { perform(action) }
  }

  /// Evaluates an argument to its ordinal; an integer outside its range is a fault and is
  /// clamped so the state stays well-formed.
  mutating func ordinal(_ argument: CompiledAction.Argument) -> UInt32 {
    let value = argument.value.evaluate(words, &input)
    noteDivision()
    let ordinal = value - argument.lower
    guard ordinal >= 0, ordinal < argument.cardinality else {
      fault(.outOfRange(actor: actor, value: value, range: argument.range))
      return UInt32(min(max(ordinal, 0), argument.cardinality - 1))
    }
    return UInt32(ordinal)
  }

  mutating func perform(_ action: CompiledAction) {
    switch action {
    case .send(let gid, let arguments):
      let payload = arguments.map { ordinal($0) }
      let owner = system.notifiers[system.cases[gid].notifier].owner
      deliver(to: owner, EntryHeader(gid: gid, isReply: false, sender: actor), payload)
    case .emit(let gid, let arguments):
      let payload = arguments.map { ordinal($0) }
      emit(gid, payload, from: actor)
    case .reply(let value):
      guard let request else { return fault(.replyWithoutRequest(actor: actor)) }
      let payload = value.map { [ordinal($0)] } ?? []
      guard request.sender < system.actorCount else { return }
      deliver(
        to: request.sender, EntryHeader(gid: request.gid, isReply: true, sender: actor), payload)
    case .assignVariable(let word, let domain):
      words[word] = ordinal(domain)
    case .assignProperty(let property, let word, let domain):
      words[word] = ordinal(domain)
      if !changed.contains(property) { changed.append(property) }
      if transactionDepth == 0 {
        fault(.mutationOutsideTransaction(actor: actor, property: property))
        closeTransaction()
      }
    case .push(let scope): push(scope)
    case .pop(let scope): pop(scope)
    case .assert(let condition, let message, let range):
      let holds = condition.evaluate(words, &input) != 0
      noteDivision()
      if !holds { fault(.assertion(actor: actor, message: message, range: range)) }
    case .branch(let condition, let then, let otherwise):
      let holds = condition.evaluate(words, &input) != 0
      noteDivision()
      perform(holds ? then : otherwise)
    case .transaction(let body):
      transactionDepth += 1
      perform(body)
      transactionDepth -= 1
      if transactionDepth == 0 { closeTransaction() }
    }
  }

  /// Delivers an event to every live observer of its notifier, in actor order.
  mutating func emit(_ gid: Int, _ payload: [UInt32], from sender: Int) {
    let notifier = system.notifiers[system.cases[gid].notifier]
    for observer in notifier.observers where isAlive(observer) {
      deliver(to: observer, EntryHeader(gid: gid, isReply: false, sender: sender), payload)
    }
  }
}
