import Glibc

/// The visited set: every stored state's words in a flat, chunked arena, found through an
/// open-addressing hash table, with the parent link that reached it first.
///
/// A state is `width` `UInt32` words (the system's packed words, then the monitor
/// words). States are numbered `0..<count` in insertion order. Each is stored as one
/// fixed-width record of `width + 2` words: its words, then its parent's number and the
/// index of the step (in ``CompiledSystem/enabledSteps(in:)`` order) that reached it.
/// Records live in chunks of at most about 2 MiB that are never moved, so growing the
/// store copies nothing. The hash table holds one 64-bit slot per entry: the high 32 bits of
/// the state's hash (the tag) and its number plus one (0 marks an empty slot). The slot
/// is chosen by the tag's low bits, so the table doubles without reading the arena, and
/// linear probing compares tags before touching a record. A stored state thus costs
/// `4 * width + 8` bytes plus its share of the table (8 bytes per slot, at most 3/4 full).
///
/// Nothing is allocated per state; growth stays within the byte budget given at creation,
/// and a growth that would exceed it fails so the caller can stop the search (a limit,
/// reported as such).
///
/// Under a lossy ``StateStorage`` the table holds fingerprints (or a bit array marks
/// states), the parent links live in an array of their own, and the chunks of records a
/// breadth-first search has expanded are freed (``retire(below:)``): see
/// `StateStore+Lossy.swift`.
final class StateStore {
  /// Words per state.
  let width: Int
  /// Words per record: the state, its parent, its step.
  let stride: Int
  /// The most bytes the arena and the table may take together.
  let byteBudget: Int
  /// Bytes the caller holds outside the store (the explored graph, a reduced search's
  /// ``ReducedGraph``), counted against
  /// the budget when the store grows.
  var reservedBytes = 0
  /// The most states stored.
  var maxCount = Int.max

  // The fields lookups read skip the dynamic exclusivity checks of a class's stored
  // properties, which cost more than a probe. Lookups run only while no thread stores;
  // records of stored states are read while one thread stores others (the directory
  // and the records it points to never move).
  @exclusivity(unchecked) var count = 0
  /// The chunks, `chunkCount` of `chunkCapacity`: a plain buffer rather than an array, so
  /// threads reading records concurrently share no reference count.
  @exclusivity(unchecked) var chunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>
  @exclusivity(unchecked) private(set) var chunkCount = 0
  private var chunkCapacity = 16
  @exclusivity(unchecked) private(set) var table: UnsafeMutablePointer<UInt64>
  @exclusivity(unchecked) private(set) var tableMask = 0

  /// Records per chunk, as a power of two: about 2 MiB per chunk, less under a small
  /// budget (a sixteenth of it), at least 16 records.
  let chunkShift: Int
  let chunkSize: Int
  /// No parent: the initial state.
  static let none = UInt32.max

  /// How states are remembered.
  let storage: StateStorage
  /// Whether ``storage`` is lossy: fingerprints or bits instead of records in the table.
  let isLossy: Bool
  /// Mixed into every lossy key, so that searches with different seeds lose different
  /// states (0: the hash as it is).
  let seed: UInt64
  /// The lossy parts: the parent links, the bit array, the chunks freed, the expected
  /// misses (see `StateStore+Lossy.swift`).
  var lossy: LossyParts?
  /// The bit array of bitstate hashing and its number of lines minus one
  /// (``LossyParts/bits``), read here without going through the class on every lookup
  /// and prefetch.
  @exclusivity(unchecked) private(set) var bitArray: UnsafeMutablePointer<UInt64>?
  @exclusivity(unchecked) private(set) var lineMask = 0

  init(width: Int, byteBudget: Int, storage: StateStorage = .exact, seed: UInt64 = 0) {
    self.width = max(width, 1)
    stride = self.width + 2
    self.storage = storage
    isLossy = storage.isLossy
    self.seed = seed
    // A lossy store keeps few records at a time, so its chunks need not shrink with the
    // budget below 64 KiB; its directory has room for every chunk 2^32 states need.
    let floor = storage.isLossy ? 64 << 10 : 4096
    let chunkBytes = min(2 << 20, max(byteBudget / 16, floor))
    var shift = 4
    while (2 << shift) * stride * 4 <= chunkBytes { shift += 1 }
    chunkShift = shift
    chunkSize = 1 << shift
    self.byteBudget = byteBudget
    table = .allocate(capacity: 1)
    // Room for every chunk the budget allows, so the directory never moves: threads
    // read records while another stores states (see `BatchExpansion`).
    chunkCapacity =
      storage.isLossy
      ? (Int(UInt32.max) >> shift) + 2
      : min(max(16, byteBudget / (chunkSize * stride * 4) + 2), 1 << 22)
    chunks = .allocate(capacity: chunkCapacity)
    if storage.isLossy {
      let parts = LossyParts(storage: storage)
      lossy = parts
      bitArray = parts.bits
      lineMask = parts.lineMask
    }
  }

  deinit {
    for chunk in (lossy?.retiredChunks ?? 0)..<chunkCount { chunks[chunk].deallocate() }
    chunks.deallocate()
    table.deallocate()
  }

  /// Bytes held now by the arena and the table (and, when lossy, the links and bits).
  var bytesAllocated: Int {
    arenaBytes + tableBytes + (lossy?.bytes ?? 0)
  }

  /// Bytes held by the chunks of records not freed.
  var arenaBytes: Int { (chunkCount - (lossy?.retiredChunks ?? 0)) * chunkSize * stride * 4 }

  /// Bytes held by the hash table.
  var tableBytes: Int { tableMask == 0 ? 0 : (tableMask + 1) * 8 }

  /// Bytes per stored state, the table's share included, at the current fill.
  var bytesPerState: Double {
    if isLossy { return count == 0 ? 0 : Double(bytesAllocated) / Double(count) }
    return count == 0 ? 0 : Double(stride * 4) + Double((tableMask + 1) * 8) / Double(count)
  }

  /// The words of state `index` (its record).
  @inline(__always)
  func words(_ index: Int) -> UnsafeMutablePointer<UInt32> {
    chunks[index >> chunkShift] + (index & (chunkSize - 1)) * stride
  }

  /// The parent of state `index` and the index of the step from it; `none` for the root.
  func link(_ index: Int) -> (parent: UInt32, step: UInt32) {
    if let lossy { return lossy.link(index) }
    let record = words(index)
    return (record[width], record[width + 1])
  }

  /// The result of ``insert(head:tail:parent:step:)``.
  enum Insertion {
    /// The state was stored before, under this number.
    case found(Int)
    /// The state is new and now stored under this number.
    case inserted(Int)
    /// The state is new but storing it would exceed ``maxCount``.
    case countLimit
    /// The state may be new but storing it would exceed the byte budget.
    case memoryLimit
  }

  /// Looks up the state whose first words are `head` and whose remaining words are
  /// `tail`; stores it if absent and allowed.
  func insert(
    head: UnsafeBufferPointer<UInt32>, tail: UnsafeBufferPointer<UInt32>, parent: UInt32,
    step: UInt32
  ) -> Insertion {
    insert(head: head, tail: tail, hash: Self.hash(head, tail), parent: parent, step: step)
  }

  /// ``insert(head:tail:parent:step:)`` with the words' ``hash(_:_:)`` computed already.
  func insert(
    head: UnsafeBufferPointer<UInt32>, tail: UnsafeBufferPointer<UInt32>, hash: UInt64,
    parent: UInt32, step: UInt32
  ) -> Insertion {
    if isLossy {
      return insertLossy(head: head, tail: tail, hash: hash, parent: parent, step: step)
    }
    if tableMask == 0 {
      guard growTable() else { return .memoryLimit }
    }
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: tag) & tableMask
    while true {
      let entry = table[slot]
      if entry == 0 { break }
      if entry >> 32 == tag {
        let index = Int(entry & 0xFFFF_FFFF) - 1
        if equals(index, head, tail) { return .found(index) }
      }
      slot = (slot + 1) & tableMask
    }
    // Only a new state needs room: a state stored already is found even in a full table.
    if count + 1 > (tableMask + 1) / 4 * 3 {
      guard growTable() else { return .memoryLimit }
      slot = Int(truncatingIfNeeded: tag) & tableMask
      while table[slot] != 0 { slot = (slot + 1) & tableMask }
    }
    guard count < maxCount else { return .countLimit }
    if count == chunkCount << chunkShift {
      guard addChunk() else { return .memoryLimit }
    }
    let record = words(count)
    record.update(from: head.baseAddress!, count: head.count)
    if tail.count > 0 { (record + head.count).update(from: tail.baseAddress!, count: tail.count) }
    record[width] = parent
    record[width + 1] = step
    table[slot] = tag << 32 | UInt64(count + 1)
    count += 1
    return .inserted(count - 1)
  }

  /// The number of the stored state whose words are `head` then `tail` (whose
  /// ``hash(_:_:)`` is `hash`), if any. Only reads, so threads may call it concurrently
  /// while no one inserts.
  func find(head: UnsafeBufferPointer<UInt32>, tail: UnsafeBufferPointer<UInt32>, hash: UInt64)
    -> Int?
  {
    if isLossy { return isVisited(key: lossyKey(hash)) ? -1 : nil }
    guard tableMask > 0 else { return nil }
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: tag) & tableMask
    while table[slot] != 0 {
      let entry = table[slot]
      if entry >> 32 == tag, equals(Int(entry & 0xFFFF_FFFF) - 1, head, tail) {
        return Int(entry & 0xFFFF_FFFF) - 1
      }
      slot = (slot + 1) & tableMask
    }
    return nil
  }

  @inline(__always)
  private func equals(
    _ index: Int, _ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>
  ) -> Bool {
    let stored = words(index)
    // The words of a successor lie in one piece: one comparison.
    if tail.isEmpty || head.baseAddress! + head.count == tail.baseAddress! {
      return memcmp(stored, head.baseAddress!, width * 4) == 0
    }
    guard memcmp(stored, head.baseAddress!, head.count * 4) == 0 else { return false }
    return tail.count == 0 || memcmp(stored + head.count, tail.baseAddress!, tail.count * 4) == 0
  }

  /// Adds a chunk of records, if the budget allows.
  func addChunk() -> Bool {
    let chunkBytes = chunkSize * stride * 4
    guard bytesAllocated + chunkBytes + reservedBytes <= byteBudget,
      count < Int(UInt32.max) - chunkSize
    else { return false }
    if chunkCount == chunkCapacity {
      let grown = UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>.allocate(
        capacity: chunkCapacity * 2)
      grown.moveInitialize(from: chunks, count: chunkCount)
      chunks.deallocate()
      chunks = grown
      chunkCapacity *= 2
    }
    (chunks + chunkCount).initialize(to: .allocate(capacity: chunkSize * stride))
    chunkCount += 1
    return true
  }

  /// Doubles the hash table (1,024 slots at first), moving every entry by its tag;
  /// false if the new table, while the old one still exists, would not fit the budget.
  func growTable() -> Bool {
    let slots = tableMask == 0 ? 1024 : (tableMask + 1) * 2
    guard bytesAllocated + slots * 8 + reservedBytes <= byteBudget, slots <= 1 << 32
    else {
      return false
    }
    let fresh = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
    fresh.initialize(repeating: 0, count: slots)
    let mask = slots - 1
    if tableMask > 0 {
      for old in 0...tableMask where table[old] != 0 {
        var slot = Int(truncatingIfNeeded: table[old] >> 32) & mask
        while fresh[slot] != 0 { slot = (slot + 1) & mask }
        fresh[slot] = table[old]
      }
    }
    table.deallocate()
    table = fresh
    tableMask = mask
    return true
  }
}
