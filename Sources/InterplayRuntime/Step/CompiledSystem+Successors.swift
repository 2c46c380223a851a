/// The successor API: every step enabled in a state, in a canonical order.
extension CompiledSystem {
  /// Every step enabled in `state`, ordered by actor, then: eventless before take for a
  /// modelled actor; for a stub, takes (each pending entry, each reply value), then
  /// emits and sends while its budget lasts (each case, each payload, in ordinal order).
  ///
  /// A modelled actor offers at most one take: its first entry it does not defer.
  /// Stubs are free: they may answer their pending requests in any order (an `ordered`
  /// stub takes only the first entry of its queue). While a
  /// data-model cascade is under way, its next delivery is the only step (see
  /// ``cascadeStep(in:)``).
  public func enabledSteps(in state: SystemState) -> [Step] {
    var steps: [Step] = []
    var run = StepRun(system: self, reading: state.words)
    enabledSteps(into: &steps, &run)
    return steps
  }

  /// ``enabledSteps(in:)`` of the state with these words, written into `steps` (emptied
  /// first, its capacity kept), with `workspace`'s buffers as scratch: for callers that
  /// list steps millions of times. The workspace's words and record are then undefined
  /// until its next step.
  public func enabledSteps(
    in words: [UInt32], into steps: inout [Step], using workspace: inout StepWorkspace
  ) {
    enabledSteps(in: words, into: &steps, using: &workspace, writingOutChoices: true)
  }

  /// ``enabledSteps(in:into:using:)``, or, with `writingOutChoices` false, each modelled
  /// actor's step once, naming no options, in place of the steps of its ways: for a
  /// caller that learns them while applying it (``apply(_:walking:to:in:)``).
  package func enabledSteps(
    in words: [UInt32], into steps: inout [Step], using workspace: inout StepWorkspace,
    writingOutChoices: Bool
  ) {
    // The queries write no word: they read the caller's words in place, uncopied.
    workspace.run.resetForQueries()
    let loan = workspace.run.words.lend(words)
    enabledSteps(into: &steps, &workspace.run, writingOutChoices: writingOutChoices)
    workspace.run.words.repay(loan)
  }

  /// The steps enabled in `run`'s words, which the queries leave unchanged.
  private func enabledSteps(
    into steps: inout [Step], _ run: inout StepRun, writingOutChoices: Bool = true
  ) {
    StepRun.empty(&steps)
    let tables = stepTables
    let expands = tables.hasChoices && writingOutChoices
    if tables.hasRegistrations, let cascade = cascadeStep(words: run.words.values) {
      steps.append(cascade)
      if expands { expandChoices(&steps, words: run.words.values) }
      return
    }
    // Words are read through the run (in place), not through a copy of the array.
    for index in 0..<tables.actorCount {
      // Modelled actors are listed from their flat layouts and chart indexes: the
      // actor tables are read only for stubs.
      let layout = tables.layouts[index]
      guard layout.activeWord < 0 || run.words[layout.activeWord] != 0 else { continue }
      if layout.canFinish, run.isFinished(index) { continue }
      let count = Int(run.words[layout.queueWord])
      if layout.isModelled {
        // The queries run as the actor; an actor whose oldest entry is always taken
        // needs none (setting the actor moves the run's chart address).
        if layout.hasEventless || (count > 0 && layout.hasDefers) { run.actor = index }
        if layout.hasEventless {
          var eventless = run.selectEventless()
          let isEnabled = !eventless.isEmpty
          run.giveBack(&eventless)
          // An enabled eventless transition comes before the queue: the actor's next
          // step is that one, never a queued notification.
          if isEnabled {
            steps.append(.eventless(actor: index))
            continue
          }
        }
        if count > 0, !layout.hasDefers {
          steps.append(.take(actor: index, index: 0))
        } else if count > 0,
          let entry = firstTakeable(count, &run)
        {
          steps.append(.take(actor: index, index: entry))
        }
        continue
      }
      for entry in 0..<(layout.isOrdered ? min(count, 1) : count) {
        let header = run.header(index, entry)
        let info = cases[header.gid]
        if !header.isReply, let reply = info.reply, header.sender < actors.count {
          for value in 0..<reply.cardinality {
            steps.append(.stubTake(actor: index, index: entry, reply: UInt32(value)))
          }
        } else {
          steps.append(.stubTake(actor: index, index: entry, reply: nil))
        }
      }
      // The stub's table is read (and retained) only while its budget lasts.
      guard layout.budgetWord >= 0, Int(run.words[layout.budgetWord]) < layout.budget else {
        continue
      }
      let actor = actors[index]
      if actor.eventNotifier >= 0 {
        forEachCase(of: actor.eventNotifier) { gid, payload in
          steps.append(.stubEmit(actor: index, gid: gid, payload: payload))
        }
      }
      for requested in actor.requests {
        forEachCase(of: requested) { gid, payload in
          steps.append(.stubSend(actor: index, gid: gid, payload: payload))
        }
      }
    }
    if expands { expandChoices(&steps, words: run.words.values) }
    // Logical time passes only when nothing is left to process (SPIN's `timeout`): no
    // modelled actor can step and no stub has a notification to take. What stubs may
    // do of their own accord (emit, send) is the environment's choice, made before or
    // after time passes, so it does not hold time back.
    let processing = steps.contains(where: \.isProcessing)
    if !processing, tables.timers.slots > 0, let receiver = run.firstTimerReceiver() {
      steps.append(.timeout(actor: receiver))
    }
  }

  /// Every enabled step applied: the successors of a state.
  public func successors(of state: SystemState, detail: StepDetail = .essential)
    -> [(step: Step, state: SystemState, record: StepRecord)]
  {
    enabledSteps(in: state).map { step in
      let (next, record) = apply(step, to: state, detail: detail)
      return (step, next, record)
    }
  }

  /// The index of the first queue entry a modelled actor does not defer, if any.
  public func firstTakeable(_ actor: Int, in state: SystemState) -> Int? {
    var run = StepRun(system: self, reading: state.words)
    run.actor = actor
    guard stepTables.layouts[actor].isModelled else {
      return run.queueCount(actor) > 0 ? 0 : nil
    }
    return firstTakeable(run.queueCount(actor), &run)
  }

  /// ``firstTakeable(_:in:)`` for the modelled actor that runs in `run`, whose queue holds
  /// `count` entries.
  func firstTakeable(_ count: Int, _ run: inout StepRun) -> Int? {
    // Without `defer` anywhere in the chart, or in the active states and their
    // ancestors, the oldest entry is always the one taken.
    guard run.chart.hasDefers, count > 0 else { return count > 0 ? 0 : nil }
    let table = run.layout(run.actor)
    var defersNow = false
    for word in 0..<table.configWords
    where run.words[table.configWord + word] & run.chart.deferMask[word] != 0 {
      defersNow = true
      break
    }
    guard defersNow else { return 0 }
    for entry in 0..<count where !run.defers(entry) {
      return entry
    }
    return nil
  }

  /// Calls `body` with every case of a notifier and every payload, in ordinal order.
  private func forEachCase(of notifier: Int, _ body: (Int, [UInt32]) -> Void) {
    let table = notifiers[notifier]
    for gid in table.firstGid..<(table.firstGid + table.caseCount) {
      let parameters = cases[gid].parameters
      var payload = Array(repeating: UInt32(0), count: parameters.count)
      while true {
        body(gid, payload)
        var position = parameters.count - 1
        while position >= 0 {
          payload[position] += 1
          if Int(payload[position]) < parameters[position].cardinality { break }
          payload[position] = 0
          position -= 1
        }
        if position < 0 { break }
      }
    }
  }
}
