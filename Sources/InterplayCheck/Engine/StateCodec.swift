import InterplayModel
import InterplayRuntime

/// Packs a system's state words into a string of bits for the visited set, and back.
///
/// Each word gets a fixed number of bits from what the layout says it can hold
/// (``CompiledSystem/stateWordBounds``): a value below `n` takes ⌈log₂ n⌉ bits, so a
/// configuration of 5 states takes 5, a queue count of at most 3 takes 2, and a word that
/// is always 0 takes none. A queue or owed-reply header (case id, reply and orphan flags
/// and sender in one word) is re-encoded with just the bits its case ids and senders need. The fields
/// follow each other in word order; the packed state is padded with zero bytes so every
/// field can be read and written as one unaligned 64-bit window, and to whole `UInt32`
/// words, so the store keeps fixed-width word records.
///
/// Packing checks every value against its width: a value that does not fit is reported
/// (``pack(_:into:)`` returns its word) so the search can restart with that word at full
/// width. A bound that is too tight costs a restart, never a wrong merge of states.
struct StateCodec: Sendable {
  /// How one word is stored.
  enum Kind: Hashable, Sendable {
    /// The value itself, in this many bits (0 to 32).
    case bits(Int)
    /// A header, re-encoded in ``headerBits`` bits.
    case header

    static let byte = Kind.bits(8)
    static let short = Kind.bits(16)
    static let word = Kind.bits(32)
  }

  /// Where one word lives in the packed bits and how it is re-encoded (see
  /// ``encode(_:)`` and ``decode(_:)``), as plain numbers the loops read without
  /// branching on the kind.
  struct Field: Sendable {
    /// The byte its 64-bit window starts at, and its first bit in that window.
    var byte: Int
    var shift: UInt64
    /// Its bits, as a count and as a mask.
    var width: UInt64
    var mask: UInt64
    /// Encoding: `(value & keep) | (value >> split) << join`; it fits when
    /// `(value & keep) >> limit` and the code above `mask` are 0.
    var keep: UInt64
    var split: UInt64
    var join: UInt64
    var limit: UInt64
    /// Decoding: `(code & low) | (code >> join) << split` (`join` 63 for a plain value,
    /// whose code is below 2^32).
    var low: UInt64
  }

  private(set) var kinds: [Kind]
  /// Bits of a case id and of a sender in a re-encoded header.
  let caseBits: Int
  let senderBits: Int
  /// Packed bytes (rounded up from the bits), and the `UInt32` words they are padded to.
  private(set) var bytes = 0
  private(set) var wordCount = 0
  private(set) var fields: [Field] = []
  /// What unpacking reads (see `StateCodec+Unpacking.swift`): every word's window as
  /// a plain value, then the headers' codes mapped to their values.
  private(set) var windows: [Window] = []
  private(set) var headerWords: [Int32] = []
  /// The value of every header code, when there are few enough codes for a table that
  /// stays in the cache; empty otherwise (headers are then decoded by arithmetic).
  private(set) var headerValues: [UInt32] = []

  init(system: CompiledSystem) {
    let (cases, senders) = system.headerRanges
    caseBits = Self.bits(below: UInt64(max(cases, 1)))
    senderBits = Self.bits(below: UInt64(max(senders, 1)))
    kinds = system.stateWordBounds.map { bound in
      switch bound {
      case .below(let limit): .bits(min(32, Self.bits(below: limit)))
      case .header: .header
      }
    }
    measure()
  }

  /// A codec with the given word kinds (tests use it to start from widths too small).
  init(kinds: [Kind], caseBits: Int, senderBits: Int) {
    self.kinds = kinds
    self.caseBits = caseBits
    self.senderBits = senderBits
    measure()
  }

  /// The same codec, sharing no storage with this one: a codec read by another thread
  /// would otherwise make both threads update the same buffers' reference counts.
  func replica() -> StateCodec {
    StateCodec(kinds: kinds.map { $0 }, caseBits: caseBits, senderBits: senderBits)
  }

  /// The same codec with one word stored whole.
  func widening(_ word: Int) -> StateCodec {
    var copy = self
    copy.kinds[word] = .word
    copy.measure()
    return copy
  }

  /// Bits of a re-encoded header: case id, reply and orphan flags, sender.
  var headerBits: Int { caseBits + QueueEntryLayout.flagBits + senderBits }

  private mutating func measure() {
    var offset = 0
    var lastByte = 0
    fields = kinds.map { kind in
      let width: Int
      var field: Field
      switch kind {
      case .bits(let bits):
        width = bits
        // A plain value is its own code: the moved part (above bit 63) is empty.
        field = Field(
          byte: 0, shift: 0, width: 0, mask: 0, keep: ~0, split: 63, join: 63,
          limit: UInt64(bits), low: ~0)
      case .header:
        width = headerBits
        // The case id is kept in its low bits; the flags and the sender, which lie
        // together above it (``QueueEntryLayout``), move down to just above those.
        field = Field(
          byte: 0, shift: 0, width: 0, mask: 0, keep: UInt64(QueueEntryLayout.caseMask),
          split: UInt64(QueueEntryLayout.caseBits), join: UInt64(caseBits),
          limit: UInt64(caseBits), low: UInt64(1) << UInt64(caseBits) - 1)
      }
      field.byte = offset >> 3
      field.shift = UInt64(offset & 7)
      field.width = UInt64(width)
      field.mask = UInt64(1) << UInt64(width) - 1
      lastByte = max(lastByte, field.byte)
      offset += width
      return field
    }
    windows = fields.map {
      Window(
        byte: UInt32($0.byte), shift: UInt8($0.shift), mask: UInt32(truncatingIfNeeded: $0.mask))
    }
    headerWords = kinds.indices.filter { kinds[$0] == .header }.map { Int32($0) }
    headerValues =
      headerBits <= Self.headerTableBits && !headerWords.isEmpty
      ? headerTable() : []
    bytes = (offset + 7) / 8
    // Every field's 64-bit window lies inside the record.
    wordCount = (max(bytes, lastByte + 8) + 3) / 4
  }

  static func bits(below limit: UInt64) -> Int {
    var bits = 0
    while bits < 64, (UInt64(1) << UInt64(bits)) < limit { bits += 1 }
    return bits
  }

  /// The code of `value` in `field`, and whether it does not fit (nonzero).
  @inline(__always)
  static func encode(_ value: UInt32, _ field: Field) -> (code: UInt64, bad: UInt64) {
    let value = UInt64(value)
    let kept = value & field.keep
    let code = kept | (value &>> field.split) &<< field.join
    return (code, kept &>> field.limit | code & ~field.mask)
  }

  /// The value of `code` in `field`.
  @inline(__always)
  static func decode(_ code: UInt64, _ field: Field) -> UInt32 {
    UInt32(truncatingIfNeeded: code & field.low | (code &>> field.join) &<< field.split)
  }

  /// Packs `words` into `target` (``wordCount`` words, padding zeroed).
  ///
  /// The fields are gathered into a 64-bit accumulator that is stored whole when full:
  /// writing each field through its own window would make every load wait on the store
  /// just before it, which overlaps it.
  ///
  /// - Returns: nil, or a word whose value does not fit its width.
  func pack(_ words: UnsafeBufferPointer<UInt32>, into target: UnsafeMutablePointer<UInt32>)
    -> Int?
  {
    target.initialize(repeating: 0, count: wordCount)
    var out = UnsafeMutableRawPointer(target)
    return fields.withUnsafeBufferPointer { fields in
      var bits: UInt64 = 0
      var used: UInt64 = 0
      for (index, field) in fields.enumerated() {
        let (code, bad) = Self.encode(words[index], field)
        if bad != 0 { return index }
        bits |= code &<< used
        used += field.width
        if used >= 64 {
          out.storeBytes(of: bits, as: UInt64.self)
          out += 8
          used -= 64
          // The bits of the field that did not fit (none when it ended the word).
          bits = used == 0 ? 0 : code &>> (field.width - used)
        }
      }
      if used > 0 { out.storeBytes(of: bits, as: UInt64.self) }
      return nil
    }
  }
}
