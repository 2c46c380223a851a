import InterplayModel

/// The layout of the packed state: which words hold what.
extension SystemCompiler {
  /// Per actor: configuration bitset, history memories, variables, stub budget, queue.
  mutating func layOutActors() {
    var word = 0
    for actor in model.actors {
      let stateCount = actor.chart?.states.count ?? 0
      let configWords = actor.isStub ? 0 : max(1, (stateCount + 31) / 32)
      let historyCount = actor.chart?.histories.count ?? 0
      let table = ActorTable(
        path: actor.path, isStub: actor.isStub, scope: actor.scope?.rawValue ?? -1, chart: nil,
        configWord: word, configWords: configWords, historyWord: word + configWords,
        historyCount: historyCount, variableWord: 0, initialVariables: [],
        variableNames: actor.variables.map(\.name),
        variableTypes: actor.variables.map(\.type.rawValue), owedWord: -1, owedSlots: 0,
        budgetWord: -1,
        // The resolver and the CLI refuse larger budgets; one given to the library as an
        // option is held to the same limit so the budget word and its bound stay valid.
        budget: min(actor.budget ?? options.defaultBudget, ModelLimits.maxBudget), queueWord: 0,
        queueSlots: 0,
        entryWidth: 1, requestNotifier: actor.requestNotifier?.rawValue ?? -1,
        eventNotifier: actor.eventNotifier?.rawValue ?? -1,
        requests: actor.requests.map(\.rawValue))
      table.isOrdered = actor.isOrdered
      table.isBudgetPerPush = actor.isBudgetPerPush
      word += configWords * (1 + historyCount)
      table.variableWord = word
      table.initialVariables = actor.variables.map {
        ordinal(of: $0.initial, domain: tables.domains[$0.type.rawValue])
      }
      word += actor.variables.count
      if !actor.isStub, let requests = actor.requestNotifier,
        model[requests].cases.contains(where: { $0.replyType != nil })
      {
        table.owedWord = word
        table.owedSlots = tables.notifiers[requests.rawValue].capacity
        word += 1 + table.owedSlots
      }
      if actor.isStub {
        table.budgetWord = word
        word += 1
      }
      let (slots, width) = queueShape(of: actor)
      table.queueWord = word
      table.queueSlots = slots
      table.entryWidth = width
      word += 1 + slots * width
      tables.actors.append(table)
    }
    tables.wordCount = word
  }

  /// How many entries an actor's queue can hold, and how wide one entry is: every
  /// notifier that can deliver to it contributes its capacity.
  private func queueShape(of actor: Actor) -> (slots: Int, width: Int) {
    var slots = 0
    var payload = 0
    func add(_ notifier: Int, replies: Bool) {
      let table = tables.notifiers[notifier]
      slots += table.capacity
      for gid in table.firstGid..<(table.firstGid + table.caseCount) {
        payload = max(payload, replies ? 1 : tables.cases[gid].parameters.count)
      }
    }
    if let own = actor.requestNotifier { add(own.rawValue, replies: false) }
    for observed in actor.observes { add(observed.rawValue, replies: false) }
    for requested in actor.requests {
      let table = tables.notifiers[requested.rawValue]
      let hasReply = (table.firstGid..<(table.firstGid + table.caseCount)).contains {
        tables.cases[$0].reply != nil
      }
      if hasReply { add(requested.rawValue, replies: true) }
    }
    // One registration notification is in flight at a time, system-wide.
    if tables.registrations.contains(where: { $0.owner == actor.id.rawValue }) { slots += 1 }
    return (slots, 1 + payload)
  }

  /// Per stack a depth word and one slot per scope declared on it; per scope a word
  /// telling whether it is pushed (derived from the stacks, kept for O(1) liveness).
  mutating func layOutScopes() {
    var word = tables.wordCount
    for stack in model.stacks {
      tables.stacks.append(StackTable(name: stack.name, depthWord: word, slots: stack.scopes.count))
      word += 1 + stack.scopes.count
    }
    for scope in model.scopes {
      let members = model.actors.filter { $0.scope == scope.id }.map(\.id.rawValue)
      tables.scopes.append(
        ScopeTable(
          name: scope.name, stack: scope.stack?.rawValue ?? -1, activeWord: word, actors: members))
      word += 1
    }
    tables.wordCount = word
  }

  /// Property values, then (with registrations) the bitset over registrations due, the
  /// refresh's cursor, the registration in flight, the refreshes waiting (when a step
  /// can close more than one transaction) and, for the mutation rule, the bitset over
  /// properties of what the refresh's delivered smart registrations read (only with the
  /// `mutation` check on, so a model without registrations or without the check pays
  /// nothing).
  mutating func layOutDataModels() {
    var word = tables.wordCount
    for index in tables.properties.indices {
      tables.properties[index].word = word
      word += 1
    }
    let bitsetWords = (tables.properties.count + 31) / 32
    tables.propertyBitsetWords = bitsetWords
    if !tables.registrations.isEmpty {
      let registrationWords = (tables.registrations.count + 31) / 32
      tables.registrationBitsetWords = registrationWords
      tables.dirtyWord = word
      tables.refreshCursorWord = word + registrationWords
      tables.inFlightWord = word + registrationWords + 1
      word += registrationWords + 2
      // The first transaction a step closes begins a refresh; each later one waits.
      let slots = transactionBlocks() - 1
      if slots > 0 {
        tables.pendingWord = word
        tables.pendingSlots = slots
        word += 1 + slots * registrationWords
      }
    }
    if !tables.registrations.isEmpty, bitsetWords > 0, model.isEnabled(.mutation) {
      tables.cascadeReadsWord = word
      word += bitsetWords
    }
    tables.wordCount = word
  }

  /// The `transaction` blocks written in the charts, those nested in another not
  /// counted: a bound on the outermost transactions one step closes (unless it runs a
  /// block twice, through an eventless transition taken again).
  private func transactionBlocks() -> Int {
    func count(_ actions: [ResolvedAction]) -> Int {
      actions.reduce(0) { total, action in
        switch action.kind {
        case .transaction: total + 1
        case .ifAction(_, let then, let otherwise): total + count(then) + count(otherwise)
        case .choose(let branches): branches.reduce(total) { $0 + count($1) }
        default: total
        }
      }
    }
    var total = 0
    for actor in model.actors {
      guard let chart = actor.chart else { continue }
      total += count(chart.initialTransition?.actions ?? [])
      for state in chart.states {
        total += count(state.entry) + count(state.exit)
        total += count(state.initialTransition?.actions ?? [])
        for transition in state.transitions { total += count(transition.actions) }
      }
      for history in chart.histories { total += count(history.defaultActions) }
      for choice in chart.choices {
        for branch in choice.branches { total += count(branch.actions) }
      }
    }
    return total
  }

  /// Every word zero except initial variable and property values.
  func blankWords() -> [UInt32] {
    var words = Array(repeating: UInt32(0), count: tables.wordCount)
    for actor in tables.actors where actor.scope < 0 {
      for (index, value) in actor.initialVariables.enumerated() {
        words[actor.variableWord + index] = value
      }
    }
    for property in tables.properties { words[property.word] = property.initial }
    return words
  }

  /// The ordinal of a constant in its domain (see ``ValueDomain``).
  func ordinal(of value: Value, domain: ValueDomain) -> UInt32 {
    switch value {
    case .bool(let flag): return flag ? 1 : 0
    case .int(let number):
      // Initial values were checked against their range; the difference cannot trap.
      let (ordinal, overflow) = number.subtractingReportingOverflow(domain.lower)
      return overflow ? 0 : UInt32(clamping: max(0, ordinal))
    case .token(_, let index): return UInt32(clamping: index)
    case .error: return 0
    case .enumCase(let type, let caseIndex, let payload):
      let enumDomain = tables.domains[type.rawValue]
      guard caseIndex < enumDomain.caseOffsets.count else { return 0 }
      var number = 0
      for (position, part) in payload.enumerated()
      where position < enumDomain.payloadTypes[caseIndex].count {
        let partDomain = tables.domains[enumDomain.payloadTypes[caseIndex][position].rawValue]
        number = number * partDomain.cardinality + Int(ordinal(of: part, domain: partDomain))
      }
      return UInt32(clamping: enumDomain.caseOffsets[caseIndex] + number)
    }
  }
}
