/// Scope stacks: push activates a scope's actors, pop deactivates them.
extension StepRun {
  /// Pushes a scope: its actors come alive with their initial variables and enter their
  /// initial states (entry actions and completion run now, inside this step).
  mutating func push(_ scope: Int) {
    let table = system.scopes[scope]
    guard table.stack >= 0 else { return }
    let stack = system.stacks[table.stack]
    let depth = Int(words[stack.depthWord])
    guard words[table.activeWord] == 0, depth < stack.slots else {
      return fault(.pushTwice(actor: actor, scope: scope))
    }
    words[stack.depthWord + 1 + depth] = UInt32(scope + 1)
    words[stack.depthWord] = UInt32(depth + 1)
    words[table.activeWord] = 1
    noteEvent(.push(scope: scope))
    for member in table.actors {
      let actorTable = system.actors[member]
      for (index, value) in actorTable.initialVariables.enumerated() {
        words[actorTable.variableWord + index] = value
      }
    }
    for member in table.actors where system.actors[member].chart != nil {
      let saved = switchTo(member)
      enterInitial()
      runToCompletion()
      restore(saved)
    }
  }

  /// Pops a scope, which must be the top of its stack: its actors exit every active
  /// state (innermost first, actors in reverse order), then their state is cleared, the
  /// timers they set are dropped and the requests they are still owed replies for are
  /// orphaned (see ``orphanRequests(of:)``).
  mutating func pop(_ scope: Int) {
    let table = system.scopes[scope]
    guard table.stack >= 0 else { return }
    let stack = system.stacks[table.stack]
    let depth = Int(words[stack.depthWord])
    guard words[table.activeWord] != 0, depth > 0,
      words[stack.depthWord + depth] == UInt32(scope + 1)
    else { return fault(.popNotTop(actor: actor, scope: scope)) }
    for member in table.actors.reversed() where system.actors[member].chart != nil {
      let saved = switchTo(member)
      let chart = system.actors[member].chart!
      for state in activeStates(member).reversed() {
        if detailed { record.events.append(.exit(actor: member, state: state)) }
        perform(chart.states[state].exit)
        setActive(member, state, false)
      }
      restore(saved)
    }
    words[stack.depthWord + depth] = 0
    words[stack.depthWord] = UInt32(depth - 1)
    words[table.activeWord] = 0
    // After the exits, so what they sent or set belongs to this incarnation too.
    orphanRequests(of: scope)
    dropTimers(of: scope)
    for member in table.actors {
      // What still waits in its queue is lost: sequences' lost messages match it.
      for index in 0..<queueCount(member) where recordsEvents {
        record.events.append(.discarded(receiver: member, entry: entry(member, index)))
      }
      clear(member)
      if !system.registrations.isEmpty, words[system.inFlightWord] != 0,
        system.registrations[Int(words[system.inFlightWord]) - 1].owner == member
      {
        words[system.inFlightWord] = 0  // its notification went with the queue
      }
    }
    // Recorded last: whatever the exits sent to the scope's own actors went with them.
    noteEvent(.pop(scope: scope))
  }

  /// Marks every request a scope's actors made that is still queued at, or owed by, an
  /// actor outside the scope as orphaned: its reply is discarded at its send (``reply(_:)``,
  /// ``stubTake(_:reply:)``), so it never reaches a later incarnation of the requester,
  /// which lives at the same actor index and never asked. One flag, not an incarnation
  /// count, keeps the state finite.
  private mutating func orphanRequests(of scope: Int) {
    for other in 0..<tables.actorCount where system.actors[other].scope != scope {
      let table = layout(other)
      for index in 0..<queueCount(other) {
        let word = table.queueWord + 1 + index * table.entryWidth
        let header = EntryHeader(raw: words[word])
        // Only a request with a reply type is ever answered.
        guard !header.isReply, !header.isOrphan, header.sender < tables.actorCount,
          system.actors[header.sender].scope == scope,
          tables.payloadCounts[header.gid << 1 | 1] != 0
        else { continue }
        words[word] = header.orphaned.raw
      }
      guard table.owedWord >= 0 else { continue }
      for index in 0..<Int(words[table.owedWord]) {
        let header = EntryHeader(raw: words[table.owedWord + 1 + index])
        guard header.sender < tables.actorCount, system.actors[header.sender].scope == scope
        else { continue }
        words[table.owedWord + 1 + index] = header.orphaned.raw
      }
    }
  }

  /// Drops the pending timers a scope's actors set, `send ... after` and `after`
  /// transitions alike (each recorded as cancelled): a timer set by an earlier
  /// incarnation never fires into a later one, and a popped actor keeps no word.
  private mutating func dropTimers(of scope: Int) {
    let timers = tables.timers
    for slot in 0..<timers.slots where words[timers.base(slot)] != 0 {
      let base = timers.base(slot)
      let header = EntryHeader(raw: words[base + 2])
      guard header.sender < tables.actorCount, system.actors[header.sender].scope == scope
      else { continue }
      // An `after` timer holds a transition, not a case: only a send's is a notification.
      if detailed, !header.isReply {
        var payload: [UInt32] = []
        for index in 0..<payloadCount(header) where 3 + index < timers.width {
          payload.append(words[base + 3 + index])
        }
        record.events.append(
          .timerCancelled(
            QueueEntry(gid: header.gid, isReply: false, sender: header.sender, payload: payload)))
      }
      free(slot)
    }
  }

  /// Zeroes every word of an actor: configuration, history, variables, queue, and the
  /// budget used if it is per push. A budget per run (`budget N`) keeps what was used:
  /// a stub pushed again does not get its budget back.
  private mutating func clear(_ actor: Int) {
    let table = system.actors[actor]
    for word in table.configWord..<(table.configWord + table.configWords * (1 + table.historyCount))
    {
      words[word] = 0
    }
    for index in table.initialVariables.indices { words[table.variableWord + index] = 0 }
    if table.owedWord >= 0 {
      for word in table.owedWord...(table.owedWord + table.owedSlots) { words[word] = 0 }
    }
    if table.budgetWord >= 0, table.isBudgetPerPush { words[table.budgetWord] = 0 }
    for word in table.queueWord...(table.queueWord + table.queueSlots * table.entryWidth) {
      words[word] = 0
    }
  }
}
