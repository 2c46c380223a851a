/// Hashing fixed-width states.
extension StateStore {
  /// A 64-bit hash of the words `head` then `tail`. Words are read two at a time as
  /// 64-bit lanes into four independent multiply-rotate accumulators, so the multiplies
  /// of consecutive lanes overlap instead of waiting on each other; the murmur3
  /// finalizer mixes the result so its high half (the tag, which also picks the slot) is
  /// well distributed.
  @inline(__always)
  static func hash(_ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>)
    -> UInt64
  {
    var lanes = Lanes()
    lanes.absorb(head)
    lanes.absorb(tail)
    var hash =
      lanes.a ^ (lanes.b << 23 | lanes.b >> 41) ^ (lanes.c << 43 | lanes.c >> 21)
      ^ (lanes.d << 11 | lanes.d >> 53) ^ UInt64(head.count + tail.count)
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
  }

  /// The hash's accumulators.
  private struct Lanes {
    var a: UInt64 = 0x243F_6A88_85A3_08D3
    var b: UInt64 = 0x1319_8A2E_0370_7344
    var c: UInt64 = 0xA409_3822_299F_31D0
    var d: UInt64 = 0x082E_FA98_EC4E_6C89

    @inline(__always)
    static func mix(_ lane: inout UInt64, _ value: UInt64, _ factor: UInt64, _ rotation: UInt64) {
      lane = (lane ^ value) &* factor
      lane = lane << rotation | lane >> (64 - rotation)
    }

    @inline(__always)
    mutating func absorb(_ words: UnsafeBufferPointer<UInt32>) {
      guard let base = words.baseAddress, words.count > 0 else { return }
      let raw = UnsafeRawPointer(base)
      func load(_ pair: Int) -> UInt64 {
        raw.loadUnaligned(fromByteOffset: pair * 8, as: UInt64.self)
      }
      let pairs = words.count / 2
      var index = 0
      while index + 3 < pairs {
        Self.mix(&a, load(index), 0x9E37_79B9_7F4A_7C15, 31)
        Self.mix(&b, load(index + 1), 0xC2B2_AE3D_27D4_EB4F, 29)
        Self.mix(&c, load(index + 2), 0x1656_67B1_9E37_79F9, 27)
        Self.mix(&d, load(index + 3), 0x85EB_CA77_C2B2_AE63, 33)
        index += 4
      }
      // At most three pairs are left: one each for the first lanes.
      let rest = pairs - index
      if rest > 0 { Self.mix(&a, load(index), 0x9E37_79B9_7F4A_7C15, 31) }
      if rest > 1 { Self.mix(&b, load(index + 1), 0xC2B2_AE3D_27D4_EB4F, 29) }
      if rest > 2 { Self.mix(&c, load(index + 2), 0x1656_67B1_9E37_79F9, 27) }
      if words.count & 1 == 1 {
        Self.mix(&d, UInt64(words[words.count - 1]), 0xC2B2_AE3D_27D4_EB4F, 29)
      }
    }
  }
}
