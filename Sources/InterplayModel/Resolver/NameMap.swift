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

  /// Creates an empty map with room for `expected` names before it grows.
  init(expected: Int = 32) {
    var slots = 64
    while slots < expected * 2 { slots *= 2 }
    keys = [String?](repeating: nil, count: slots)
    values = [Value?](repeating: nil, count: slots)
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
    // The contiguous bytes are read in place: `var copy = name; copy.withUTF8` retains and
    // releases the string on every lookup. Only a non-native string takes the slow path.
    if let hash = name.utf8.withContiguousStorageIfAvailable({ fnv1a($0) }) { return hash }
    var copy = name
    return copy.withUTF8 { fnv1a($0) }
  }

  private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return Int(truncatingIfNeeded: hash ^ (hash &>> 29))
  }
}

/// The interned integer range types, by bounds: open addressing on a multiplicative hash,
/// where a `Dictionary<ClosedRange<Int>, _>` would run SipHash on every literal typed.
struct IntRangeMap {
  private var lowers: [Int]
  private var uppers: [Int]
  private var ids: [TypeID?]
  /// log2 of the number of slots.
  private var bits = 4
  private var count = 0

  /// Creates an empty map.
  init() {
    lowers = [Int](repeating: 0, count: 1 << bits)
    uppers = [Int](repeating: 0, count: 1 << bits)
    ids = [TypeID?](repeating: nil, count: 1 << bits)
  }

  /// The type of a range; setting a type adds it (setting nil is not supported).
  subscript(range: ClosedRange<Int>) -> TypeID? {
    get { ids[find(range.lowerBound, range.upperBound)] }
    set {
      guard let newValue else { preconditionFailure("IntRangeMap entries are never removed") }
      let slot = find(range.lowerBound, range.upperBound)
      if ids[slot] == nil { count += 1 }
      lowers[slot] = range.lowerBound
      uppers[slot] = range.upperBound
      ids[slot] = newValue
      if count * 2 > ids.count { grow() }
    }
  }

  /// The slot holding the bounds, or the empty slot where they belong.
  private func find(_ lower: Int, _ upper: Int) -> Int {
    let mixed =
      UInt64(bitPattern: Int64(lower)) &* 0x9E37_79B9_7F4A_7C15
      ^ UInt64(bitPattern: Int64(upper)) &* 0xC2B2_AE3D_27D4_EB4F
    var slot = Int(truncatingIfNeeded: mixed &>> UInt64(64 - bits))
    let mask = ids.count - 1
    while ids[slot] != nil && (lowers[slot] != lower || uppers[slot] != upper) {
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Doubles the slots, keeping at most one in two used.
  private mutating func grow() {
    let (oldLowers, oldUppers, oldIDs) = (lowers, uppers, ids)
    bits += 1
    lowers = [Int](repeating: 0, count: 1 << bits)
    uppers = [Int](repeating: 0, count: 1 << bits)
    ids = [TypeID?](repeating: nil, count: 1 << bits)
    for index in oldIDs.indices {
      guard let id = oldIDs[index] else { continue }
      let slot = find(oldLowers[index], oldUppers[index])
      lowers[slot] = oldLowers[index]
      uppers[slot] = oldUppers[index]
      ids[slot] = id
    }
  }
}
