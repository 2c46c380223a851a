/// Executable content: sends, emits, replies, assignments, scopes, asserts, transactions.
extension StepRun {
  mutating func perform(_ actions: [CompiledAction]) {
    for action in actions { perform(action) }
  }

  /// Performs the actions of list `index` of a chart's flat action buffer (see
  /// ``ChartIndex/actions``), reading each in place.
  mutating func perform(
    _ actions: CountedTable<CompiledAction>, from start: CountedTable<Int>, _ index: Int
  ) {
    // The running chart's shortcuts, like `actions`, taken before any action runs.
    let shortcuts = chart.shortcuts
    let payloads = chart.shortcutPayloads
    let code = chart.code
    for position in start[index]..<start[index + 1] {
      let shortcut = shortcuts[position]
      switch shortcut & 3 {
      case ChartIndex.sendShortcut: send(shortcut >> 2, payloads[position])
      case ChartIndex.emitShortcut: emit(shortcut >> 2, payloads[position], from: actor)
      case ChartIndex.replyShortcut: reply(payloads[position])
      default:
        guard code.isOn, code.actionCodes[position] != CompiledExprCode.notFlattened else {
          perform(actions[position])
          continue
        }
        performFlattened(code, actions, position)
      }
    }
  }

  /// Performs the send or emit at `position` of a chart's flat action buffer, its
  /// payload computed from the flattened code: the same ordinals and faults, in the same
  /// order, as ``perform(_:)`` of the action.
  private mutating func performFlattened(
    _ code: CompiledExprCode, _ actions: CountedTable<CompiledAction>, _ position: Int
  ) {
    let kind = code.actionCodes[position]
    let first = code.argumentStart[position]
    let end = code.argumentStart[position + 1]
    var payload = sparePayloads.popLast() ?? []
    for argument in first..<end {
      let domain = code.arguments[argument]
      let value = code.evaluate(domain.root, words, &input)
      noteDivision()
      let (ordinal, overflow) = value.subtractingReportingOverflow(domain.lower)
      guard !overflow, ordinal >= 0, ordinal < domain.cardinality else {
        // Rare: the range is read from the action itself.
        fault(
          .outOfRange(
            actor: actor, value: value, range: actions[position].arguments[argument - first].range
          ))
        payload.append(
          overflow
            ? (value < 0 ? 0 : UInt32(domain.cardinality - 1))
            : UInt32(min(max(ordinal, 0), domain.cardinality - 1)))
        continue
      }
      payload.append(UInt32(ordinal))
    }
    if kind & 3 == CompiledExprCode.send {
      send(kind >> 2, payload)
    } else {
      emit(kind >> 2, payload, from: actor)
    }
    recycle(&payload)
  }

  /// Evaluates an argument to its ordinal; an integer outside its range is a fault and is
  /// clamped so the state stays well-formed.
  mutating func ordinal(_ argument: CompiledAction.Argument) -> UInt32 {
    let value = argument.value.evaluate(words.values, &input)
    noteDivision()
    // A value far outside a range far from zero must not trap before it is reported.
    let (ordinal, overflow) = value.subtractingReportingOverflow(argument.lower)
    guard !overflow, ordinal >= 0, ordinal < argument.cardinality else {
      fault(.outOfRange(actor: actor, value: value, range: argument.range))
      return overflow
        ? (value < 0 ? 0 : UInt32(argument.cardinality - 1))
        : UInt32(min(max(ordinal, 0), argument.cardinality - 1))
    }
    return UInt32(ordinal)
  }

  mutating func perform(_ action: CompiledAction) {
    switch action {
    case .send(let gid, let arguments):
      var payload = evaluatePayload(arguments)
      send(gid, payload)
      recycle(&payload)
    case .emit(let gid, let arguments):
      var payload = evaluatePayload(arguments)
      emit(gid, payload, from: actor)
      recycle(&payload)
    case .sendAfter(let gid, let arguments, let delay, let firstSlot):
      setTimer(gid, arguments.map { ordinal($0) }, delay: delay, firstSlot: firstSlot)
    case .cancel(let gid):
      cancelTimers(gid)
    case .raise(let gid, let arguments):
      raise(gid, arguments.map { ordinal($0) })
    case .reply(let value):
      reply(value.map { [ordinal($0)] } ?? [])
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
      let holds = condition.evaluate(words.values, &input) != 0
      noteDivision()
      if !holds { fault(.assertion(actor: actor, message: message, range: range)) }
    case .branch(let condition, let then, let otherwise):
      let holds = condition.evaluate(words.values, &input) != 0
      noteDivision()
      perform(holds ? then : otherwise)
    case .choose(let branches):
      perform(branches[choose(among: branches.count)])
    case .transaction(let body):
      if refreshActivity >= 0 {
        fault(.updateDuringRefresh(actor: actor, registration: refreshActivity))
      }
      transactionDepth += 1
      perform(body)
      transactionDepth -= 1
      if transactionDepth == 0 { closeTransaction() }
    }
  }

  /// Sends a request of case `gid` with its payload evaluated. An actor that popped its
  /// own scope earlier in this step sends as the incarnation that is gone: its request is
  /// orphaned at once, like those the pop orphaned.
  mutating func send(_ gid: Int, _ payload: [UInt32]) {
    let header = EntryHeader(
      gid: gid, isReply: false, sender: actor,
      isOrphan: tables.payloadCounts[gid << 1 | 1] != 0 && !isAlive(actor))
    deliver(to: tables.caseOwners[gid], header, payload)
  }

  /// Replies with its payload evaluated: a reply answers the oldest request taken and
  /// not yet answered.
  mutating func reply(_ payload: [UInt32]) {
    guard let owed = popOwed() else { return fault(.replyWithoutRequest(actor: actor)) }
    guard owed.sender < tables.actorCount else { return }
    // An orphaned request's reply is discarded at its send (``deliver(to:_:_:)``).
    deliver(
      to: owed.sender,
      EntryHeader(gid: owed.gid, isReply: true, sender: actor, isOrphan: owed.isOrphan), payload)
  }

  /// Remembers the request just taken (``StepRecord/taken``) as waiting for a reply
  /// (oldest first).
  mutating func pushOwed(_ header: EntryHeader) {
    let table = layout(actor)
    guard table.owedWord >= 0 else { return }
    let count = Int(words[table.owedWord])
    guard count < table.owedSlots else {
      return fault(.overflow(receiver: actor, entry: record.taken!))
    }
    words[table.owedWord + 1 + count] = header.raw
    words[table.owedWord] = UInt32(count + 1)
  }

  /// Takes the oldest request still owed a reply.
  mutating func popOwed() -> EntryHeader? {
    let table = layout(actor)
    guard table.owedWord >= 0, words[table.owedWord] > 0 else { return nil }
    let count = Int(words[table.owedWord])
    let first = EntryHeader(raw: words[table.owedWord + 1])
    for index in 1..<count { words[table.owedWord + index] = words[table.owedWord + index + 1] }
    words[table.owedWord + count] = 0
    words[table.owedWord] = UInt32(count - 1)
    return first
  }

  /// Delivers an event to every live observer of its notifier, in actor order.
  mutating func emit(_ gid: Int, _ payload: [UInt32], from sender: Int) {
    let notifier = system.notifiers[system.cases[gid].notifier]
    var observed = false
    for observer in notifier.observers where isAlive(observer) {
      deliver(to: observer, EntryHeader(gid: gid, isReply: false, sender: sender), payload)
      observed = true
    }
    if !observed {
      noteEvent(.unobserved(QueueEntry(gid: gid, isReply: false, sender: sender, payload: payload)))
    }
  }
}
