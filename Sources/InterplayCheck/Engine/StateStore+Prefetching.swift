import CPrefetch

/// Prefetching for batches of lookups: a lookup's time goes into two cache misses, the
/// table slot and then the record it points to. A caller with many lookups to make
/// prefetches each one's slot, and later its record, some lookups ahead, so the misses
/// of several overlap.
extension StateStore {
  /// Starts loading the table slot where a lookup of `hash` begins.
  @inline(__always)
  func prefetchSlot(_ hash: UInt64) {
    guard tableMask > 0 else { return }
    interplay_prefetch(table + (Int(truncatingIfNeeded: hash >> 32) & tableMask))
  }

  /// Starts loading the first record a lookup of `hash` would compare (its slot should
  /// be loaded by now): every cache line of the state's words, which the comparison
  /// reads whole when the state is there.
  @inline(__always)
  func prefetchRecord(_ hash: UInt64) {
    guard tableMask > 0 else { return }
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
