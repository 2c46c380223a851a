import InterplayRuntime

/// Packs a system's state words into fewer bytes for the visited set, and back.
///
/// Each word gets a fixed byte width from what the layout says it can hold
/// (``CompiledSystem/stateWordBounds``): 1 byte for values below 256, 2 below 65,536,
/// else 4. A queue or owed-reply header (case id, reply flag and sender in one word) is
/// re-encoded with just the bits its case ids and senders need. Packed states are padded
/// to whole `UInt32` words, so the store keeps fixed-width word records.
///
/// Packing checks every value against its width: a value that does not fit is reported
/// (``pack(_:into:)`` returns its word) so the search can restart with that word at full
/// width. A bound that is too tight costs a restart, never a wrong merge of states.
struct StateCodec: Sendable {
  enum Kind: UInt8, Sendable {
    case byte, short, word, header8, header16
  }

  private(set) var kinds: [Kind]
  /// Bits of a case id and of a sender in a re-encoded header.
  let caseBits: Int
  let senderBits: Int
  /// Packed bytes, and the `UInt32` words they are padded to.
  private(set) var bytes: Int
  private(set) var wordCount: Int
  private var classes = Classes()
  /// Per word, where its packed bytes start (see ``patch(_:from:into:)``).
  private(set) var offsets: [Int] = []

  init(system: CompiledSystem) {
    let (cases, senders) = system.headerRanges
    caseBits = Self.bits(below: UInt64(max(cases, 1)))
    senderBits = Self.bits(below: UInt64(max(senders, 1)))
    let headerBits = caseBits + 1 + senderBits
    kinds = system.stateWordBounds.map { bound in
      switch bound {
      case .below(let limit): limit <= 256 ? .byte : limit <= 65_536 ? .short : .word
      case .header: headerBits <= 8 ? .header8 : headerBits <= 16 ? .header16 : .word
      }
    }
    bytes = 0
    wordCount = 0
    measure()
  }

  /// A codec with the given word kinds (tests use it to start from widths too small).
  init(kinds: [Kind], caseBits: Int, senderBits: Int) {
    self.kinds = kinds
    self.caseBits = caseBits
    self.senderBits = senderBits
    bytes = 0
    wordCount = 0
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

  private mutating func measure() {
    classes = Classes(kinds)
    offsets = Array(repeating: 0, count: kinds.count)
    var offset = 0
    for group in [
      classes.bytes, classes.shorts, classes.headers8, classes.headers16, classes.words,
    ] {
      for index in group {
        offsets[index] = offset
        switch kinds[index] {
        case .byte, .header8: offset += 1
        case .short, .header16: offset += 2
        case .word: offset += 4
        }
      }
    }
    bytes = kinds.reduce(0) { total, kind in
      switch kind {
      case .byte, .header8: total + 1
      case .short, .header16: total + 2
      case .word: total + 4
      }
    }
    wordCount = (bytes + 3) / 4
  }

  static func bits(below limit: UInt64) -> Int {
    var bits = 0
    while (UInt64(1) << UInt64(bits)) < limit { bits += 1 }
    return bits
  }

  /// The words of each kind, in word order: packing gathers each class with one
  /// branch-free loop (kinds alternate word by word in queues, so dispatching per word
  /// would mispredict).
  struct Classes: Sendable {
    var bytes: [Int] = []
    var shorts: [Int] = []
    var headers8: [Int] = []
    var headers16: [Int] = []
    var words: [Int] = []

    init() {}

    init(_ kinds: [Kind]) {
      for (index, kind) in kinds.enumerated() {
        switch kind {
        case .byte: bytes.append(index)
        case .short: shorts.append(index)
        case .header8: headers8.append(index)
        case .header16: headers16.append(index)
        case .word: words.append(index)
        }
      }
    }
  }

  /// Packs `words` into `target` (``wordCount`` words, padding zeroed): first every
  /// byte-wide word, then the 16-bit ones, the re-encoded headers, the full words.
  ///
  /// - Returns: nil, or a word whose value does not fit its width.
  func pack(_ words: UnsafeBufferPointer<UInt32>, into target: UnsafeMutablePointer<UInt32>)
    -> Int?
  {
    if wordCount > 0 { target[wordCount - 1] = 0 }
    let source = words.baseAddress!
    var out = UnsafeMutableRawPointer(target)
    var high: UInt32 = 0
    classes.bytes.withUnsafeBufferPointer { indexes in
      for index in indexes {
        high |= source[index]
        out.storeBytes(of: UInt8(truncatingIfNeeded: source[index]), as: UInt8.self)
        out += 1
      }
    }
    if high >= 256 { return classes.bytes.first { source[$0] >= 256 } }
    high = 0
    for index in classes.shorts {
      high |= source[index]
      out.storeBytes(of: UInt16(truncatingIfNeeded: source[index]), as: UInt16.self)
      out += 2
    }
    if high >= 65_536 { return classes.shorts.first { source[$0] >= 65_536 } }
    let caseShift = UInt32(caseBits)
    let headerShift = UInt32(caseBits + 1 + senderBits)
    var bad: UInt32 = 0
    classes.headers8.withUnsafeBufferPointer { indexes in
      for index in indexes {
        let value = source[index]
        let code = (value & 0x7FFF) | (value >> 15) << caseShift
        bad |= (value & 0x7FFF) >> caseShift | code >> headerShift
        out.storeBytes(of: UInt8(truncatingIfNeeded: code), as: UInt8.self)
        out += 1
      }
    }
    classes.headers16.withUnsafeBufferPointer { indexes in
      for index in indexes {
        let value = source[index]
        let code = (value & 0x7FFF) | (value >> 15) << caseShift
        bad |= (value & 0x7FFF) >> caseShift | code >> headerShift
        out.storeBytes(of: UInt16(truncatingIfNeeded: code), as: UInt16.self)
        out += 2
      }
    }
    if bad != 0 {
      return (classes.headers8 + classes.headers16).first {
        let value = source[$0]
        return (value & 0x7FFF) >> caseShift != 0 || (value >> 16) >> UInt32(senderBits) != 0
      }
    }
    for index in classes.words {
      out.storeBytes(of: source[index], as: UInt32.self)
      out += 4
    }
    return nil
  }

  /// Unpacks a packed state into its words.
  func unpack(_ packed: UnsafePointer<UInt32>) -> [UInt32] {
    [UInt32](unsafeUninitializedCapacity: kinds.count) { buffer, initialized in
      unpack(packed, into: buffer.baseAddress!)
      initialized = kinds.count
    }
  }

  /// Unpacks a packed state into `target` (``kinds`` `.count` words).
  func unpack(_ packed: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>) {
    let caseMask = UInt32(1) << UInt32(caseBits) - 1
    let caseShift = UInt32(caseBits)
    // A header's code is its case id, then its reply flag and sender as they were above
    // bit 15.
    func decode(_ code: UInt32) -> UInt32 { (code & caseMask) | (code >> caseShift) << 15 }
    var input = UnsafeRawPointer(packed)
    // Index lists read through buffer pointers: no bounds checks in the loops, which
    // run for every word of every state expanded.
    classes.bytes.withUnsafeBufferPointer { indexes in
      for index in indexes {
        target[index] = UInt32(input.load(as: UInt8.self))
        input += 1
      }
    }
    classes.shorts.withUnsafeBufferPointer { indexes in
      for index in indexes {
        target[index] = UInt32(input.loadUnaligned(as: UInt16.self))
        input += 2
      }
    }
    classes.headers8.withUnsafeBufferPointer { indexes in
      for index in indexes {
        target[index] = decode(UInt32(input.load(as: UInt8.self)))
        input += 1
      }
    }
    classes.headers16.withUnsafeBufferPointer { indexes in
      for index in indexes {
        target[index] = decode(UInt32(input.loadUnaligned(as: UInt16.self)))
        input += 2
      }
    }
    for index in classes.words {
      target[index] = input.loadUnaligned(as: UInt32.self)
      input += 4
    }
  }
}
