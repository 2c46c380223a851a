/// Quantwm data models: the refresh.
///
/// When the outermost transaction of an action closes, a **refresh** begins (Quantwm's
/// refresh after an update): it walks the registrations once, in dispatch order (hard ones
/// by increasing priority, smart ones by increasing level, recurring ones last; document
/// order breaks ties), and delivers each one that is triggered when its turn comes, one at
/// a time, the next only once the previous one's activity has run. A hard or smart
/// registration is triggered when a property it reads has changed since the refresh
/// began (by the action, or by a registration delivered before it); a recurring one
/// always is. So each registration is delivered at most once per refresh, and a
/// registration never sees its own writes as a trigger: what it writes after its turn is
/// seen only by the registrations after it. The refresh ends when its walk is over and
/// nothing is in flight; the properties it saw changed are then forgotten.
extension StepRun {
  /// The outermost transaction closed: its changed properties join the refresh, which
  /// begins now unless one is under way (`startsRefresh` is false for the implicit
  /// transaction of a smart or recurring activity, which is part of the refresh that
  /// delivered it).
  mutating func closeTransaction(startsRefresh: Bool = true) {
    // Emptied when done, keeping its storage for the next transaction.
    defer { Self.empty(&changed) }
    guard tables.hasRegistrations else { return }
    let index = tables.registrations
    if words[index.refreshCursorWord] == 0 {
      guard startsRefresh else { return }
      words[index.refreshCursorWord] = 1
    }
    for property in changed where !bit(index.refreshChangedWord, property) {
      setBit(index.refreshChangedWord, property, true)
    }
  }

  /// Ends a step: while no registration notification is in flight and a refresh is under
  /// way, delivers the next registration the refresh's walk finds triggered; when the walk
  /// is over, the refresh ends.
  mutating func settleDataModels() {
    guard tables.hasRegistrations else { return }
    let index = tables.registrations
    let cursorWord = index.refreshCursorWord
    while words[tables.inFlightWord] == 0, words[cursorWord] != 0 {
      var cursor = Int(words[cursorWord])
      var next = -1
      while cursor <= index.dispatchCount {
        let candidate = index.dispatchOrder[cursor - 1]
        cursor += 1
        if index.kinds[candidate] == .recurring
          || index.reads(anyOf: index.refreshChangedWord, in: words, candidate)
        {
          next = candidate
          break
        }
      }
      guard next >= 0 else {
        words[cursorWord] = 0
        for word in 0..<index.propertyBitsetWords where words[index.refreshChangedWord + word] != 0
        {
          words[index.refreshChangedWord + word] = 0
        }
        return
      }
      words[cursorWord] = UInt32(cursor)
      record.events.append(.registration(next))
      let owner = index.owners[next]
      guard isAlive(owner) else { continue }
      let header = EntryHeader(gid: index.gids[next], isReply: false, sender: tables.actorCount)
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
