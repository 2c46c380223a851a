/// Hashing fixed-width states and growing the store within its byte budget.
extension StateStore {
  /// A 64-bit hash of the words `head` then `tail`: one multiply-rotate round per word
  /// and a final avalanche (the murmur3 finalizer), so both halves are well mixed (the
  /// low bits pick the slot, the high bits are the tag).
  @inline(__always)
  static func hash(_ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>)
    -> UInt64
  {
    var hash: UInt64 = 0x243F_6A88_85A3_08D3
    for word in head {
      hash = (hash ^ UInt64(word)) &* 0x9E37_79B9_7F4A_7C15
      hash = (hash << 29) | (hash >> 35)
    }
    for word in tail {
      hash = (hash ^ UInt64(word)) &* 0x9E37_79B9_7F4A_7C15
      hash = (hash << 29) | (hash >> 35)
    }
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
  }

  /// Doubles the hash table (1,024 slots at first) and reinserts every state; false if
  /// the new table would not fit the budget.
  func growTable() -> Bool {
    let newSlots = tableMask == 0 ? 1024 : (tableMask + 1) * 2
    let newBytes = capacity * (width * 4 + 8) + newSlots * 8
    guard newBytes + reservedBytes <= byteBudget else { return false }
    let fresh = UnsafeMutablePointer<UInt64>.allocate(capacity: newSlots)
    fresh.initialize(repeating: 0, count: newSlots)
    let mask = newSlots - 1
    for index in 0..<count {
      let buffer = UnsafeBufferPointer(start: words(index), count: width)
      let hash = Self.hash(buffer, UnsafeBufferPointer(start: nil, count: 0))
      var slot = Int(truncatingIfNeeded: hash) & mask
      while fresh[slot] != 0 { slot = (slot + 1) & mask }
      fresh[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(index + 1)
    }
    replaceTable(fresh, mask: mask)
    return true
  }

  /// Grows the arena and the links: doubling, else as far as the budget allows.
  func growArena() -> Bool {
    let perState = width * 4 + 8
    let tableBytes = tableMask == 0 ? 0 : (tableMask + 1) * 8
    let affordable = (byteBudget - reservedBytes - tableBytes) / perState
    let wanted = max(capacity * 2, 1024)
    let newCapacity = min(wanted, affordable)
    guard newCapacity > capacity, newCapacity < Int(UInt32.max) else { return false }
    replaceArena(capacity: newCapacity)
    return true
  }
}
