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

  /// The same codec with one word stored whole.
  func widening(_ word: Int) -> StateCodec {
    var copy = self
    copy.kinds[word] = .word
    copy.measure()
    return copy
  }

  private mutating func measure() {
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

  /// Packs `words` into `target` (``wordCount`` words, padding zeroed).
  ///
  /// - Returns: nil, or the first word whose value does not fit its width.
  func pack(_ words: UnsafeBufferPointer<UInt32>, into target: UnsafeMutablePointer<UInt32>)
    -> Int?
  {
    target[wordCount - 1] = 0
    let raw = UnsafeMutableRawPointer(target)
    var offset = 0
    let caseMask = UInt32(1) << UInt32(caseBits) - 1
    for (index, kind) in kinds.enumerated() {
      let value = words[index]
      switch kind {
      case .byte:
        guard value < 256 else { return index }
        raw.storeBytes(of: UInt8(value), toByteOffset: offset, as: UInt8.self)
        offset += 1
      case .short:
        guard value < 65_536 else { return index }
        raw.storeBytes(of: UInt16(value), toByteOffset: offset, as: UInt16.self)
        offset += 2
      case .word:
        raw.storeBytes(of: value, toByteOffset: offset, as: UInt32.self)
        offset += 4
      case .header8, .header16:
        let gid = value & 0x7FFF
        let sender = value >> 16
        guard gid <= caseMask, sender >> UInt32(senderBits) == 0 else { return index }
        let code = gid | (value >> 15 & 1) << UInt32(caseBits) | sender << UInt32(caseBits + 1)
        if kind == .header8 {
          raw.storeBytes(of: UInt8(code), toByteOffset: offset, as: UInt8.self)
          offset += 1
        } else {
          raw.storeBytes(of: UInt16(code), toByteOffset: offset, as: UInt16.self)
          offset += 2
        }
      }
    }
    return nil
  }

  /// Unpacks a packed state into its words.
  func unpack(_ packed: UnsafePointer<UInt32>) -> [UInt32] {
    let raw = UnsafeRawPointer(packed)
    var offset = 0
    let caseMask = UInt32(1) << UInt32(caseBits) - 1
    return kinds.map { kind in
      switch kind {
      case .byte:
        defer { offset += 1 }
        return UInt32(raw.load(fromByteOffset: offset, as: UInt8.self))
      case .short:
        defer { offset += 2 }
        return UInt32(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
      case .word:
        defer { offset += 4 }
        return raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      case .header8, .header16:
        let code: UInt32
        if kind == .header8 {
          code = UInt32(raw.load(fromByteOffset: offset, as: UInt8.self))
          offset += 1
        } else {
          code = UInt32(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
          offset += 2
        }
        let reply = code >> UInt32(caseBits) & 1
        return (code & caseMask) | reply << 15 | (code >> UInt32(caseBits + 1)) << 16
      }
    }
  }
}
