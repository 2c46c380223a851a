/// Quantwm data models: transactions collect changed properties; when the outermost one
/// closes, the registrations reading them become pending; pending registrations are
/// delivered to their owners one at a time: hard ones by priority, then smart ones by
/// level (each at most once per event loop), then recurring ones.
extension StepRun {
  /// The outermost transaction closed: mark the registrations it triggers.
  mutating func closeTransaction(triggersRecurring: Bool = true) {
    // Emptied when done, keeping its storage for the next transaction.
    defer { Self.empty(&changed) }
    let registrations = tables.registrations
    for index in 0..<registrations.count {
      let triggered: Bool
      switch registrations.kinds[index] {
      case .hard: triggered = registrations.reads(anyOf: changed, index)
      case .smart:
        triggered =
          registrations.reads(anyOf: changed, index) && !bit(registrations.firedWord, index)
      case .recurring: triggered = triggersRecurring  // every update transaction
      }
      if triggered { setBit(registrations.pendingWord, index, true) }
    }
  }

  /// Ends a step: while no registration notification is in flight, delivers the next
  /// pending one; when none is pending the event loop is over and smart ones may fire
  /// again.
  mutating func settleDataModels() {
    guard tables.hasRegistrations else { return }
    let registrations = tables.registrations
    while words[tables.inFlightWord] == 0 {
      var next = -1
      for position in 0..<registrations.dispatchCount
      where bit(registrations.pendingWord, registrations.dispatchOrder[position]) {
        next = registrations.dispatchOrder[position]
        break
      }
      guard next >= 0 else {
        for word in 0..<registrations.registrationWords {
          words[registrations.firedWord + word] = 0
        }
        return
      }
      setBit(registrations.pendingWord, next, false)
      if registrations.kinds[next] == .smart { setBit(registrations.firedWord, next, true) }
      record.events.append(.registration(next))
      let owner = registrations.owners[next]
      guard isAlive(owner) else { continue }
      let header = EntryHeader(
        gid: registrations.gids[next], isReply: false, sender: tables.actorCount)
      if deliver(to: owner, header, []) == .queued {
        words[tables.inFlightWord] = UInt32(next + 1)
      }
    }
  }

  mutating func bit(_ base: Int, _ index: Int) -> Bool {
    words[base + index >> 5] & (1 &<< UInt32(index & 31)) != 0
  }

  mutating func setBit(_ base: Int, _ index: Int, _ value: Bool) {
    let mask: UInt32 = 1 &<< UInt32(index & 31)
    if value { words[base + index >> 5] |= mask } else { words[base + index >> 5] &= ~mask }
  }
}
