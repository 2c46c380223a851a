/// The words a step works on. Every write goes through the subscript, which marks the
/// block of words written, so a caller (a model checker packing the successor) can
/// re-encode only the blocks a step touched instead of comparing every word.
package struct StepWords {
  /// The words.
  package private(set) var values: [UInt32]
  /// One bit per block of `1 << blockShift` words: the blocks written since the words
  /// were loaded. Words outside them equal the loaded ones.
  package private(set) var written: UInt64 = 0
  /// Words per block, as a shift: the fewest that make at most 64 blocks.
  package private(set) var blockShift: Int

  init(_ values: [UInt32]) {
    self.values = values
    blockShift = Self.blockShift(count: values.count)
  }

  static func blockShift(count: Int) -> Int {
    var shift = 0
    while (count + (1 << shift) - 1) >> shift > 64 { shift += 1 }
    return shift
  }

  /// The number of words.
  var count: Int { values.count }

  subscript(index: Int) -> UInt32 {
    @inline(__always) get { values[index] }
    @inline(__always) set {
      values[index] = newValue
      written |= 1 << UInt64(truncatingIfNeeded: index >> blockShift)
    }
  }

  /// Loads `source`, keeping the storage when the sizes match; nothing is written yet.
  mutating func load(_ source: [UInt32]) {
    if values.count == source.count {
      values.withUnsafeMutableBufferPointer { target in
        source.withUnsafeBufferPointer {
          target.baseAddress!.update(from: $0.baseAddress!, count: $0.count)
        }
      }
    } else {
      values = source
      blockShift = Self.blockShift(count: source.count)
    }
    written = 0
  }
}
