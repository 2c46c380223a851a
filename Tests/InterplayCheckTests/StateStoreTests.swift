import InterplayDrivers
import InterplayRuntime
import Testing

@testable import InterplayCheck

/// The visited set and the state codec, on their own.
@Suite struct StateStoreTests {
  func insert(_ store: StateStore, _ words: [UInt32], _ tail: [UInt32] = [], parent: UInt32 = 0)
    -> StateStore.Insertion
  {
    words.withUnsafeBufferPointer { head in
      tail.withUnsafeBufferPointer { store.insert(head: head, tail: $0, parent: parent, step: 7) }
    }
  }

  @Test func findsWhatItStoredAcrossChunksAndTableGrowth() {
    let store = StateStore(width: 3, byteBudget: 64 << 20)
    for value in 0..<100_000 {
      guard case .inserted(let index) = insert(store, [UInt32(value), 1], [UInt32(value % 7)])
      else {
        Issue.record("state \(value) was not new")
        return
      }
      #expect(index == value)
    }
    #expect(store.count == 100_000)
    for value in stride(from: 0, to: 100_000, by: 997) {
      guard case .found(let index) = insert(store, [UInt32(value), 1], [UInt32(value % 7)]) else {
        Issue.record("state \(value) was not found")
        return
      }
      #expect(index == value)
      #expect(store.words(index)[0] == UInt32(value))
      #expect(store.link(index).step == 7)
    }
    // Same head, different tail: a different state.
    guard case .inserted = insert(store, [5, 1], [6]) else {
      Issue.record("a different tail must make a different state")
      return
    }
    #expect(store.bytesPerState > 20)
  }

  @Test func stopsAtItsBudgetAndItsCount() {
    let small = StateStore(width: 4, byteBudget: 32 << 10)
    var stored = 0
    while case .inserted = insert(small, [UInt32(stored), 0, 0, 0]) { stored += 1 }
    #expect(stored > 100)
    #expect(small.bytesAllocated <= 32 << 10)
    if case .memoryLimit = insert(small, [UInt32(stored + 1), 0, 0, 0]) {
    } else {
      Issue.record("a full store must refuse a new state")
    }
    // A state stored already is still found when a new one no longer fits.
    if case .found(0) = insert(small, [0, 0, 0, 0]) {
    } else {
      Issue.record("a full store must still find what it holds")
    }
    let bounded = StateStore(width: 1, byteBudget: 1 << 20)
    bounded.maxCount = 2
    _ = insert(bounded, [1])
    _ = insert(bounded, [2])
    if case .countLimit = insert(bounded, [3]) {} else { Issue.record("the count bound must hold") }
    if case .found(1) = insert(bounded, [2]) {} else { Issue.record("stored states stay findable") }
  }

  @Test func codecRoundTripsEveryReachableState() throws {
    let report = CheckDriver.compile(paths: [CheckFixture.path("sequences.ipl")])
    let system = try #require(report.systems.first?.system)
    let codec = StateCodec(system: system)
    #expect(codec.bytes < system.wordCount * 4 / 2, "packed states are less than half the size")
    let graph = ModelChecker(system: system).exploreGraph()
    var packed = Array(repeating: UInt32(0), count: codec.wordCount)
    for index in 0..<graph.count {
      let words = graph.state(index).words
      let overflow = words.withUnsafeBufferPointer { source in
        packed.withUnsafeMutableBufferPointer { codec.pack(source, into: $0.baseAddress!) }
      }
      #expect(overflow == nil)
      #expect(packed.withUnsafeBufferPointer { codec.unpack($0.baseAddress!) } == words)
      // Unpacking some words (every third, queue headers among them) writes exactly
      // those, with the values the whole unpacking gives.
      let some = Array(stride(from: index % 3, to: words.count, by: 3))
      var partial = Array(repeating: UInt32.max, count: words.count)
      packed.withUnsafeBufferPointer { source in
        partial.withUnsafeMutableBufferPointer {
          codec.unpack(source.baseAddress!, words: some, into: $0.baseAddress!)
        }
      }
      for word in words.indices {
        #expect(partial[word] == (some.contains(word) ? words[word] : UInt32.max))
      }
    }
    // The fixture's states have queue headers to decode.
    #expect(codec.kinds.contains(.header))
  }

  @Test func hashReadsHeadAndTailAsOneSequenceAndFollowsRewrites() {
    let words: [UInt32] = [7, 0, 0xFFFF_FFFF, 3, 12, 0, 9]
    let whole = words.withUnsafeBufferPointer {
      StateStore.hash($0, UnsafeBufferPointer(start: nil, count: 0))
    }
    for split in 0...words.count {
      let hash = Array(words[..<split]).withUnsafeBufferPointer { head in
        Array(words[split...]).withUnsafeBufferPointer { StateStore.hash(head, $0) }
      }
      #expect(hash == whole, "split at \(split)")
    }
    #expect(
      words.withUnsafeBufferPointer {
        StateStore.finish(StateStore.sum($0.baseAddress!, count: 7), count: 7)
      } == whole)
    // Swapping two words, or moving a value to another place, changes the hash.
    var swapped = words
    swapped.swapAt(0, 3)
    #expect(
      swapped.withUnsafeBufferPointer { StateStore.hash($0, .init(start: nil, count: 0)) } != whole)
    // Rewriting a pair keeps the sum that of the record's words.
    var record = words + [0]
    var sum = words.withUnsafeBufferPointer { StateStore.sum($0.baseAddress!, count: 7) }
    record.withUnsafeMutableBytes {
      StateStore.rewrite(
        pair: 1, of: $0.baseAddress!, clearing: 0xFFFF_0000_0000, setting: 0x1234_0000_0000,
        sum: &sum)
      StateStore.rewrite(pair: 3, of: $0.baseAddress!, clearing: 0xFFFF_FFFF, setting: 5, sum: &sum)
    }
    #expect(record[3] == 0x1234 && record[6] == 5 && record[7] == 0)
    #expect(sum == record.withUnsafeBufferPointer { StateStore.sum($0.baseAddress!, count: 7) })
  }

  /// Headers decode through a table when their codes are few, by arithmetic otherwise:
  /// both give back what was packed.
  @Test(arguments: [(3, 3), (10, 8)])
  func codecRoundTripsHeadersWithAndWithoutItsTable(caseBits: Int, senderBits: Int) {
    let codec = StateCodec(
      kinds: [.header, .bits(1), .header, .bits(0), .word, .header], caseBits: caseBits,
      senderBits: senderBits)
    #expect(codec.headerValues.isEmpty == (codec.headerBits > StateCodec.headerTableBits))
    // Case 5, a reply, from actor 6; case 7, an orphaned request from actor 2.
    let words: [UInt32] = [5 | 1 << 15 | 6 << 17, 1, 0, 0, 0xDEAD_BEEF, 7 | 1 << 16 | 2 << 17]
    var packed = Array(repeating: UInt32(0), count: codec.wordCount)
    let overflow = words.withUnsafeBufferPointer { source in
      packed.withUnsafeMutableBufferPointer { codec.pack(source, into: $0.baseAddress!) }
    }
    #expect(overflow == nil)
    #expect(packed.withUnsafeBufferPointer { codec.unpack($0.baseAddress!) } == words)
  }

  @Test func codecReportsAValueThatDoesNotFit() {
    let codec = StateCodec(kinds: [.byte, .header, .short], caseBits: 3, senderBits: 3)
    var packed = Array(repeating: UInt32(0), count: codec.wordCount)
    func pack(_ words: [UInt32]) -> Int? {
      words.withUnsafeBufferPointer { source in
        packed.withUnsafeMutableBufferPointer { codec.pack(source, into: $0.baseAddress!) }
      }
    }
    let header: UInt32 = 5 | 1 << 15 | 6 << 17  // case 5, a reply, from actor 6
    #expect(pack([255, header, 65_535]) == nil)
    #expect(
      packed.withUnsafeBufferPointer { codec.unpack($0.baseAddress!) } == [255, header, 65_535])
    #expect(pack([256, header, 0]) == 0)
    #expect(pack([0, 8 | 6 << 17, 0]) == 1, "case 8 needs a fourth bit")
    #expect(pack([0, 5 | 8 << 17, 0]) == 1, "sender 8 needs a fourth bit")
    #expect(pack([0, 5 | 1 << 16 | 7 << 17, 0]) == nil, "the orphan flag has its own bit")
    #expect(pack([0, 0, 65_536]) == 2)
    let wider = codec.widening(2)
    #expect(wider.bytes == codec.bytes + 2)
  }

  @Test func searchRestartsWithAWiderCodecWhenAWordDoesNotFit() throws {
    let report = CheckDriver.compile(paths: [CheckFixture.path("patterns.ipl")])
    let system = try #require(report.systems.first?.system)
    let tight = StateCodec(
      kinds: Array(repeating: .byte, count: system.wordCount), caseBits: 1, senderBits: 1)
    let explorer = ModelChecker(system: system).explore(keepsGraph: false, codec: tight)
    #expect(explorer.codecOverflow == nil)
    #expect(explorer.codec.bytes > tight.bytes)
    #expect(explorer.store.count == 246)
  }

  /// The explored graph's size is counted as grown by doubling, never by the lists' real
  /// capacities, so the printed store size is the same on every run.
  @Test func edgeStoreSizeFollowsCountsOnly() {
    #expect(EdgeStore.grown(0) == 16)
    #expect(EdgeStore.grown(16) == 16)
    #expect(EdgeStore.grown(17) == 32)
    #expect(EdgeStore.grown(1_000) == 1_024)
    var edges = EdgeStore()
    edges.begin(0)
    for target in 0..<20 { edges.add(from: 0, to: target, step: target, actor: 0, discharged: 0) }
    #expect(edges.bytes == 16 * 8 + 16 * 4 + 32 * 4 + 32 * 2 + 32 * 8)
    #expect(edges.stepIndex(19, of: 0) == 19)
  }

  /// A reduced search keeps some of a state's steps, out of step order: such a state
  /// keeps its edges' step indexes and the actors it left out, and the store counts
  /// them; a state committed in order needs neither.
  @Test func edgesOfAReducedSearchKeepTheirStepIndexes() {
    var edges = EdgeStore(storesSteps: true)
    edges.begin(0)
    edges.add(from: 0, to: 1, step: 0, actor: 1, discharged: 0)
    edges.add(from: 0, to: 2, step: 1, actor: 2, discharged: 0)
    edges.begin(1)
    edges.markReduced(1)
    edges.add(from: 1, to: 2, step: 5, actor: 2, discharged: 0)
    edges.add(from: 1, to: 0, step: 3, actor: 2, discharged: 0)
    edges.leaveOut([0, 3], of: 1)
    #expect(edges.edges(of: 1) == 2..<4)
    #expect(edges.stepIndex(0, of: 0) == 0)
    #expect(edges.stepIndex(1, of: 0) == 1)
    #expect(edges.stepIndex(2, of: 1) == 5)
    #expect(edges.stepIndex(3, of: 1) == 3)
    #expect(Array(edges.leftOut(of: 1)) == [0, 3])
    #expect(edges.leftOut(of: 0).isEmpty)
    // First and count, targets, actors, discharges; then per state its reduced number,
    // per reduced state where its steps and left-out actors start and how many (10
    // bytes), the reduced states' step indexes and the left-out actors.
    #expect(
      edges.bytes == 16 * 8 + 16 * 4 + 16 * 4 + 16 * 2 + 16 * 8 + 16 * 4 + 16 * 10 + 16 * 4
        + 16 * 2)
  }
}
