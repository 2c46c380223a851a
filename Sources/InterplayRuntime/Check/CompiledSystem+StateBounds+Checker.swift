import InterplayModel

// For the model checker (`InterplayCheck`): what each word of a packed state can hold,
// derived from the layout, so a visited set can store states in fewer bytes. Additive
// only; the checker verifies every state against these bounds and widens a word that
// exceeds its bound, so a bound that is too tight costs time, never soundness.

/// What one word of a ``SystemState`` can hold.
public enum StateWordBound: Hashable, Sendable {
  /// A value below this bound (a count, an ordinal, a flag, a bitset's `1 << bits`).
  case below(UInt64)
  /// A queue entry's or an owed request's header: a global case id, a reply flag and a
  /// sender (an actor, or the data models).
  case header
}

extension CompiledSystem {
  /// The bound of every word of this system's states, in word order.
  public var stateWordBounds: [StateWordBound] {
    var bounds = Array(repeating: StateWordBound.below(1 << 32), count: wordCount)
    func set(_ word: Int, _ bound: StateWordBound) {
      if word < bounds.count { bounds[word] = bound }
    }
    func bitset(_ first: Int, bits: Int) {
      for index in 0..<((bits + 31) / 32) {
        set(first + index, .below(1 << UInt64(min(32, bits - index * 32))))
      }
    }
    var payload: UInt64 = 2
    for info in cases {
      for parameter in info.parameters { payload = max(payload, UInt64(parameter.cardinality)) }
      if let reply = info.reply { payload = max(payload, UInt64(reply.cardinality)) }
    }
    for table in actors {
      let states = table.chart?.states.count ?? 0
      for history in 0...table.historyCount where table.configWords > 0 {
        bitset(table.configWord + history * table.configWords, bits: max(states, 1))
      }
      for (index, type) in table.variableTypes.enumerated() {
        set(table.variableWord + index, .below(UInt64(max(domains[type].cardinality, 1))))
      }
      if table.owedWord >= 0 {
        set(table.owedWord, .below(UInt64(table.owedSlots + 1)))
        for slot in 0..<table.owedSlots { set(table.owedWord + 1 + slot, .header) }
      }
      if table.budgetWord >= 0 { set(table.budgetWord, .below(UInt64(max(table.budget, 0) + 1))) }
      set(table.queueWord, .below(UInt64(table.queueSlots + 1)))
      for slot in 0..<table.queueSlots {
        let entry = table.queueWord + 1 + slot * table.entryWidth
        set(entry, .header)
        for offset in 1..<max(table.entryWidth, 1) { set(entry + offset, .below(payload)) }
      }
    }
    for stack in stacks {
      set(stack.depthWord, .below(UInt64(stack.slots + 1)))
      for slot in 0..<stack.slots {
        set(stack.depthWord + 1 + slot, .below(UInt64(scopes.count + 1)))
      }
    }
    for scope in scopes { set(scope.activeWord, .below(2)) }
    for property in properties { set(property.word, .below(UInt64(max(property.cardinality, 1)))) }
    if !registrations.isEmpty {
      bitset(dirtyWord, bits: registrations.count)
      set(refreshCursorWord, .below(UInt64(dispatchOrder.count + 2)))
      set(inFlightWord, .below(UInt64(registrations.count + 1)))
      if pendingWord >= 0 {
        set(pendingWord, .below(UInt64(pendingSlots + 1)))
        for slot in 0..<pendingSlots {
          bitset(pendingWord + 1 + slot * registrationBitsetWords, bits: registrations.count)
        }
      }
    }
    if cascadeReadsWord >= 0 { bitset(cascadeReadsWord, bits: properties.count) }
    for slot in 0..<timers.slots {
      let base = timers.base(slot)
      set(base, .below(UInt64(ModelLimits.maxDelay) + 2))
      set(base + 1, .below(UInt64(timers.slots)))
      set(base + 2, .header)
      for offset in 3..<max(timers.width, 3) { set(base + offset, .below(payload)) }
    }
    return bounds
  }

  /// The number of global case ids and of senders a header can name, for packing it.
  public var headerRanges: (cases: Int, senders: Int) { (cases.count, actors.count + 1) }
}
