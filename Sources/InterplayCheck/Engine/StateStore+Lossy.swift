/// Lossy storage: hash compaction and bitstate hashing (see ``StateStorage``).
///
/// A state's key is its 64-bit hash, mixed with the store's seed. Hash compaction keeps
/// the key itself in the table (the slot picked by its high half, as in exact storage),
/// so two states are confused only when their 64-bit keys are equal. Bitstate hashing
/// sets ``StateStorage/bitstateHashes`` bits picked from the key, and confuses a new
/// state with the visited ones whenever its bits are all set already. Its bits lie in
/// one 512-bit line of the array (a cache line): the key's bits from 27 up pick the
/// line, and its low 27 bits, as three fields of 9, the three bits in it. So a lookup
/// misses the cache once, not three times, at the price of a line's fill varying about
/// the array's (which the miss estimate accounts for, see ``insertLossy``). Either way
/// the state's words are stored only until the search has expanded it.
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

  /// The line of the bit array that holds the bits of `key`, as its first word.
  @inline(__always)
  func bitLine(_ key: UInt64, in bits: UnsafeMutablePointer<UInt64>)
    -> UnsafeMutablePointer<UInt64>
  {
    bits + (Int(truncatingIfNeeded: key >> 27) & lineMask) << 3
  }

  /// The positions of the bits of `key` in its line (0 to 511; they may coincide).
  @inline(__always)
  func linePositions(_ key: UInt64) -> (Int, Int, Int) {
    let low = Int(truncatingIfNeeded: key)
    return (low & 511, low >> 9 & 511, low >> 18 & 511)
  }

  /// Whether bit `position` of `line` is set, as 1 or 0.
  @inline(__always)
  private func bit(_ line: UnsafeMutablePointer<UInt64>, _ position: Int) -> UInt64 {
    line[position >> 6] >> UInt64(position & 63) & 1
  }

  /// Sets bit `position` of `line`; 1 if it was clear, else 0.
  @inline(__always)
  private func set(_ line: UnsafeMutablePointer<UInt64>, _ position: Int) -> Int {
    let mask: UInt64 = 1 << UInt64(position & 63)
    let old = line[position >> 6]
    line[position >> 6] = old | mask
    return old & mask == 0 ? 1 : 0
  }

  /// The bits set in `line`. Without a population count instruction (the build targets
  /// any x86-64), one count for the 8 words: each word's bits counted per byte, the
  /// bytes of all 8 added (64 at most each), then per 16 bits, then all together.
  @inline(__always)
  private func setBits(_ line: UnsafeMutablePointer<UInt64>) -> Int {
    var bytes: UInt64 = 0
    for word in 0..<LossyParts.lineBits / 64 {
      var bits = line[word]
      bits -= bits >> 1 & 0x5555_5555_5555_5555
      bits = (bits & 0x3333_3333_3333_3333) + (bits >> 2 & 0x3333_3333_3333_3333)
      bytes += (bits + bits >> 4) & 0x0F0F_0F0F_0F0F_0F0F
    }
    let halves = (bytes & 0x00FF_00FF_00FF_00FF) + (bytes >> 8 & 0x00FF_00FF_00FF_00FF)
    return Int(truncatingIfNeeded: (halves &* 0x0001_0001_0001_0001) >> 48)
  }

  /// Whether the state of `key` looks visited.
  func isVisited(key: UInt64) -> Bool {
    if let bits = bitArray {
      let line = bitLine(key, in: bits)
      let (first, second, third) = linePositions(key)
      // One test of the three bits, not a branch per bit.
      return bit(line, first) & bit(line, second) & bit(line, third) != 0
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
  ///
  /// Each state stored adds to ``LossyParts/expectedMissed`` the chance a new state had
  /// then of looking visited. Under bitstate hashing that is the chance its three bits,
  /// uniform and independent within a line picked uniformly, were all set: the mean over
  /// the lines of the line's fill cubed, which ``LossyParts/lineCubes`` keeps exactly (a
  /// line's bits are counted when a state is stored in it). Because lines fill unevenly,
  /// it is at least the array's fill cubed, the estimate for bits spread over the array.
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
      // The chance this state had of looking visited, from the lines before it.
      let lineBits = Double(LossyParts.lineBits)
      let chance =
        Double(lossy.lineCubes) / (Double(lossy.lineMask + 1) * lineBits * lineBits * lineBits)
      lossy.expectedMissed += chance / (1 - min(chance, 0.5))
      let line = bitLine(key, in: bits)
      let (first, second, third) = linePositions(key)
      let before = setBits(line)
      let after = before + set(line, first) + set(line, second) + set(line, third)
      lossy.lineCubes += after * after * after - before * before * before
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

  /// The first state whose record is still held: states below it were freed
  /// (``retire(below:)``), and reading one reads freed memory.
  var firstHeldRecord: Int { (lossy?.retiredChunks ?? 0) << chunkShift }

  /// What a lossy search covered (nil for exact storage).
  var lossyCoverage: LossyCoverage? {
    lossy?.coverage(storage: storage, count: count)
  }
}
