/// Hashing fixed-width states.
///
/// A state's words are read as 64-bit pairs (words `2i` and `2i + 1`, the last one
/// zero-extended when the count is odd). Each pair is mixed with its position on its
/// own, the mixes are added, and a finalizer spreads the sum. Because the sum is of
/// independent terms, a successor that differs from its parent in a few pairs is hashed
/// by replacing those pairs' terms (``StateStore/term(_:at:)``) instead of reading all
/// its words again: that is how the checker's workers hash (see
/// ``StateCodec/patch(_:from:blocks:blockShift:into:sum:)``).
extension StateStore {
  /// A 64-bit hash of the words `head` then `tail`, read as one sequence. The high half
  /// (the tag, which also picks the slot) is well distributed.
  static func hash(_ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>)
    -> UInt64
  {
    var sum: UInt64 = 0
    let count = head.count + tail.count
    var pair = 0
    while 2 * pair < count {
      let low = word(2 * pair, head, tail)
      let high = 2 * pair + 1 < count ? word(2 * pair + 1, head, tail) : 0
      sum &+= term(UInt64(low) | UInt64(high) << 32, at: pair)
      pair += 1
    }
    return finish(sum, count: count)
  }

  private static func word(
    _ index: Int, _ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>
  ) -> UInt32 {
    index < head.count ? head[index] : tail[index - head.count]
  }

  /// The sum of the terms of a record's `count` words, which lie in one piece.
  @inline(__always)
  static func sum(_ record: UnsafePointer<UInt32>, count: Int) -> UInt64 {
    let raw = UnsafeRawPointer(record)
    var sum: UInt64 = 0
    var pair = 0
    while 2 * pair + 1 < count {
      sum &+= term(raw.loadUnaligned(fromByteOffset: 8 * pair, as: UInt64.self), at: pair)
      pair += 1
    }
    if count & 1 == 1 { sum &+= term(UInt64(record[count - 1]), at: pair) }
    return sum
  }

  /// The term of the pair at `position`: a multiply folded to 64 bits, keyed by the
  /// position so that equal pairs in different places count differently.
  @inline(__always)
  static func term(_ pair: UInt64, at position: Int) -> UInt64 {
    let keyed = pair ^ (UInt64(truncatingIfNeeded: position) &* 0x9E37_79B9_7F4A_7C15)
    let product = (keyed ^ 0x243F_6A88_85A3_08D3).multipliedFullWidth(by: 0xC2B2_AE3D_27D4_EB4F)
    return product.high ^ product.low
  }

  /// The hash of a sum of terms over `count` words: the murmur3 finalizer.
  @inline(__always)
  static func finish(_ sum: UInt64, count: Int) -> UInt64 {
    var hash = sum ^ UInt64(truncatingIfNeeded: count)
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
  }

  /// Replaces the `bits` of pair `pair` of `record` with `code` (which sets no bit
  /// outside them), keeping `sum` the sum of the record's terms.
  ///
  /// The pair is read and written whole, at the same place as the copy that filled the
  /// record: a narrower or shifted access would wait for those stores to reach the cache
  /// instead of taking the value from the one store it overlaps.
  @inline(__always)
  static func rewrite(
    pair: Int, of record: UnsafeMutableRawPointer, clearing bits: UInt64, setting code: UInt64,
    sum: inout UInt64
  ) {
    let old = record.loadUnaligned(fromByteOffset: 8 &* pair, as: UInt64.self)
    let new = old & ~bits | code
    sum = sum &- term(old, at: pair) &+ term(new, at: pair)
    record.storeBytes(of: new, toByteOffset: 8 &* pair, as: UInt64.self)
  }
}
