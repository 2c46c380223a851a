/// The step function: the one semantics the executor and the checker share.
extension CompiledSystem {
  /// The sender recorded on registration notifications (the data models).
  public var dataModelSender: Int { actors.count }

  /// A state before any step: every live modelled actor has entered its initial
  /// configuration, in actor order, and run to completion, taking the options `choices`
  /// names at the nondeterministic choices it meets on the way (then the first at each
  /// further choice). Every way ``initialWays()`` lists is an initial state of the
  /// system; `[]` gives the first of them.
  public func initialState(choices: [UInt32] = [], detail: StepDetail = .full) -> (
    SystemState, StepRecord
  ) {
    var run = StepRun(system: self, words: blankWords, step: nil, detail: detail)
    run.stepChoices = choices
    run.initialize()
    return (SystemState(words: run.words.values), run.record)
  }

  /// Every initial state, one per way of ``initialWays()``, in that order, with the way
  /// it takes.
  public func initialStates(detail: StepDetail = .full) -> [(
    choices: [UInt32], state: SystemState, record: StepRecord
  )] {
    initialWays().map { way in
      let (state, record) = initialState(choices: way, detail: detail)
      return (way, state, record)
    }
  }

  /// Applies one step. A pure function: the same state and step always give the same
  /// result, and `state` is not changed.
  ///
  /// A step that is not enabled (a deferred entry, a stub step for a dead actor) leaves
  /// the state unchanged; its record says why (`outcome == .deferred`, or no events).
  public func apply(_ step: Step, to state: SystemState, detail: StepDetail = .full)
    -> (SystemState, StepRecord)
  {
    var run = StepRun(system: self, words: state.words, step: step, detail: detail)
    guard run.run(step) else { return (state, run.record) }
    return (SystemState(words: run.words.values), run.record)
  }

  /// Applies one step to the state with these words, leaving the successor's words and
  /// the record in `workspace`: the same function as ``apply(_:to:detail:)``, for
  /// callers that step millions of times and reuse one workspace's buffers.
  public func apply(_ step: Step, to words: [UInt32], in workspace: inout StepWorkspace) {
    // A checker's worker replays what the steps of actors it remembers did.
    if workspace.memo != nil, case .take(let actor, let index, let choices) = step,
      workspace.memo!.looksUp(actor)
    {
      applyRemembering(step, actor: actor, entry: index, choices: choices, to: words, &workspace)
      return
    }
    workspace.run.reset(words: words, step: step)
    _ = workspace.run.run(step)
  }

  /// Applies one step to the words loaded in `workspace` (``StepWorkspace/load(_:)``),
  /// leaving the successor's words and the record there: the same words, record and
  /// written blocks as ``apply(_:to:in:)`` on those words. Written blocks add up over
  /// steps applied without ``StepWorkspace/restore(_:)`` in between.
  public func apply(_ step: Step, in workspace: inout StepWorkspace) {
    // A copy of the words the caller took since the load must not see this step's writes.
    workspace.run.words.makeUnique()
    workspace.run.reset(step: step)
    _ = workspace.run.run(step)
  }
}

extension StepRun {
  /// Starts the system on ``words`` (blank): every live modelled actor enters its
  /// initial configuration, in actor order, and runs to completion.
  mutating func initialize() {
    for (index, actor) in system.actors.enumerated() where actor.scope < 0 && actor.chart != nil {
      let saved = switchTo(index)
      enterInitial()
      runToCompletion()
      restore(saved)
    }
    settleDataModels()
  }

  /// Runs one step on ``words``. False when the step is not enabled: the words are then
  /// unchanged and the record says why.
  mutating func run(_ step: Step) -> Bool {
    if case .timeout = step {
      // The receiver may be gone (popped) or finished: delivery reports that.
      guard step.actor < tables.actorCount, pendingTimers() > 0 else { return false }
      fireTimers()
      if tables.hasRegistrations { settleDataModels() }
      return true
    }
    guard step.actor < tables.actorCount, isAlive(step.actor) else { return false }
    actor = step.actor
    let tracksMutationRule = self.tracksMutationRule
    if tracksMutationRule { savePropertiesForMutationRule() }
    switch step {
    case .take(let actor, let index, _):
      guard layout(actor).isModelled, index < queueCount(actor) else { return false }
      take(index)
      if record.outcome == .deferred { return false }
    case .eventless:
      guard layout(step.actor).isModelled else { return false }
      var enabled = selectEventless()
      if !enabled.isEmpty {
        microsteps = 1
        microstep(enabled)
        giveBack(&enabled)
        runToCompletion()
      }
    case .stubTake(let actor, let index, let reply):
      guard layout(actor).isStub, index < queueCount(actor) else { return false }
      stubTake(index, reply: reply)
    case .stubEmit(let actor, let gid, let payload):
      guard layout(actor).isStub, gid < system.cases.count,
        system.cases[gid].notifier >= 0
      else { return false }
      spendBudget()
      emit(gid, payload, from: actor)
    case .stubSend(let actor, let gid, let payload):
      guard layout(actor).isStub, gid < system.cases.count,
        system.cases[gid].notifier >= 0
      else { return false }
      spendBudget()
      deliver(
        to: tables.caseOwners[gid], EntryHeader(gid: gid, isReply: false, sender: actor), payload)
    case .timeout:
      break  // handled above
    }
    // Checked here: most systems have no data models, and the call alone costs.
    if tables.hasRegistrations {
      endStepWithDataModels(actor: step.actor, tracksMutationRule: tracksMutationRule)
    }
    return true
  }
}

extension StepRun {
  /// A modelled actor takes the entry at `index`.
  mutating func take(_ index: Int) {
    let header = header(actor, index)
    loadPayload(actor, index)
    if header.sender == tables.actorCount { recordReadsForReadMap(header.gid) }
    // Written into the record only: a local copy would retain the payload again.
    record.taken = QueueEntry(
      gid: header.gid, isReply: header.isReply, sender: header.sender, payload: input.payload)
    let selection = select(header)
    if case .deferred = selection {
      record.outcome = .deferred
      return
    }
    removeEntry(actor, index)
    if header.sender == tables.actorCount { words[tables.inFlightWord] = 0 }
    // A request with a reply type is owed a reply from now on, whatever handles it.
    // (A request case has a reply type exactly when its reply carries a payload word.)
    if !header.isReply, tables.payloadCounts[header.gid << 1 | 1] != 0,
      header.sender < tables.actorCount
    {
      pushOwed(header)
    }
    // Consumed, so the list it holds is unique when given back (else it would be copied).
    switch consume selection {
    case .transition(let index):
      handle(CollectionOfOne(index), header)
    case .transitions(var transitions):
      handle(transitions, header)
      giveBack(&transitions)
    case .ignored:
      record.outcome = .ignored
    case .unhandled:
      record.outcome = .unhandled
      fault(.unhandled(actor: actor, entry: record.taken!))
    case .deferred:
      break
    }
  }

  /// Fires the transitions selected for an entry taken, then runs to completion.
  @inline(__always)
  private mutating func handle<Transitions: Collection<Int>>(
    _ transitions: Transitions, _ header: EntryHeader
  ) {
    record.outcome = .handled
    // A smart (or recurring) activity needs no transaction of its own: its whole
    // handling is one, closed when the step ends (Quantwm). It runs in the refresh, where
    // opening a transaction is an update during refresh.
    let implicit = header.sender == tables.actorCount && isSoftRegistration(header.gid)
    if implicit {
      transactionDepth = 1
      refreshActivity = tables.caseRegistrations[header.gid]
    }
    microsteps = 1
    microstep(transitions)
    runToCompletion()
    if implicit {
      transactionDepth = 0
      refreshActivity = -1
      // Its writes join the refresh that delivered it; they begin no refresh of their own.
      closeTransaction(startsRefresh: false)
    }
  }

  /// A stub takes the entry at `index`, answering a request that has a reply type.
  mutating func stubTake(_ index: Int, reply: UInt32?) {
    let entry = entry(actor, index)
    let isOrphan = header(actor, index).isOrphan
    record.taken = entry
    record.outcome = .handled
    removeEntry(actor, index)
    if entry.sender == system.dataModelSender { words[system.inFlightWord] = 0 }
    let info = system.cases[entry.gid]
    guard let reply, !entry.isReply, info.reply != nil, entry.sender < system.actorCount else {
      return
    }
    // An orphaned request's reply is discarded at its send (``deliver(to:_:_:)``).
    deliver(
      to: entry.sender,
      EntryHeader(gid: entry.gid, isReply: true, sender: actor, isOrphan: isOrphan), [reply])
  }

  /// Counts one spontaneous stub action against its budget (saturating).
  mutating func spendBudget() {
    let word = layout(actor).budgetWord
    if word >= 0, words[word] < UInt32(UInt16.max) { words[word] += 1 }
  }

  /// Whether a case is the notification of a smart or recurring registration.
  private func isSoftRegistration(_ gid: Int) -> Bool {
    let registration = tables.caseRegistrations[gid]
    return registration >= 0 && tables.registrations.kinds[registration] != .hard
  }
}
