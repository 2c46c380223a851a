/// A map from names to values for the resolver's symbol tables.
///
/// `Dictionary<String, _>` hashes every key with seeded SipHash, several hundred instructions
/// for a short name, and the resolver looks names up for every path it resolves. This map
/// hashes the UTF-8 bytes with FNV-1a and probes linearly; equal names made by the parser
/// usually share their bits, so a hit is often decided by one comparison. Entries are never
/// removed.
struct NameMap<Value> {
  private var keys: [String?]
  private var values: [Value?]
  private var count = 0

  /// Creates an empty map.
  init() {
    keys = [String?](repeating: nil, count: 64)
    values = [Value?](repeating: nil, count: 64)
  }

  /// The value for a name; setting a value adds or replaces it (setting nil is not supported).
  subscript(name: String) -> Value? {
    get {
      let slot = find(name)
      return keys[slot] == nil ? nil : values[slot]
    }
    set {
      guard let newValue else { preconditionFailure("NameMap entries are never removed") }
      let slot = find(name)
      if keys[slot] == nil {
        keys[slot] = name
        count += 1
      }
      values[slot] = newValue
      if count * 2 > keys.count { grow() }
    }
  }

  /// The slot holding `name`, or the empty slot where it belongs.
  private func find(_ name: String) -> Int {
    let mask = keys.count - 1
    var slot = NameMap.hash(name) & mask
    while let key = keys[slot], key != name { slot = (slot + 1) & mask }
    return slot
  }

  /// Doubles the slots, keeping at most one in two used.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = [String?](repeating: nil, count: oldKeys.count * 2)
    values = [Value?](repeating: nil, count: oldKeys.count * 2)
    for index in oldKeys.indices {
      guard let key = oldKeys[index] else { continue }
      let slot = find(key)
      keys[slot] = key
      values[slot] = oldValues[index]
    }
  }

  /// FNV-1a over the UTF-8 bytes.
  private static func hash(_ name: String) -> Int {
    var name = name
    return name.withUTF8 { bytes in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return Int(truncatingIfNeeded: hash ^ (hash &>> 29))
    }
  }
}
