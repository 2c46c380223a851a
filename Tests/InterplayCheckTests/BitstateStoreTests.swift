import Testing

@testable import InterplayCheck

/// The bit array of bitstate hashing: a state's bits lie in one cache line, and the miss
/// estimate is the chance a new state has of finding its bits all set, which, with lines
/// filling unevenly, is not the array's fill cubed.
@Suite struct BitstateStoreTests {
  /// A store of 1 KiB of bits (8,192 bits, 16 lines) holding the states `[i, 7i, 1]`
  /// for `i` below `count`, as many as do not look visited already.
  static func store(holding count: Int) -> StateStore {
    let store = StateStore(width: 3, byteBudget: 64 << 20, storage: .bitstate(bytes: 1 << 10))
    for index in 0..<count {
      _ = insert([UInt32(index), UInt32(index * 7), 1], into: store)
    }
    return store
  }

  static func insert(_ words: [UInt32], into store: StateStore) -> StateStore.Insertion {
    words.withUnsafeBufferPointer { head in
      store.insert(head: head, tail: UnsafeBufferPointer(start: nil, count: 0), parent: 0, step: 0)
    }
  }

  /// The bits set in each line of `store`'s array.
  static func lineCounts(_ store: StateStore) -> [Int] {
    let bits = store.bitArray!
    return (0...store.lineMask).map { line in
      (0..<8).reduce(0) { $0 + bits[line * 8 + $1].nonzeroBitCount }
    }
  }

  @Test func aStateSetsItsBitsInOneCacheLine() {
    for index in 0..<50 {
      let store = Self.store(holding: 0)
      let words: [UInt32] = [UInt32(index), 3, 5]
      guard case .inserted(0) = Self.insert(words, into: store) else {
        Issue.record("a state into an empty array is stored")
        return
      }
      let counts = Self.lineCounts(store)
      #expect(counts.filter { $0 > 0 }.count == 1, "state \(index)")
      #expect((1...3).contains(counts.reduce(0, +)), "state \(index)")
      #expect(Int(bitPattern: store.bitArray!) % 64 == 0)
      guard case .found(-1) = Self.insert(words, into: store) else {
        Issue.record("a stored state looks visited")
        return
      }
    }
  }

  /// The estimate's running sum matches the array, and its chance matches how often
  /// states never stored look visited; the array's fill cubed is lower.
  @Test func theMissChanceIsTheMeanOfTheLinesFillCubed() throws {
    let store = Self.store(holding: 1500)
    let lossy = try #require(store.lossy)
    let counts = Self.lineCounts(store)
    #expect(lossy.lineCubes == counts.reduce(0) { $0 + $1 * $1 * $1 })
    let lines = Double(counts.count)
    let chance = Double(lossy.lineCubes) / (lines * 512 * 512 * 512)
    let probes = 20_000
    var visited = 0
    for index in 0..<probes {
      let words: [UInt32] = [UInt32(index), UInt32(index * 7), 2]
      let found = words.withUnsafeBufferPointer { head in
        store.find(
          head: head, tail: UnsafeBufferPointer(start: nil, count: 0),
          hash: StateStore.hash(head, UnsafeBufferPointer(start: nil, count: 0)))
      }
      if found != nil { visited += 1 }
    }
    let rate = Double(visited) / Double(probes)
    #expect(abs(rate - chance) < chance / 10, "rate \(rate), chance \(chance)")
    let fill = Double(counts.reduce(0, +)) / (lines * 512)
    // Below the mean of the cubes whenever the lines' fills differ (Jensen).
    #expect(fill * fill * fill < chance, "fill cubed \(fill * fill * fill), chance \(chance)")
  }
}
