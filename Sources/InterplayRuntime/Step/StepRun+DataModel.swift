/// Quantwm data models: refreshes.
///
/// A registration is **due** when a property it reads has changed since its last turn
/// (Quantwm compares each registration's change counters with those it saw when it last
/// ran): the state keeps one bit per registration, set when a transaction (or a smart or
/// recurring activity) that changed such a property closes, cleared at its turn. The bit
/// outlives the refresh: a change made after a registration's turn (by a registration
/// after it, or by its own activity) is delivered at the next refresh.
///
/// When the outermost transaction of an action closes, a **refresh** begins (Quantwm's
/// refresh after an update): it walks the registrations once, in dispatch order (hard
/// ones by increasing priority, smart ones by increasing level, recurring ones last;
/// document order breaks ties), and delivers each one that is due when its turn comes (a
/// recurring one always), one at a time, the next only once the previous one's activity
/// has run. Every transaction closed in one step joins the same refresh, and so does a
/// transaction closed while a refresh is under way (an activity's, or an action's while
/// a registration waits deferred): the due bits carry its changes to the registrations
/// whose turn is over.
extension StepRun {
  /// The outermost transaction closed: its changed properties make their readers due,
  /// and a refresh begins unless one is under way (`startsRefresh` is false for the
  /// implicit transaction of a smart or recurring activity, which is part of the refresh
  /// that delivered it).
  mutating func closeTransaction(startsRefresh: Bool = true) {
    // Emptied when done, keeping its storage for the next transaction.
    defer { Self.empty(&changed) }
    guard tables.hasRegistrations else { return }
    let index = tables.registrations
    if startsRefresh, record.taken?.sender != tables.actorCount,
      words[index.refreshCursorWord] == 0
    {
      words[index.refreshCursorWord] = 1
    }
    markDue(index.dirtyWord)
  }

  /// Sets, in the bitset over registrations at `base`, every hard or smart registration
  /// that reads a property ``changed`` holds.
  private mutating func markDue(_ base: Int) {
    let index = tables.registrations
    for property in changed {
      for position in index.readerStart[property]..<index.readerStart[property + 1] {
        setBit(base, index.readers[position], true)
      }
    }
  }

  /// Ends a step with data models: checks the step's activity against the mutation rule
  /// and its registration's read map (with the `mutation` check on), then settles.
  mutating func endStepWithDataModels(actor: Int, tracksMutationRule: Bool) {
    if tracksMutationRule {
      checkMutationRule(actor: actor)
      if readMapRegistration >= 0 { checkReadMap() }
    }
    settleDataModels()
  }

  /// While no registration notification is in flight and a refresh is under way,
  /// delivers the next registration the refresh's walk finds due; when the walk is over,
  /// the refresh ends.
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
        if index.kinds[candidate] == .recurring {
          next = candidate
          break
        }
        if bit(index.dirtyWord, candidate) {
          setBit(index.dirtyWord, candidate, false)
          next = candidate
          break
        }
      }
      guard next >= 0 else {
        endRefresh()
        continue
      }
      words[cursorWord] = UInt32(cursor)
      record.events.append(.registration(next))
      if tracksMutationRule, index.kinds[next] == .smart { noteCascadeReads(next) }
      let owner = index.owners[next]
      guard isAlive(owner) else { continue }
      let header = EntryHeader(gid: index.gids[next], isReply: false, sender: tables.actorCount)
      if deliver(to: owner, header, []) == .queued {
        words[tables.inFlightWord] = UInt32(next + 1)
      }
    }
  }

  /// The refresh's walk is over: it ends, forgetting what its smart registrations read.
  private mutating func endRefresh() {
    words[tables.registrations.refreshCursorWord] = 0
    if tracksMutationRule { clearCascadeReads() }
  }

  mutating func bit(_ base: Int, _ index: Int) -> Bool {
    words[base + index >> 5] & (1 &<< UInt32(index & 31)) != 0
  }

  mutating func setBit(_ base: Int, _ index: Int, _ value: Bool) {
    let mask: UInt32 = 1 &<< UInt32(index & 31)
    if value { words[base + index >> 5] |= mask } else { words[base + index >> 5] &= ~mask }
  }
}
