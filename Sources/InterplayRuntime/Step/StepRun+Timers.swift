import InterplayModel

/// Timers: `send ... after D` sets one; when no step but time is left, the earliest
/// pending timers fire together (``CompiledSystem/enabledSteps(in:)``).
extension StepRun {
  /// The number of pending timers.
  @inline(__always)
  func pendingTimers() -> Int {
    let timers = tables.timers
    var count = 0
    for slot in 0..<timers.slots where words[timers.base(slot)] != 0 { count += 1 }
    return count
  }

  /// Sets a timer for a request of case `gid` with its payload, in a free slot of
  /// `firstSlot...`; with every slot taken, it is an overflow fault and nothing is set.
  mutating func setTimer(_ gid: Int, _ payload: [UInt32], delay: Int, firstSlot: Int) {
    let timers = tables.timers
    let header = EntryHeader(gid: gid, isReply: false, sender: actor)
    let entry = QueueEntry(gid: gid, isReply: false, sender: actor, payload: payload)
    let receiver = tables.caseOwners[gid]
    guard
      let slot = (firstSlot..<min(firstSlot + ModelLimits.timersPerSend, timers.slots)).first(
        where: { words[timers.base($0)] == 0 })
    else {
      return fault(.timerOverflow(actor: actor, entry: entry))
    }
    noteEvent(.timerSet(entry, receiver: receiver, milliseconds: delay))
    // An actor that popped its own scope earlier in this step is gone: as the pop drops
    // the timers it set, this one is dropped at once.
    guard isAlive(actor) else {
      if detailed { record.events.append(.timerCancelled(entry)) }
      return
    }
    let base = timers.base(slot)
    words[base + 1] = UInt32(pendingTimers())
    words[base] = UInt32(delay) + 1
    words[base + 2] = header.raw
    for (index, value) in payload.enumerated() where 3 + index < timers.width {
      words[base + 3 + index] = value
    }
  }

  /// Drops the running actor's pending timers for case `gid` (each recorded).
  mutating func cancelTimers(_ gid: Int) {
    let timers = tables.timers
    for slot in 0..<timers.slots where words[timers.base(slot)] != 0 {
      let base = timers.base(slot)
      let header = EntryHeader(raw: words[base + 2])
      guard header.gid == gid, header.sender == actor else { continue }
      if detailed {
        var payload: [UInt32] = []
        for index in 0..<payloadCount(header) where 3 + index < timers.width {
          payload.append(words[base + 3 + index])
        }
        record.events.append(
          .timerCancelled(QueueEntry(gid: gid, isReply: false, sender: actor, payload: payload)))
      }
      free(slot)
    }
  }

  /// Frees a slot: the timers set after it move up one rank.
  mutating func free(_ slot: Int) {
    let timers = tables.timers
    let base = timers.base(slot)
    let rank = words[base + 1]
    for word in base..<(base + timers.width) { words[word] = 0 }
    for other in 0..<timers.slots where words[timers.base(other)] != 0 {
      if words[timers.base(other) + 1] > rank { words[timers.base(other) + 1] -= 1 }
    }
  }

  /// Arms the `after` timers of a state just entered.
  mutating func armTimers(of state: Int) {
    let timers = tables.timers
    for position in chart.afterStart[state]..<chart.afterStart[state + 1] {
      let index = chart.afterTransitions[position]
      let slot = chart.timerSlots[index]
      guard slot >= 0, slot < timers.slots,
        case .after(let delay) = chartTable.transitions[index].trigger
      else { continue }
      let base = timers.base(slot)
      if words[base] != 0 { free(slot) }
      words[base + 1] = UInt32(pendingTimers())
      words[base] = UInt32(delay) + 1
      words[base + 2] = EntryHeader(gid: index, isReply: true, sender: actor).raw
    }
  }

  /// Disarms the `after` timers of a state being exited.
  mutating func disarmTimers(of state: Int) {
    let timers = tables.timers
    for position in chart.afterStart[state]..<chart.afterStart[state + 1] {
      let slot = chart.timerSlots[chart.afterTransitions[position]]
      if slot >= 0, slot < timers.slots, words[timers.base(slot)] != 0 { free(slot) }
    }
  }

  /// The actor the first due timer concerns (the receiver of a request, the owner of an
  /// `after` transition), or nil when none is pending.
  func firstTimerReceiver() -> Int? {
    guard let slot = firstTimers().first else { return nil }
    let header = EntryHeader(raw: words[tables.timers.base(slot) + 2])
    return header.isReply ? header.sender : tables.caseOwners[header.gid]
  }

  /// The slots of the timers with the least remaining time, in the order they were set.
  private func firstTimers() -> [Int] {
    let timers = tables.timers
    var least = UInt32.max
    var due: [(rank: UInt32, slot: Int)] = []
    for slot in 0..<timers.slots {
      let remaining = words[timers.base(slot)]
      guard remaining != 0, remaining <= least else { continue }
      if remaining < least {
        least = remaining
        due.removeAll()
      }
      due.append((words[timers.base(slot) + 1], slot))
    }
    return due.sorted { $0.rank < $1.rank }.map(\.slot)
  }

  /// Lets time pass to the earliest deadline, then fires every timer due, one by one in
  /// the order they were set: a send's timer delivers its request; an `after` timer
  /// fires its transition (and the actor runs to completion), which may disarm others.
  mutating func fireTimers() {
    let timers = tables.timers
    guard let first = firstTimers().first else { return }
    let elapsed = words[timers.base(first)] - 1
    noteEvent(.timePassed(milliseconds: Int(elapsed)))
    for slot in 0..<timers.slots where words[timers.base(slot)] != 0 {
      words[timers.base(slot)] -= elapsed
    }
    // Due now: remaining 0, stored as 1.
    while let slot = firstTimers().first, words[timers.base(slot)] == 1 {
      let base = timers.base(slot)
      let header = EntryHeader(raw: words[base + 2])
      var payload: [UInt32] = []
      if !header.isReply {
        for index in 0..<payloadCount(header) where 3 + index < timers.width {
          payload.append(words[base + 3 + index])
        }
      }
      free(slot)
      actor = header.sender
      if header.isReply {
        fireAfter(header.gid)
      } else {
        deliver(to: tables.caseOwners[header.gid], header, payload)
      }
    }
  }

  /// Fires the `after` transition `index` of the running actor, if its source is still
  /// active and its guard holds, and runs to completion.
  private mutating func fireAfter(_ index: Int) {
    guard isAlive(actor), !isFinished(actor), isActive(actor, chart.sources[index]) else {
      return
    }
    input = EvaluationInput()
    guard !chart.hasGuard[index] || guardHolds(index) else { return }
    microsteps = 1
    microstep(CollectionOfOne(index))
    runToCompletion()
  }
}
