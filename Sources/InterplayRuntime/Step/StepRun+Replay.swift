/// Learning a step's effect for a ``StepMemo``, and replaying one.
///
/// An effect, as ``writeEffect(into:region:)`` writes it: the outcome (1 handled, 2
/// ignored); the number by which the memo keeps the record's events and transitions (0
/// when learned from a record without them); the number of choices met and the options each had; the actor's own words
/// and, where its chart uses timers, the timer slots' words after the step; the number
/// of deliveries, then each as its receiver, its header, its payload's length and the
/// payload.
extension StepRun {
  /// Notes a delivery of the step being learned (``capturesDeliveries``).
  mutating func capture(
    _ receiver: Int, _ header: EntryHeader, _ payload: [UInt32], _ outcome: DeliveryOutcome
  ) {
    guard case .queued = outcome else {
      capturedAllQueued = false
      return
    }
    captured.append(UInt32(truncatingIfNeeded: receiver))
    captured.append(header.raw)
    captured.append(UInt32(truncatingIfNeeded: payload.count))
    captured.append(contentsOf: payload)
    capturedCount += 1
  }

  /// Starts capturing the deliveries of the next step.
  mutating func beginCapture() {
    capturesDeliveries = true
    Self.empty(&captured)
    capturedCount = 0
    capturedAllQueued = true
  }

  /// Appends the effect of the step just run (an entry taken by ``actor``, its
  /// deliveries captured) to `memo`'s effects and returns where it starts; nil when the
  /// step cannot be replayed: it faulted, deferred or dropped its entry, or a delivery
  /// was not plainly queued.
  mutating func writeEffect(into memo: inout StepMemo, region: StepMemo.Plan.Region) -> Int? {
    capturesDeliveries = false
    guard record.faults.isEmpty, capturedAllQueued else { return nil }
    let outcome: UInt32
    switch record.outcome {
    case .handled: outcome = 1
    case .ignored: outcome = 2
    case .deferred, .unhandled, .none: return nil
    }
    let start = memo.beginEffect()
    memo.append(outcome)
    memo.append(
      recordsEvents ? memo.keep(events: record.events, transitions: record.transitions) : 0)
    memo.append(UInt32(truncatingIfNeeded: choiceCounts.count))
    for count in choiceCounts { memo.append(UInt32(truncatingIfNeeded: count)) }
    for word in region.own { memo.append(words[word]) }
    if region.usesTimers {
      for word in memo.plan.timerWords { memo.append(words[word]) }
    }
    memo.append(UInt32(truncatingIfNeeded: capturedCount))
    memo.append(contentsOf: captured)
    return start
  }

  /// Replays the effect starting at `start` in `effects` for the step of `actor` taking
  /// its entry `index`, on the words loaded (``reset(words:step:)``), handing the record
  /// the events and transitions the memo kept for it, if any. False when a delivery was
  /// not plainly queued: the words are then partly written, and the step must be run
  /// anew from a reset.
  mutating func replay(
    _ effects: UnsafeBufferPointer<UInt32>, at start: Int, actor: Int, entry index: Int,
    region: StepMemo.Plan.Region, timerWords: Range<Int>,
    recorded: (events: [StepEvent], transitions: [TransitionRef])?
  ) -> Bool {
    self.actor = actor
    let header = header(actor, index)
    loadPayload(actor, index)
    record.taken = QueueEntry(
      gid: header.gid, isReply: header.isReply, sender: header.sender, payload: input.payload)
    removeEntry(actor, index)
    var at = start
    record.outcome = effects[at] == 1 ? .handled : .ignored
    let choices = Int(effects[at + 2])
    at += 3
    for _ in 0..<choices {
      choiceCounts.append(Int(effects[at]))
      at += 1
    }
    // Only words that change are written: the packer re-encodes the blocks written.
    for word in region.own {
      if words[word] != effects[at] { words[word] = effects[at] }
      at += 1
    }
    if region.usesTimers {
      for word in timerWords {
        if words[word] != effects[at] { words[word] = effects[at] }
        at += 1
      }
    }
    let deliveries = Int(effects[at])
    at += 1
    // The deliveries' events come with the rest of the record's, below.
    let keepsEvents = recordsEvents
    recordsEvents = false
    defer { recordsEvents = keepsEvents }
    for _ in 0..<deliveries {
      let receiver = Int(effects[at])
      let header = EntryHeader(raw: effects[at + 1])
      let count = Int(effects[at + 2])
      at += 3
      var payload: [UInt32] = count == 0 ? [] : sparePayloads.popLast() ?? []
      for offset in 0..<count { payload.append(effects[at + offset]) }
      at += count
      let outcome = deliver(to: receiver, header, payload)
      recycle(&payload)
      guard case .queued = outcome else { return false }
    }
    if let recorded { shareRecordLists(recorded.events, recorded.transitions) }
    return true
  }

  /// Hands the record lists the memo keeps, keeping the record's own (empty) buffers
  /// aside for the next step: emptying a shared list would copy it.
  private mutating func shareRecordLists(_ events: [StepEvent], _ transitions: [TransitionRef]) {
    if !recordListsShared {
      swap(&record.events, &ownEvents)
      swap(&record.transitions, &ownTransitions)
      recordListsShared = true
    }
    record.events = events
    record.transitions = transitions
  }

  /// Takes the record's own buffers back after a replay shared the memo's lists.
  mutating func takeBackRecordLists() {
    swap(&record.events, &ownEvents)
    swap(&record.transitions, &ownTransitions)
    ownEvents = []
    ownTransitions = []
    recordListsShared = false
  }
}
