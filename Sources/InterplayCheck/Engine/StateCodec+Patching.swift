/// Packing a successor by patching its parent's packed bytes: a step changes a few words
/// of a state, so re-encoding only those costs a comparison per word instead of a full
/// pack.
extension StateCodec {
  /// Rewrites in `target` (which holds the packed form of `old`) the words where `new`
  /// differs from `old`, leaving in it the packed form of `new`: the same bytes
  /// ``pack(_:into:)`` writes. Only the blocks of `1 << blockShift` words whose bits are
  /// set in `blocks` are compared: the step function marks every block it writes
  /// (``StepWords``), and the others equal `old`.
  ///
  /// - Returns: nil, or a changed word whose value does not fit its width (`target` is
  ///   then unspecified).
  func patch(
    _ new: UnsafePointer<UInt32>, from old: UnsafePointer<UInt32>, blocks: UInt64,
    blockShift: Int, into target: UnsafeMutablePointer<UInt32>
  ) -> Int? {
    let raw = UnsafeMutableRawPointer(target)
    let count = kinds.count
    assert(
      (0..<count).allSatisfy {
        blocks & (1 << UInt64($0 >> blockShift)) != 0 || new[$0] == old[$0]
      },
      "a word changed outside the blocks the step marked")
    return kinds.withUnsafeBufferPointer { kinds in
      offsets.withUnsafeBufferPointer { offsets in
        var remaining = blocks
        while remaining != 0 {
          let block = remaining.trailingZeroBitCount
          remaining &= remaining &- 1
          let start = block &<< blockShift
          let end = min(start &+ (1 &<< blockShift), count)
          for index in start..<end where new[index] != old[index] {
            if let bad = patch(new[index], index, kinds[index], raw + offsets[index]) {
              return bad
            }
          }
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
