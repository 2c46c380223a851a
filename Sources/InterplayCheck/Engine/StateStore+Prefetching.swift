import CPrefetch

/// Prefetching for batches of lookups: a lookup's time goes into two cache misses, the
/// table slot and then the record it points to. A caller with many lookups to make
/// prefetches each one's slot, and later its record, some lookups ahead, so the misses
/// of several overlap.
extension StateStore {
  /// Starts loading the table slot where a lookup of `hash` begins; under bitstate
  /// hashing, the line of the bit array that holds all its bits.
  @inline(__always)
  func prefetchSlot(_ hash: UInt64) {
    if let bits = bitArray {
      interplay_prefetch(bitLine(lossyKey(hash), in: bits))
      return
    }
    guard tableMask > 0 else { return }
    let key = isLossy ? lossyKey(hash) : hash
    interplay_prefetch(table + (Int(truncatingIfNeeded: key >> 32) & tableMask))
  }

  /// Starts loading the first record a lookup of `hash` would compare (its slot should
  /// be loaded by now): every cache line of the state's words, which the comparison
  /// reads whole when the state is there.
  @inline(__always)
  func prefetchRecord(_ hash: UInt64) {
    guard tableMask > 0, !isLossy else { return }
    let entry = table[Int(truncatingIfNeeded: hash >> 32) & tableMask]
    guard entry != 0, entry >> 32 == hash >> 32 else { return }
    let record = UnsafeRawPointer(words(Int(entry & 0xFFFF_FFFF) - 1))
    var offset = 0
    while offset < width * 4 {
      interplay_prefetch(record + offset)
      offset += 64
    }
  }
}

extension StateStore {
  /// The memory of the last chunk not holding records yet (nil when the chunks are
  /// full). Pages are mapped on first write, one fault each; a thread with nothing else
  /// to do can touch them (``touch(_:)``) before the thread that stores states gets
  /// there, as nothing reads or writes past the stored records meanwhile.
  func unusedTail() -> UnsafeMutableRawBufferPointer? {
    guard count < chunkCount << chunkShift else { return nil }
    let start = UnsafeMutableRawPointer(words(count))
    let end = UnsafeMutableRawPointer(words(chunkCount << chunkShift - 1) + stride)
    return UnsafeMutableRawBufferPointer(start: start, count: end - start)
  }

  /// Writes a zero into every page of `memory`, so its pages are mapped.
  static func touch(_ memory: UnsafeMutableRawBufferPointer) {
    guard let base = memory.baseAddress else { return }
    var offset = 0
    while offset < memory.count {
      base.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
      offset += 4096
    }
  }
}
