import Glibc

/// Packing a successor by patching its parent's packed bytes: a step changes a few words
/// of a state, so re-encoding only those costs a comparison per word instead of a full
/// pack.
extension StateCodec {
  /// Rewrites in `target` (which holds the packed form of `old`) the words where `new`
  /// differs from `old`, leaving in it the packed form of `new`: the same bytes
  /// ``pack(_:into:)`` writes.
  ///
  /// - Returns: nil, or a changed word whose value does not fit its width (`target` is
  ///   then unspecified).
  func patch(
    _ new: UnsafePointer<UInt32>, from old: UnsafePointer<UInt32>,
    into target: UnsafeMutablePointer<UInt32>
  ) -> Int? {
    let raw = UnsafeMutableRawPointer(target)
    let count = kinds.count
    return kinds.withUnsafeBufferPointer { kinds in
      offsets.withUnsafeBufferPointer { offsets in
        // Sixteen words (64 bytes) compared at a time by `memcmp`, which is vectorized:
        // a step changes few words, so most blocks are equal and skipped whole.
        var start = 0
        while start < count {
          let end = min(start &+ 16, count)
          if memcmp(new + start, old + start, (end &- start) &* 4) != 0 {
            // Inside a changed block, two words at a time (little-endian: the low half
            // of a pair is its first word).
            var index = start
            while index &+ 1 < end {
              let difference =
                UnsafeRawPointer(new + index).loadUnaligned(as: UInt64.self)
                ^ UnsafeRawPointer(old + index).loadUnaligned(as: UInt64.self)
              if difference != 0 {
                if UInt32(truncatingIfNeeded: difference) != 0,
                  let bad = patch(new[index], index, kinds[index], raw + offsets[index])
                {
                  return bad
                }
                let second = index &+ 1
                if difference >> 32 != 0,
                  let bad = patch(new[second], second, kinds[second], raw + offsets[second])
                {
                  return bad
                }
              }
              index &+= 2
            }
            if index < end, new[index] != old[index],
              let bad = patch(new[index], index, kinds[index], raw + offsets[index])
            {
              return bad
            }
          }
          start = end
        }
        return nil
      }
    }
  }

  /// Writes one word's packed form at `at`; returns `index` if it does not fit.
  @inline(__always)
  private func patch(_ value: UInt32, _ index: Int, _ kind: Kind, _ at: UnsafeMutableRawPointer)
    -> Int?
  {
    let caseShift = UInt32(caseBits)
    let headerShift = UInt32(caseBits + 1 + senderBits)
    switch kind {
    case .byte:
      guard value < 256 else { return index }
      at.storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
    case .short:
      guard value < 65_536 else { return index }
      at.storeBytes(of: UInt16(truncatingIfNeeded: value), as: UInt16.self)
    case .header8, .header16:
      let code = (value & 0x7FFF) | (value >> 15) << caseShift
      guard (value & 0x7FFF) >> caseShift | code >> headerShift == 0 else { return index }
      if kind == .header8 {
        at.storeBytes(of: UInt8(truncatingIfNeeded: code), as: UInt8.self)
      } else {
        at.storeBytes(of: UInt16(truncatingIfNeeded: code), as: UInt16.self)
      }
    case .word:
      at.storeBytes(of: value, as: UInt32.self)
    }
    return nil
  }
}
