/// Quantwm data models: refreshes.
///
/// A registration is **due** when a property it reads has changed since its last turn
/// (Quantwm compares each registration's change counters with those it saw when it last
/// ran): the state keeps one bit per registration, set when a transaction (or a smart or
/// recurring activity) that changed such a property closes, cleared at its turn. The bit
/// outlives the refresh: a change made after a registration's turn (by a registration
/// after it, or by its own activity) is delivered at the next refresh.
///
/// Each outermost transaction an action closes (a step that is not a registration's
/// activity) begins a **refresh** of its own, as Quantwm refreshes at each close: the
/// first one now, when none is under way, and each later one of the same step when the
/// one before it ends, in order (its changes make registrations due only then). A
/// refresh walks the registrations once, in dispatch order (hard ones by increasing
/// priority, smart ones by increasing level, recurring ones last; document order breaks
/// ties), and delivers each one that is due when its turn comes (a recurring one
/// always), one at a time, the next only once the previous one's activity has run. A
/// transaction closed while a refresh is under way (an activity's, or an action's while
/// a registration waits deferred) joins it: Quantwm ignores a refresh asked for during
/// one, and the due bits carry its changes to the registrations whose turn is over.
extension StepRun {
  /// The outermost transaction closed: its changed properties make their readers due,
  /// now or, for a later transaction of an action that began a refresh, when its own
  /// refresh begins (`startsRefresh` is false for the implicit transaction of a smart or
  /// recurring activity, which is part of the refresh that delivered it).
  mutating func closeTransaction(startsRefresh: Bool = true) {
    // Emptied when done, keeping its storage for the next transaction.
    defer { Self.empty(&changed) }
    guard tables.hasRegistrations else { return }
    let index = tables.registrations
    if startsRefresh, record.taken?.sender != tables.actorCount {
      if words[index.refreshCursorWord] == 0 {
        words[index.refreshCursorWord] = 1
        refreshBegunInStep = true
      } else if refreshBegunInStep {
        return waitForRefresh()
      }
    }
    markDue(index.dirtyWord)
  }

  /// Queues the transaction's refresh behind the one under way. With every slot taken
  /// (a block run twice in one step), its changes join the last refresh waiting, or the
  /// one under way when none waits.
  private mutating func waitForRefresh() {
    let index = tables.registrations
    let waiting = index.pendingWord >= 0 ? Int(words[index.pendingWord]) : 0
    if waiting < index.pendingSlots {
      words[index.pendingWord] = UInt32(waiting + 1)
      markDue(pendingSlot(waiting))
    } else {
      markDue(waiting > 0 ? pendingSlot(waiting - 1) : index.dirtyWord)
    }
  }

  /// The first word of waiting refresh `slot`'s bitset over registrations.
  private func pendingSlot(_ slot: Int) -> Int {
    let index = tables.registrations
    return index.pendingWord + 1 + slot * index.registrationBitsetWords
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
  /// the refresh ends, and the next one waiting begins.
  mutating func settleDataModels() {
    guard tables.hasRegistrations else { return }
    let index = tables.registrations
    let cursorWord = index.refreshCursorWord
    while words[tables.inFlightWord] == 0, words[cursorWord] != 0 {
      var cursor = Int(words[cursorWord])
      var next = -1
      while cursor <= index.dispatchOrder.count {
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
      noteEvent(.registration(next))
      if tracksMutationRule, index.kinds[next] == .smart { noteCascadeReads(next) }
      let owner = index.owners[next]
      guard isAlive(owner) else { continue }
      let header = EntryHeader(gid: index.gids[next], isReply: false, sender: tables.actorCount)
      if deliver(to: owner, header, []) == .queued {
        words[tables.inFlightWord] = UInt32(next + 1)
      }
    }
  }

  /// The refresh's walk is over: it ends (forgetting what its smart registrations read),
  /// and the first refresh waiting begins, its transaction's changes now due.
  private mutating func endRefresh() {
    let index = tables.registrations
    words[index.refreshCursorWord] = 0
    if tracksMutationRule { clearCascadeReads() }
    guard index.pendingWord >= 0, words[index.pendingWord] > 0 else { return }
    let waiting = Int(words[index.pendingWord])
    let width = index.registrationBitsetWords
    for word in 0..<width where words[pendingSlot(0) + word] != 0 {
      words[index.dirtyWord + word] |= words[pendingSlot(0) + word]
    }
    let first = pendingSlot(0)
    for word in first..<(first + (waiting - 1) * width) { words[word] = words[word + width] }
    for word in pendingSlot(waiting - 1)..<pendingSlot(waiting) { words[word] = 0 }
    words[index.pendingWord] = UInt32(waiting - 1)
    words[index.refreshCursorWord] = 1
  }

  mutating func bit(_ base: Int, _ index: Int) -> Bool {
    words[base + index >> 5] & (1 &<< UInt32(index & 31)) != 0
  }

  mutating func setBit(_ base: Int, _ index: Int, _ value: Bool) {
    let mask: UInt32 = 1 &<< UInt32(index & 31)
    if value { words[base + index >> 5] |= mask } else { words[base + index >> 5] &= ~mask }
  }
}
