import InterplayRuntime

/// Packing a successor by patching its parent's packed bits: a step changes a few words
/// of a state, so re-encoding only those costs a comparison per word instead of a full
/// pack, and the hash follows by replacing the terms of the pairs that changed.
extension StateCodec {
  /// Rewrites in `target` (which holds the packed form of `old`) the words where `new`
  /// differs from `old`, leaving in it the packed form of `new`: the same bits
  /// ``pack(_:into:)`` writes. Only the blocks of `1 << blockShift` words whose bits are
  /// set in `blocks` are compared: the step function marks every block it writes
  /// (``StepWords``), and the others equal `old`.
  ///
  /// `target` is rewritten a 64-bit pair at a time (``StateStore/rewrite(pair:of:
  /// clearing:setting:sum:)``), which keeps `sum` the sum of its hash terms, so it must
  /// extend to a whole pair past ``wordCount`` when that is odd; bits outside the fields
  /// keep their value.
  ///
  /// - Returns: nil, or a changed word whose value does not fit its width (`target` is
  ///   then unspecified).
  func patch(
    _ new: UnsafePointer<UInt32>, from old: UnsafePointer<UInt32>, blocks: UInt64,
    blockShift: Int, into target: UnsafeMutablePointer<UInt32>, sum: inout UInt64
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
          let bit = field.byte &<< 3 | Int(truncatingIfNeeded: field.shift)
          let pair = bit &>> 6
          let shift = UInt64(truncatingIfNeeded: bit & 63)
          StateStore.rewrite(
            pair: pair, of: raw, clearing: field.mask &<< shift, setting: code &<< shift,
            sum: &sum)
          // A field that crosses into the next pair: its high bits.
          if shift &+ field.width > 64 {
            let spill = 64 &- shift
            StateStore.rewrite(
              pair: pair &+ 1, of: raw, clearing: field.mask &>> spill, setting: code &>> spill,
              sum: &sum)
          }
        }
      }
      return nil
    }
  }

  /// Packs a step's successor into `target` (``wordCount`` words rounded up to whole
  /// pairs): the parent's packed words (`parentPacked`, the packed form of
  /// `parentWords`) with the words the step wrote patched in.
  ///
  /// - Returns: nil, or a word whose value does not fit its width.
  func pack(
    successor: StepWords, of parentPacked: UnsafePointer<UInt32>, parentWords: [UInt32],
    into target: UnsafeMutablePointer<UInt32>
  ) -> Int? {
    target.update(from: parentPacked, count: wordCount)
    if wordCount & 1 == 1 { target[wordCount] = 0 }
    var sum: UInt64 = 0
    return patch(successor: successor, parentWords: parentWords, into: target, sum: &sum)
  }

  /// Patches into `target`, a copy of the parent's packed words, the words a step wrote
  /// (see ``patch(_:from:blocks:blockShift:into:sum:)``).
  @inline(__always)
  func patch(
    successor: StepWords, parentWords: [UInt32], into target: UnsafeMutablePointer<UInt32>,
    sum: inout UInt64
  ) -> Int? {
    successor.values.withUnsafeBufferPointer { new in
      parentWords.withUnsafeBufferPointer { old in
        patch(
          new.baseAddress!, from: old.baseAddress!, blocks: successor.written,
          blockShift: successor.blockShift, into: target, sum: &sum)
      }
    }
  }
}
