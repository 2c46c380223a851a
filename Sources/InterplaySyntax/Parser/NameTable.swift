/// The names of one parse, interned: each distinct short name is decoded into a `String`
/// once, and every later occurrence is found by its packed bytes.
///
/// A model repeats its names over and over (each state, case and actor is declared once and
/// named many times), and making a `String` from bytes validates and copies them; a lookup
/// here compares two integers. Names longer than a small string are decoded each time.
struct NameTable {
  /// The packed name in each slot (`low == 0`: empty), parallel to `names`.
  private var packed: [PackedName]
  private var names: [String]
  /// log2 of the number of slots.
  private var bits: Int
  private var count = 0

  /// The longest name interned: the longest that `String` stores inline, without allocating.
  private static let longest = 15

  /// Creates an empty table with room for about `expected` names before it grows.
  init(expected: Int) {
    bits = 10
    while 1 << bits < expected * 2 { bits += 1 }
    packed = [PackedName](repeating: PackedName(low: 0, high: 0), count: 1 << bits)
    names = [String](repeating: "", count: 1 << bits)
  }

  /// The text of `bytes[start..<end]`, which hold a name (no zero byte), decoded as UTF-8.
  mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> String {
    let length = end - start
    guard length > 0 && length <= NameTable.longest else {
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    let name = PackedName(bytes, start: start, length: length)
    let mask = (1 << bits) - 1
    var slot = name.slot(bits: bits)
    while true {
      let candidate = packed[slot]
      if candidate == name { return names[slot] }
      if candidate.low == 0 { break }
      slot = (slot + 1) & mask
    }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    packed[slot] = name
    names[slot] = text
    count += 1
    if count * 2 > 1 << bits { grow() }
    return text
  }

  /// Doubles the slots, keeping at most one in two used.
  private mutating func grow() {
    let oldPacked = packed
    let oldNames = names
    bits += 1
    let mask = (1 << bits) - 1
    packed = [PackedName](repeating: PackedName(low: 0, high: 0), count: 1 << bits)
    names = [String](repeating: "", count: 1 << bits)
    for index in oldPacked.indices where oldPacked[index].low != 0 {
      var slot = oldPacked[index].slot(bits: bits)
      while packed[slot].low != 0 { slot = (slot + 1) & mask }
      packed[slot] = oldPacked[index]
      names[slot] = oldNames[index]
    }
  }
}
