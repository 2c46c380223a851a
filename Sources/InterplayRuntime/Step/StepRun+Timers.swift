import InterplayModel

/// Timers: `send ... after D` sets one; when no step but time is left, the earliest
/// pending timers fire together (``CompiledSystem/enabledSteps(in:)``).
extension StepRun {
  /// The number of pending timers.
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
    let base = timers.base(slot)
    words[base + 1] = UInt32(pendingTimers())
    words[base] = UInt32(delay) + 1
    words[base + 2] = header.raw
    for (index, value) in payload.enumerated() where 3 + index < timers.width {
      words[base + 3 + index] = value
    }
    record.events.append(.timerSet(entry, receiver: receiver, milliseconds: delay))
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
  private mutating func free(_ slot: Int) {
    let timers = tables.timers
    let base = timers.base(slot)
    let rank = words[base + 1]
    for word in base..<(base + timers.width) { words[word] = 0 }
    for other in 0..<timers.slots where words[timers.base(other)] != 0 {
      if words[timers.base(other) + 1] > rank { words[timers.base(other) + 1] -= 1 }
    }
  }

  /// The receiver of the timer that fires first (least remaining time, then set first),
  /// or nil when none is pending.
  func firstTimerReceiver() -> Int? {
    guard let slot = firstTimers().first else { return nil }
    let header = EntryHeader(raw: words[tables.timers.base(slot) + 2])
    return tables.caseOwners[header.gid]
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

  /// Lets time pass to the earliest deadline: every timer due then delivers its request,
  /// in the order they were set; the others keep their remaining time, less the time
  /// that passed.
  mutating func fireTimers() {
    let timers = tables.timers
    let due = firstTimers()
    guard let first = due.first else { return }
    let elapsed = words[timers.base(first)] - 1
    record.events.append(.timePassed(milliseconds: Int(elapsed)))
    for slot in due {
      let base = timers.base(slot)
      let header = EntryHeader(raw: words[base + 2])
      let count = payloadCount(header)
      var payload: [UInt32] = []
      for index in 0..<count where 3 + index < timers.width {
        payload.append(words[base + 3 + index])
      }
      free(slot)
      actor = header.sender
      deliver(to: tables.caseOwners[header.gid], header, payload)
    }
    for slot in 0..<timers.slots where words[timers.base(slot)] != 0 {
      words[timers.base(slot)] -= elapsed
    }
  }
}
