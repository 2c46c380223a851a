import Dispatch
import Synchronization

/// Expands a batch of consecutive stored states with several workers at once.
///
/// The batch is cut into parts of ``partSize`` states; each worker claims the next part
/// not yet taken until none is left, and writes its expansion into that part's
/// ``ExpansionResults``. The parts come back in state order, whichever worker made them.
/// Workers only read the store, so a batch must be committed before the next is expanded.
///
/// Workers beyond the calling thread's are created by their own thread, the first time
/// a batch is big enough to share: the calling thread expands meanwhile, and small
/// searches never pay for them.
final class BatchExpansion: @unchecked Sendable {
  /// States per part claimed by a worker.
  let partSize = 32
  /// The most states expanded before they are committed.
  let batchSize = 2048
  /// The fewest parts a batch is shared between threads for.
  static let minimumShared = 8
  private let jobs: Int
  /// One worker per thread, the calling thread's first; the others are created on
  /// their thread. A plain buffer: each thread writes only its own slot.
  private let slots: UnsafeMutablePointer<ExpansionWorker?>
  private var parts: [ExpansionResults] = []
  private var finders: [DuplicateFinder] = []
  private let claimed = Atomic<Int>(0)

  /// - Parameter jobs: the most threads to expand with; nil for one per processor.
  init(worker: ExpansionWorker, jobs: Int?) {
    self.jobs = max(1, jobs ?? ProcessorCount.online)
    slots = .allocate(capacity: self.jobs)
    slots.initialize(repeating: nil, count: self.jobs)
    slots[0] = worker
  }

  deinit {
    slots.deinitialize(count: jobs)
    slots.deallocate()
  }

  /// The workers created so far, the calling thread's first.
  var workers: [ExpansionWorker] { (0..<jobs).compactMap { slots[$0] } }

  /// The expansions of `states`, in state order.
  func expand(_ states: Range<Int>) -> ArraySlice<ExpansionResults> {
    let main = slots[0]!
    let count = (states.count + partSize - 1) / partSize
    while parts.count < count { parts.append(ExpansionResults(width: main.store.width)) }
    let partSize = partSize
    let part = { @Sendable (number: Int) in
      let start = states.lowerBound + number * partSize
      return start..<min(states.upperBound, start + partSize)
    }
    // Sharing costs a wake-up of the other threads per batch: not worth it for fewer
    // than `minimumShared` parts.
    if count < Self.minimumShared || jobs == 1 {
      for number in 0..<count { main.expand(part(number), into: parts[number]) }
      return markDuplicates(count, shares: 1)
    }
    claimed.store(0, ordering: .relaxed)
    let threads = min(jobs, count)
    // The last thread first maps the store's pages the commit will write next, which
    // would otherwise fault one by one on the one thread that commits.
    let tail = main.store.unusedTail().map { UncheckedMemory(buffer: $0) }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      if self.slots[thread] == nil {
        let first = self.slots[0]!
        self.slots[thread] = .replica(of: first.system, codec: first.codec, store: first.store)
      }
      if thread == threads - 1, let tail { StateStore.touch(tail.buffer) }
      let worker = self.slots[thread]!
      while true {
        let number = self.claimed.wrappingAdd(1, ordering: .relaxed).oldValue
        guard number < count else { return }
        worker.expand(part(number), into: self.parts[number])
      }
    }
    return markDuplicates(count, shares: threads)
  }

  /// Numbers the first `count` parts' successors across the batch and marks the
  /// repetitions among them (``DuplicateFinder``), with `shares` threads.
  private func markDuplicates(_ count: Int, shares: Int) -> ArraySlice<ExpansionResults> {
    var first = 0
    for number in 0..<count {
      parts[number].firstSuccessor = first
      first += parts[number].successorCount
    }
    while finders.count < shares { finders.append(DuplicateFinder()) }
    let batch = parts[0..<count]
    if shares == 1 {
      finders[0].mark(batch, share: 0, of: 1)
    } else {
      DispatchQueue.concurrentPerform(iterations: shares) { share in
        self.finders[share].mark(self.parts[0..<count], share: share, of: shares)
      }
    }
    return batch
  }
}

/// Memory handed to one other thread while its owner leaves it alone.
private struct UncheckedMemory: @unchecked Sendable {
  var buffer: UnsafeMutableRawBufferPointer
}
