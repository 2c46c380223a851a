/// Hashing fixed-width states.
extension StateStore {
  /// A 64-bit hash of the words `head` then `tail`. Words are read two at a time as
  /// 64-bit lanes; two independent multiply-rotate accumulators keep the pipeline busy,
  /// and the murmur3 finalizer mixes the result so its high half (the tag, which also
  /// picks the slot) is well distributed.
  @inline(__always)
  static func hash(_ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>)
    -> UInt64
  {
    var lanes = (UInt64(0x243F_6A88_85A3_08D3), UInt64(0x1319_8A2E_0370_7344))
    absorb(head, &lanes)
    absorb(tail, &lanes)
    var hash = lanes.0 ^ (lanes.1 << 23 | lanes.1 >> 41) ^ UInt64(head.count + tail.count)
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
  }

  @inline(__always)
  private static func absorb(_ words: UnsafeBufferPointer<UInt32>, _ lanes: inout (UInt64, UInt64))
  {
    guard let base = words.baseAddress, words.count > 0 else { return }
    let raw = UnsafeRawPointer(base)
    let pairs = words.count / 2
    var index = 0
    while index + 1 < pairs {
      let first = raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
      let second = raw.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)
      lanes.0 = (lanes.0 ^ first) &* 0x9E37_79B9_7F4A_7C15
      lanes.0 = lanes.0 << 31 | lanes.0 >> 33
      lanes.1 = (lanes.1 ^ second) &* 0xC2B2_AE3D_27D4_EB4F
      lanes.1 = lanes.1 << 29 | lanes.1 >> 35
      index += 2
    }
    if index < pairs {
      lanes.0 =
        (lanes.0 ^ raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        &* 0x9E37_79B9_7F4A_7C15
      lanes.0 = lanes.0 << 31 | lanes.0 >> 33
    }
    if words.count & 1 == 1 {
      lanes.1 = (lanes.1 ^ UInt64(words[words.count - 1])) &* 0xC2B2_AE3D_27D4_EB4F
      lanes.1 = lanes.1 << 29 | lanes.1 >> 35
    }
  }
}
