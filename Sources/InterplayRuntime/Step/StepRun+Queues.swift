/// Input queues: decoding entries, removing them, and delivering under each notifier's
/// policy and capacity.
///
/// The small queries here are inlined: a call to a non-mutating method from a mutating
/// one passes `self` by reference to a copy, and the copy of the whole run (over 700
/// bytes) cost more than the query.
extension StepRun {
  @inline(__always)
  func queueCount(_ actor: Int) -> Int { Int(words[layout(actor).queueWord]) }

  @inline(__always)
  func header(_ actor: Int, _ index: Int) -> EntryHeader {
    let table = layout(actor)
    return EntryHeader(raw: words[table.queueWord + 1 + index * table.entryWidth])
  }

  func entry(_ actor: Int, _ index: Int) -> QueueEntry {
    let table = layout(actor)
    let base = table.queueWord + 1 + index * table.entryWidth
    let header = EntryHeader(raw: words[base])
    let count = payloadCount(header)
    let payload = count == 0 ? [] : Array(words.values[(base + 1)..<(base + 1 + count)])
    return QueueEntry(
      gid: header.gid, isReply: header.isReply, sender: header.sender, payload: payload)
  }

  @inline(__always)
  func payloadCount(_ header: EntryHeader) -> Int {
    tables.payloadCounts[header.gid << 1 | (header.isReply ? 1 : 0)]
  }

  /// Removes the entry at `index`, moving later ones up; the freed slot is zeroed.
  @inline(__always)
  mutating func removeEntry(_ actor: Int, _ index: Int) {
    let table = layout(actor)
    let count = queueCount(actor)
    let start = table.queueWord + 1 + index * table.entryWidth
    let end = table.queueWord + 1 + count * table.entryWidth
    words.removeSlot(start..<end, width: table.entryWidth)
    words[table.queueWord] = UInt32(count - 1)
  }

  @inline(__always)
  private mutating func append(_ actor: Int, _ header: EntryHeader, _ payload: [UInt32]) {
    let table = layout(actor)
    let count = queueCount(actor)
    let base = table.queueWord + 1 + count * table.entryWidth
    words[base] = header.raw
    for (index, value) in payload.enumerated() where index + 1 < table.entryWidth {
      words[base + 1 + index] = value
    }
    words[table.queueWord] = UInt32(count + 1)
  }

  private mutating func payloadEquals(_ actor: Int, _ index: Int, _ payload: [UInt32]) -> Bool {
    let table = layout(actor)
    let base = table.queueWord + 1 + index * table.entryWidth + 1
    for (offset, value) in payload.enumerated() where words[base + offset] != value {
      return false
    }
    return true
  }

  /// The notifier a header belongs to (-1 for a registration's synthetic case).
  @inline(__always)
  func notifier(of header: EntryHeader) -> Int { tables.caseNotifiers[header.gid] }

  /// Adds a notification to a receiver's queue under its notifier's policy, and records
  /// the delivery (the record's last event); returns its outcome. A receiver that is not
  /// alive, and a reply to a request made by an earlier incarnation of its receiver (an
  /// orphaned one), drop it here, at its send.
  @discardableResult
  mutating func deliver(to receiver: Int, _ header: EntryHeader, _ payload: [UInt32])
    -> DeliveryOutcome
  {
    // Built only for the record and faults: a record without events needs it rarely.
    var entry: QueueEntry {
      QueueEntry(gid: header.gid, isReply: header.isReply, sender: header.sender, payload: payload)
    }
    func note(_ outcome: DeliveryOutcome) -> DeliveryOutcome {
      if capturesDeliveries { capture(receiver, header, payload, outcome) }
      noteEvent(.delivered(Delivery(receiver: receiver, entry: entry, outcome: outcome)))
      return outcome
    }
    guard isAlive(receiver), !(header.isReply && header.isOrphan) else { return note(.dropped) }
    if isFinished(receiver) {
      fault(.sentToFinished(receiver: receiver, entry: entry))
      return note(.dropped)
    }
    let notifierIndex = notifier(of: header)
    let policy = header.isReply || notifierIndex < 0 ? .fifo : tables.policies[notifierIndex]
    let capacity = notifierIndex >= 0 ? tables.capacities[notifierIndex] : 1
    let count = queueCount(receiver)
    switch policy {
    case .fifo: break
    case .coalesce:
      for index in 0..<count
      where self.header(receiver, index) == header && payloadEquals(receiver, index, payload) {
        return note(.coalesced)
      }
    case .latest:
      for index in 0..<count where self.header(receiver, index) == header {
        removeEntry(receiver, index)
        append(receiver, header, payload)
        return note(.replaced(index: index))
      }
    }
    var sameChannel = 0
    for index in 0..<count {
      let other = self.header(receiver, index)
      if other.isReply == header.isReply, notifier(of: other) == notifierIndex { sameChannel += 1 }
    }
    guard sameChannel < capacity, count < layout(receiver).queueSlots else {
      fault(.overflow(receiver: receiver, entry: entry))
      return note(.overflow)
    }
    append(receiver, header, payload)
    return note(.queued)
  }
}
