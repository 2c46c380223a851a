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
    record.events.append(.push(scope: scope))
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
  /// state (innermost first, actors in reverse order), then their state is cleared.
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
    for member in table.actors {
      // What still waits in its queue is lost: sequences' lost messages match it.
      for index in 0..<queueCount(member) {
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
    record.events.append(.pop(scope: scope))
  }

  /// Zeroes every word of an actor: configuration, history, variables, budget, queue.
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
    if table.budgetWord >= 0 { words[table.budgetWord] = 0 }
    for word in table.queueWord...(table.queueWord + table.queueSlots * table.entryWidth) {
      words[word] = 0
    }
  }
}
