/// Lossy storage: hash compaction and bitstate hashing (see ``StateStorage``).
///
/// A state's key is its 64-bit hash, mixed with the store's seed. Hash compaction keeps
/// the key itself in the table (the slot picked by its high half, as in exact storage),
/// so two states are confused only when their 64-bit keys are equal. Bitstate hashing
/// sets ``StateStorage/bitstateHashes`` bits picked from the key by double hashing, and
/// confuses a new state with the visited ones whenever its bits are all set already.
/// Either way the state's words are stored only until the search has expanded it.
extension StateStore {
  /// The key a lossy store files the state of `hash` under: never 0, which marks an
  /// empty slot.
  @inline(__always)
  func lossyKey(_ hash: UInt64) -> UInt64 {
    var key = hash
    if seed != 0 {
      key ^= seed &* 0x9E37_79B9_7F4A_7C15
      key ^= key >> 31
      key = key &* 0xBF58_476D_1CE4_E5B9
      key ^= key >> 29
    }
    return key == 0 ? 1 : key
  }

  /// The bit positions of `key` in the bit array.
  @inline(__always)
  func bitPositions(_ key: UInt64, mask: Int) -> (Int, Int, Int) {
    let step = (key >> 29 | key << 35) &* 0x94D0_49BB_1331_11EB | 1
    let first = Int(truncatingIfNeeded: key) & mask
    let second = Int(truncatingIfNeeded: key &+ step) & mask
    let third = Int(truncatingIfNeeded: key &+ step &* 2) & mask
    return (first, second, third)
  }

  @inline(__always)
  private func isSet(_ bits: UnsafeMutablePointer<UInt64>, _ position: Int) -> Bool {
    bits[position >> 6] & (1 << UInt64(position & 63)) != 0
  }

  /// Sets bit `position`; 1 if it was clear, else 0.
  @inline(__always)
  private func set(_ bits: UnsafeMutablePointer<UInt64>, _ position: Int) -> Int {
    let mask: UInt64 = 1 << UInt64(position & 63)
    let old = bits[position >> 6]
    bits[position >> 6] = old | mask
    return old & mask == 0 ? 1 : 0
  }

  /// Whether the state of `key` looks visited.
  func isVisited(key: UInt64) -> Bool {
    if let bits = bitArray {
      let (first, second, third) = bitPositions(key, mask: bitMask)
      return isSet(bits, first) && isSet(bits, second) && isSet(bits, third)
    }
    guard isLossy else { return false }
    guard tableMask > 0 else { return false }
    var slot = Int(truncatingIfNeeded: key >> 32) & tableMask
    while table[slot] != 0 {
      if table[slot] == key { return true }
      slot = (slot + 1) & tableMask
    }
    return false
  }

  /// ``insert(head:tail:hash:parent:step:)`` for a lossy store. A state that looks
  /// visited is `.found(-1)`: its number is not known, and nothing needs it (a lossy
  /// search keeps no graph).
  func insertLossy(
    head: UnsafeBufferPointer<UInt32>, tail: UnsafeBufferPointer<UInt32>, hash: UInt64,
    parent: UInt32, step: UInt32
  ) -> Insertion {
    let lossy = self.lossy!
    let key = lossyKey(hash)
    if isVisited(key: key) { return .found(-1) }
    guard count < maxCount else { return .countLimit }
    if lossy.bits == nil, tableMask == 0 || count + 1 > (tableMask + 1) / 4 * 3 {
      guard growTable() else { return .memoryLimit }
    }
    if count == chunkCount << chunkShift {
      guard addChunk() else { return .memoryLimit }
    }
    let linkBytes = lossy.linkGrowth(for: count)
    guard linkBytes == 0 || bytesAllocated + linkBytes + reservedBytes <= byteBudget else {
      return .memoryLimit
    }
    let record = words(count)
    record.update(from: head.baseAddress!, count: head.count)
    if tail.count > 0 { (record + head.count).update(from: tail.baseAddress!, count: tail.count) }
    record[width] = parent
    record[width + 1] = step
    lossy.append(count, parent: parent, step: step)
    if let bits = lossy.bits {
      // The chance this state had of looking visited, from the fill before it.
      let fill = Double(lossy.setBits) / Double(lossy.bitMask + 1)
      let chance = fill * fill * fill
      lossy.expectedMissed += chance / (1 - min(chance, 0.5))
      let (first, second, third) = bitPositions(key, mask: lossy.bitMask)
      lossy.setBits += set(bits, first) + set(bits, second) + set(bits, third)
    } else {
      lossy.expectedMissed += Double(count) / 18_446_744_073_709_551_616.0
      var slot = Int(truncatingIfNeeded: key >> 32) & tableMask
      while table[slot] != 0 { slot = (slot + 1) & tableMask }
      table[slot] = key
    }
    count += 1
    return .inserted(count - 1)
  }

  /// Frees the chunks of records that hold only states below `index`, which the search
  /// has expanded and will not read again (a lossy store only).
  func retire(below index: Int) {
    guard let lossy else { return }
    while (lossy.retiredChunks + 1) << chunkShift <= index, lossy.retiredChunks < chunkCount {
      chunks[lossy.retiredChunks].deallocate()
      lossy.retiredChunks += 1
    }
  }

  /// What a lossy search covered (nil for exact storage).
  var lossyCoverage: LossyCoverage? {
    lossy?.coverage(storage: storage, count: count)
  }
}
