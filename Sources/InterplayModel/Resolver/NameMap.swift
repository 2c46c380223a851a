/// A map from names to values for the resolver's symbol tables.
///
/// `Dictionary<String, _>` hashes every key with seeded SipHash, several hundred instructions
/// for a short name, and the resolver looks names up for every path it resolves. This map
/// hashes the UTF-8 bytes with FNV-1a and probes linearly; equal names made by the parser
/// usually share their bits, so a hit is often decided by one comparison. Entries are never
/// removed.
///
/// The probed table holds only 8 bytes a slot (an entry number and 32 bits of the hash); the
/// names and values are stored densely, in insertion order. The global table of a large
/// model has tens of thousands of slots, and lookups land at random: with names and values
/// in the slots themselves (64 bytes each) nearly every probe missed the cache, and a miss
/// (most bare names in expressions are not global) is now decided by the slot alone.
struct NameMap<Value> {
  /// Per slot: 0 when empty, else the entry number plus one (low 32 bits) and the high
  /// 32 bits of the name's hash.
  private var slots: [UInt64]
  private var keys: [String] = []
  private var values: [Value] = []

  /// Creates an empty map with room for `expected` names before it grows.
  init(expected: Int = 32) {
    var count = 64
    while count < expected * 2 { count *= 2 }
    slots = [UInt64](repeating: 0, count: count)
    keys.reserveCapacity(expected)
    values.reserveCapacity(expected)
  }

  /// The value for a name; setting a value adds or replaces it (setting nil is not supported).
  subscript(name: String) -> Value? {
    get {
      let entry = find(name, hash: NameMap.hash(name)).entry
      return entry.map { values[$0] }
    }
    set {
      guard let newValue else { preconditionFailure("NameMap entries are never removed") }
      let hash = NameMap.hash(name)
      let (slot, entry) = find(name, hash: hash)
      if let entry {
        values[entry] = newValue
        return
      }
      slots[slot] = NameMap.slotValue(entry: keys.count, hash: hash)
      keys.append(name)
      values.append(newValue)
      if keys.count * 2 > slots.count { grow() }
    }
  }

  /// The slot holding `name` and its entry, or the empty slot where it belongs and nil.
  private func find(_ name: String, hash: UInt64) -> (slot: Int, entry: Int?) {
    let mask = slots.count - 1
    let tag = hash &>> 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let value = slots[slot]
      if value == 0 { return (slot, nil) }
      if value &>> 32 == tag {
        let entry = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if keys[entry] == name { return (slot, entry) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Doubles the slots, keeping at most one in two used.
  private mutating func grow() {
    slots = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for entry in keys.indices {
      let hash = NameMap.hash(keys[entry])
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = NameMap.slotValue(entry: entry, hash: hash)
    }
  }

  private static func slotValue(entry: Int, hash: UInt64) -> UInt64 {
    (hash & 0xFFFF_FFFF_0000_0000) | UInt64(entry + 1)
  }

  /// FNV-1a over the UTF-8 bytes.
  private static func hash(_ name: String) -> UInt64 {
    // The contiguous bytes are read in place: `var copy = name; copy.withUTF8` retains and
    // releases the string on every lookup. Only a non-native string takes the slow path.
    if let hash = name.utf8.withContiguousStorageIfAvailable({ fnv1a($0) }) { return hash }
    var copy = name
    return copy.withUTF8 { fnv1a($0) }
  }

  private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash ^ (hash &>> 29)
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
