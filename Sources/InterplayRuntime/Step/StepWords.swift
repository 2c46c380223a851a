/// The words a step works on. Every write goes through the subscript, which marks the
/// block of words written, so a caller (a model checker packing the successor) can
/// re-encode only the blocks a step touched instead of comparing every word.
///
/// Reads and writes go through pointers to the storage of ``values``, taken when the
/// words are loaded: an array write checks uniqueness and bounds on every call, and a
/// step writes many words. The pointers are sound because everything that writes from
/// outside a step (``init(_:)``, ``load(_:)``, ``restore(_:)``) and the start of every
/// step (``makeUnique()``) makes the storage unique first, and no copy of ``values`` is
/// kept while a step writes; a copy taken between steps (a caller reading ``values``)
/// makes the next of these copy the storage and take new pointers.
///
/// Reads go through a read-only pointer, writes through a writable one that exists only
/// while the words own their storage. Words shown for read-only queries
/// (``init(reading:)``, ``lend(_:)``) point into storage they do not own: they get the
/// read-only pointer alone (the storage's `withUnsafeBufferPointer`, never made
/// writable), so a write before ``makeUnique()`` or ``repay(_:)`` has no pointer to go
/// through: it fails (an assertion in a debug build, a null-pointer fault in a release
/// one) instead of changing the caller's array.
package struct StepWords {
  /// The words.
  package private(set) var values: [UInt32]
  /// One bit per block of `1 << blockShift` words: the blocks written since the words
  /// were loaded or restored. Words outside them equal the loaded (restored) ones.
  package private(set) var written: UInt64 = 0
  /// Words per block, as a shift: the fewest that make at most 64 blocks.
  package private(set) var blockShift: Int
  /// The storage of ``values``, writable: nil when there are no words, and while the
  /// words are shown read-only (``init(reading:)``, ``lend(_:)``).
  private var base: UnsafeMutablePointer<UInt32>?
  /// The storage of ``values``, for reads: ``base`` when the words own their storage, the
  /// shown array's storage while they are read-only (nil only when there are no words).
  private var reader: UnsafePointer<UInt32>?

  init(_ values: [UInt32]) {
    self.values = values
    blockShift = Self.blockShift(count: values.count)
    takeStorage()
  }

  /// Words shown in place for queries that write nothing: the pointer points into
  /// `values`' storage, which may be shared, so no write may happen.
  init(reading values: [UInt32]) {
    self.values = values
    blockShift = Self.blockShift(count: values.count)
    base = nil
    reader = self.values.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// Makes the storage of ``values`` unique (copying it if a caller holds a copy) and
  /// takes both pointers to it: writes through them change these words only.
  @inline(__always)
  private mutating func takeStorage() {
    base = values.withUnsafeMutableBufferPointer { $0.baseAddress }
    reader = UnsafePointer(base)
  }

  static func blockShift(count: Int) -> Int {
    var shift = 0
    while (count + (1 << shift) - 1) >> shift > 64 { shift += 1 }
    return shift
  }

  /// The number of words.
  var count: Int { values.count }

  subscript(index: Int) -> UInt32 {
    @inline(__always) get {
      assert(index >= 0 && index < values.count)
      return reader.unsafelyUnwrapped[index]
    }
    @inline(__always) set {
      assert(index >= 0 && index < values.count)
      // Asserted, not checked, on the hot path: shown read-only, ``base`` is nil, and a
      // release build's write goes through the null pointer (a fault on the unmapped
      // first pages, which hold no state's words), not into the caller's array.
      assert(base != nil, "a write to words shown read-only")
      base.unsafelyUnwrapped[index] = newValue
      // Masking shifts: the block is below 64 by construction, and a checked shift
      // costs branches on every write.
      written |= 1 &<< UInt64(truncatingIfNeeded: index &>> blockShift)
    }
  }

  /// Removes the `width` words at the start of `range` by moving the rest of the range
  /// down, zeroing the `width` words freed at its end: every word of the range is
  /// written, and its blocks are marked once rather than per word.
  @inline(__always)
  mutating func removeSlot(_ range: Range<Int>, width: Int) {
    assert(range.lowerBound >= 0 && range.upperBound <= values.count && width <= range.count)
    guard !range.isEmpty else { return }
    precondition(self.base != nil, "a write to words shown read-only")
    // A queue holds a few words: one loop costs less than calling memmove and memset
    // (which two plain loops, a move and a zeroing, are compiled to).
    let base = base.unsafelyUnwrapped
    let moved = range.upperBound &- width
    var word = range.lowerBound
    while word < range.upperBound {
      base[word] = word < moved ? base[word &+ width] : 0
      word &+= 1
    }
    markWritten(range)
  }

  /// Marks the blocks of the words in `range` written.
  @inline(__always)
  private mutating func markWritten(_ range: Range<Int>) {
    let first = range.lowerBound &>> blockShift
    let last = (range.upperBound - 1) &>> blockShift
    let span = UInt64(truncatingIfNeeded: last - first + 1)
    let ones: UInt64 = span >= 64 ? ~0 : (1 &<< span) - 1
    written |= ones &<< UInt64(truncatingIfNeeded: first)
  }

  /// Loads `source`, keeping the storage when the sizes match; nothing is written yet.
  mutating func load(_ source: [UInt32]) {
    if values.count == source.count {
      base = values.withUnsafeMutableBufferPointer { target in
        source.withUnsafeBufferPointer {
          guard let from = $0.baseAddress else { return }
          target.baseAddress!.update(from: from, count: $0.count)
        }
        return target.baseAddress
      }
      reader = UnsafePointer(base)
    } else {
      values = source
      blockShift = Self.blockShift(count: source.count)
      takeStorage()
    }
    written = 0
  }

  /// Makes the storage of ``values`` unique (copying it if a caller holds a copy) and
  /// takes its pointers again, so writes through them change these words only (words
  /// shown read-only become words of their own). One uniqueness check when nobody holds
  /// a copy.
  @inline(__always)
  mutating func makeUnique() {
    takeStorage()
  }

  /// Makes the words equal `source` again, given that they equalled it when the written
  /// blocks were last cleared (by ``load(_:)`` or ``restore(_:)``): copies back only the
  /// blocks marked written, then clears the marks. Cheaper than ``load(_:)`` when a step
  /// wrote a few blocks of many.
  @inline(__always)
  mutating func restore(_ source: [UInt32]) {
    precondition(source.count == values.count, "restoring words of another size")
    guard written != 0 else { return }
    makeUnique()
    let target = base.unsafelyUnwrapped
    source.withUnsafeBufferPointer { from in
      let from = from.baseAddress.unsafelyUnwrapped
      let count = values.count
      var blocks = written
      while blocks != 0 {
        // A run of consecutive written blocks is copied in one loop: a step's writes
        // cluster (a queue, a configuration word and its neighbours).
        let first = blocks.trailingZeroBitCount
        // The run ends at the first clear bit from `first` on (64 when none).
        let last = (~blocks &>> UInt64(truncatingIfNeeded: first)).trailingZeroBitCount &+ first
        blocks = last >= 64 ? 0 : blocks & ~((1 &<< UInt64(truncatingIfNeeded: last)) &- 1)
        var word = first &<< blockShift
        let end = Swift.min(last &<< blockShift, count)
        // Four words at a time (one vector load and store), then the rest one by one.
        while word &+ 4 <= end {
          UnsafeMutableRawPointer(target + word).storeBytes(
            of: UnsafeRawPointer(from + word).loadUnaligned(as: SIMD4<UInt32>.self),
            as: SIMD4<UInt32>.self)
          word &+= 4
        }
        while word < end {
          target[word] = from[word]
          word &+= 1
        }
      }
    }
    written = 0
  }

  /// The words' own storage while ``lend(_:)`` shows others.
  struct Loan {
    fileprivate let values: [UInt32]
    fileprivate let base: UnsafeMutablePointer<UInt32>?
    /// The read-only pointer of the own storage (``StepWords/reader``).
    fileprivate let reader: UnsafePointer<UInt32>?
    fileprivate let blockShift: Int
    fileprivate let written: UInt64
  }

  /// Shows `source` in place of the words, without copying it, for queries that write
  /// nothing (listing enabled steps); ``repay(_:)`` puts the own storage back. Reads then
  /// go into `source`'s storage, which ``values`` keeps alive; there is no writable
  /// pointer until ``repay(_:)``, so a write fails rather than change the caller's array.
  mutating func lend(_ source: [UInt32]) -> Loan {
    let loan = Loan(
      values: values, base: base, reader: reader, blockShift: blockShift, written: written)
    // Listing the steps of states of one system lends words of one size.
    if source.count != values.count { blockShift = Self.blockShift(count: source.count) }
    values = source
    base = nil
    reader = source.withUnsafeBufferPointer { $0.baseAddress }
    written = 0
    return loan
  }

  /// Puts back the storage ``lend(_:)`` set aside, with its written blocks: words loaded
  /// (and stepped) before the loan are as they were, and ``restore(_:)`` still works.
  mutating func repay(_ loan: consuming Loan) {
    assert(written == 0, "a query wrote to lent words")
    values = loan.values
    base = loan.base
    reader = loan.reader
    blockShift = loan.blockShift
    written = loan.written
  }
}
