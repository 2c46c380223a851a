import InterplayRuntime

/// Packing a successor by patching its parent's packed bits: a step changes a few words
/// of a state, so re-encoding only those costs a comparison per word instead of a full
/// pack.
extension StateCodec {
  /// Rewrites in `target` (which holds the packed form of `old`) the words where `new`
  /// differs from `old`, leaving in it the packed form of `new`: the same bits
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
    return fields.withUnsafeBufferPointer { fields in
      var remaining = blocks
      while remaining != 0 {
        let block = remaining.trailingZeroBitCount
        remaining &= remaining &- 1
        let start = block &<< blockShift
        let end = min(start &+ (1 &<< blockShift), count)
        for index in start..<end where new[index] != old[index] {
          let field = fields[index]
          let (code, bad) = Self.encode(new[index], field)
          if bad != 0 { return index }
          let window = raw.loadUnaligned(fromByteOffset: field.byte, as: UInt64.self)
          raw.storeBytes(
            of: window & ~(field.mask &<< field.shift) | code &<< field.shift,
            toByteOffset: field.byte, as: UInt64.self)
        }
      }
      return nil
    }
  }

  /// Packs a step's successor into `target`: the parent's packed words (`parentPacked`,
  /// the packed form of `parentWords`) with the words the step wrote patched in.
  ///
  /// - Returns: nil, or a word whose value does not fit its width.
  func pack(
    successor: StepWords, of parentPacked: UnsafePointer<UInt32>, parentWords: [UInt32],
    into target: UnsafeMutablePointer<UInt32>
  ) -> Int? {
    target.update(from: parentPacked, count: wordCount)
    return successor.values.withUnsafeBufferPointer { new in
      parentWords.withUnsafeBufferPointer { old in
        patch(
          new.baseAddress!, from: old.baseAddress!, blocks: successor.written,
          blockShift: successor.blockShift, into: target)
      }
    }
  }
}
