/// Quantwm data models: transactions collect changed properties; when the outermost one
/// closes, the registrations reading them become pending; pending registrations are
/// delivered to their owners one at a time: hard ones by priority, then smart ones by
/// level (each at most once per event loop), then recurring ones.
extension StepRun {
  /// The outermost transaction closed: mark the registrations it triggers.
  mutating func closeTransaction(triggersRecurring: Bool = true) {
    let written = changed
    changed = []
    guard !system.registrations.isEmpty else { return }
    for (index, registration) in system.registrations.enumerated() {
      let triggered: Bool
      switch registration.kind {
      case .hard: triggered = registration.reads.contains { written.contains($0) }
      case .smart:
        triggered =
          registration.reads.contains { written.contains($0) }
          && !bit(system.firedWord, index)
      case .recurring: triggered = triggersRecurring  // every update transaction
      }
      if triggered { setBit(system.pendingWord, index, true) }
    }
  }

  /// Ends a step: while no registration notification is in flight, delivers the next
  /// pending one; when none is pending the event loop is over and smart ones may fire
  /// again.
  mutating func settleDataModels() {
    guard tables.hasRegistrations else { return }
    while words[system.inFlightWord] == 0 {
      guard let next = system.dispatchOrder.first(where: { bit(system.pendingWord, $0) }) else {
        for word in 0..<system.registrationWords { words[system.firedWord + word] = 0 }
        return
      }
      setBit(system.pendingWord, next, false)
      let registration = system.registrations[next]
      if registration.kind == .smart { setBit(system.firedWord, next, true) }
      record.events.append(.registration(next))
      guard isAlive(registration.owner) else { continue }
      deliver(
        to: registration.owner,
        EntryHeader(gid: registration.gid, isReply: false, sender: system.dataModelSender), [])
      if case .delivered(let delivery) = record.events.last, delivery.outcome == .queued {
        words[system.inFlightWord] = UInt32(next + 1)
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
