/// Up to 16 bytes of a name packed into two little-endian words, zero-padded.
///
/// Names (identifiers and keywords) never contain a zero byte, so two names of at most 16
/// bytes are equal exactly when their packed words are: a keyword or a known name is
/// found by comparing two integers instead of bytes or `String`s.
struct PackedName: Equatable {
  /// Bytes 0..<8.
  var low: UInt64
  /// Bytes 8..<16.
  var high: UInt64

  /// The longest name that can be packed.
  static let capacity = 16

  /// The packed words themselves.
  init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// Packs `bytes[start..<start + length]`; `length` is in `1...capacity`.
  @inline(__always)
  init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
    let base = bytes.baseAddress.unsafelyUnwrapped + start
    if start + PackedName.capacity <= bytes.count {
      // Two unaligned loads, then the bytes past the name are masked off.
      let raw = UnsafeRawPointer(base)
      var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if length < 8 {
        low &= (1 &<< (UInt64(truncatingIfNeeded: length) &* 8)) &- 1
        high = 0
      } else if length < 16 {
        high &= (1 &<< (UInt64(truncatingIfNeeded: length &- 8) &* 8)) &- 1
      }
      self.low = low
      self.high = high
    } else {
      // Near the end of the buffer: byte by byte, never reading past it.
      var low: UInt64 = 0
      var high: UInt64 = 0
      for index in 0..<length {
        let byte = UInt64(base[index])
        if index < 8 {
          low |= byte &<< (UInt64(truncatingIfNeeded: index) &* 8)
        } else {
          high |= byte &<< (UInt64(truncatingIfNeeded: index &- 8) &* 8)
        }
      }
      self.low = low
      self.high = high
    }
  }

  /// Packs the bytes of a string of at most ``capacity`` bytes.
  init(_ text: String) {
    var text = text
    self = text.withUTF8 { PackedName($0, start: 0, length: $0.count) }
  }

  /// A hash for a table of `1 << bits` slots (multiplicative, top bits).
  @inline(__always)
  func slot(bits: Int) -> Int {
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: mixed &>> UInt64(truncatingIfNeeded: 64 &- bits))
  }
}

/// Keyword lookup by packed bytes, so no `String` is made while lexing.
struct KeywordTable {
  /// log2 of the number of slots: at most 1 in 2 slots is used.
  private static let bits = 8
  /// The packed keyword in each slot (`low == 0`: empty), and the keyword.
  private let names: [PackedName]
  private let keywords: [Keyword?]

  /// The longest keyword, in bytes: longer words are names without looking.
  let maximumLength: Int

  /// The one table, built on first use.
  static let shared = KeywordTable()

  private init() {
    var names = [PackedName](repeating: PackedName(low: 0, high: 0), count: 1 << Self.bits)
    var keywords = [Keyword?](repeating: nil, count: 1 << Self.bits)
    var longest = 0
    for keyword in Keyword.allCases {
      let name = PackedName(keyword.rawValue)
      longest = max(longest, keyword.rawValue.utf8.count)
      var slot = name.slot(bits: Self.bits)
      while names[slot].low != 0 { slot = (slot + 1) & ((1 << Self.bits) - 1) }
      names[slot] = name
      keywords[slot] = keyword
    }
    precondition(longest <= PackedName.capacity && Keyword.allCases.count * 2 <= 1 << Self.bits)
    self.names = names
    self.keywords = keywords
    self.maximumLength = longest
  }

  /// The keyword spelled by `bytes[start..<end]` (a scanned name), if any.
  @inline(__always)
  func keyword(in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Keyword? {
    let length = end - start
    // Keywords are lower case: a name starting otherwise is never one.
    guard length <= maximumLength, bytes[start] &- UInt8(ascii: "a") < 26 else { return nil }
    let name = PackedName(bytes, start: start, length: length)
    var slot = name.slot(bits: Self.bits)
    while true {
      let candidate = names[slot]
      if candidate == name { return keywords[slot] }
      if candidate.low == 0 { return nil }
      slot = (slot + 1) & ((1 << Self.bits) - 1)
    }
  }
}
