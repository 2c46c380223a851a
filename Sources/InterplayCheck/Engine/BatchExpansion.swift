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
  let batchSize: Int
  /// The most states of a batch on one thread.
  static let unsharedBatchSize = 512
  /// The fewest parts a batch is shared between threads for.
  let minimumShared: Int
  private let jobs: Int
  /// One worker per thread, the calling thread's first; the others are created on
  /// their thread. A plain buffer: each thread writes only its own slot.
  private let slots: UnsafeMutablePointer<ExpansionWorker?>
  /// Two sets of parts, used by turns (see ``expand(_:committing:)``).
  private var partSets: [[ExpansionResults]] = [[], []]
  private var current = 0
  private let claimed = Atomic<Int>(0)

  /// - Parameters:
  ///   - jobs: the most threads to expand with; nil for one per processor.
  ///   - batchSize: the most states expanded before they are committed.
  ///   - minimumShared: the fewest states of a batch shared between threads.
  init(worker: ExpansionWorker, jobs: Int?, batchSize: Int = 2048, minimumShared: Int = 256) {
    self.jobs = max(1, jobs ?? ProcessorCount.online)
    // One thread never shares a batch: a smaller one keeps its successors' words
    // (written by the expansion, read again by the commit) in the core's cache.
    self.batchSize = max(self.jobs == 1 ? min(batchSize, Self.unsharedBatchSize) : batchSize, 1)
    self.minimumShared = max(minimumShared / 32, 1)
    slots = .allocate(capacity: self.jobs)
    slots.initialize(repeating: nil, count: self.jobs)
    slots[0] = worker
  }

  deinit {
    slots.deinitialize(count: jobs)
    slots.deallocate()
  }

  /// The most states of a batch of a level of `levelSize` states: ``batchSize``, but
  /// with several threads at most a quarter of the level (and no fewer states than are
  /// shared), so that even in a small level one batch is committed while the next is
  /// expanded.
  func batchSize(level levelSize: Int) -> Int {
    guard jobs > 1 else { return batchSize }
    return max(minimumShared * partSize, min(batchSize, levelSize / 4))
  }

  /// The workers created so far, the calling thread's first.
  var workers: [ExpansionWorker] { (0..<jobs).compactMap { slots[$0] } }

  /// The expansions of `states`, in state order; the commit looks their successors up
  /// in the store.
  ///
  /// With `commit`, the expansions of the previous batch are committed meanwhile: one
  /// thread commits while the others start expanding (the states expanded are stored
  /// already, and the store's records never move), then joins them. The previous
  /// batch's results stay valid: batches alternate between two sets of parts.
  func expand(_ states: Range<Int>, committing commit: (() -> Void)? = nil)
    -> ArraySlice<ExpansionResults>
  {
    let main = slots[0]!
    let count = (states.count + partSize - 1) / partSize
    current = 1 - current
    while partSets[current].count < count {
      partSets[current].append(ExpansionResults(width: main.store.width, budget: main.budget))
    }
    // Parts a bigger batch used keep their buffers; when they hold much, free them.
    if let budget = main.budget, partSets[current].count > count,
      budget.heldBytes > budget.resultBytes / 2
    {
      partSets[current].removeLast(partSets[current].count - count)
    }
    let partSize = partSize
    let part = { @Sendable (number: Int) in
      let start = states.lowerBound + number * partSize
      return start..<min(states.upperBound, start + partSize)
    }
    // Sharing costs a wake-up of the other threads per batch: not worth it for fewer
    // than `minimumShared` parts.
    if count < minimumShared || jobs == 1 {
      commit?()
      for number in 0..<count {
        main.expand(part(number), into: partSets[current][number])
      }
      return partSets[current][0..<count]
    }
    let threads = min(jobs, count)
    claimed.store(0, ordering: .relaxed)
    let committing = commit.map { UncheckedClosure(run: $0) }
    // Without a commit, the last thread first maps the store's pages the commit will
    // write next, which would otherwise fault one by one on the one thread that commits.
    let tail =
      commit == nil ? main.store.unusedTail().map { UncheckedMemory(buffer: $0) } : nil
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      if thread == 0, let committing { committing.run() }
      if thread == threads - 1, let tail { StateStore.touch(tail.buffer) }
      self.claimParts(count, thread: thread) { worker, number in
        worker.expand(part(number), into: self.partSets[self.current][number])
      }
    }
    return partSets[current][0..<count]
  }

  /// Runs `body` with this thread's worker (created on its first use) for each part
  /// not claimed yet.
  private func claimParts(
    _ count: Int, thread: Int, _ body: (ExpansionWorker, Int) -> Void
  ) {
    if slots[thread] == nil {
      slots[thread] = slots[0]!.replica()
    }
    let worker = slots[thread]!
    while true {
      let number = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
      guard number < count else { return }
      body(worker, number)
    }
  }
}

/// Work handed to one other thread while its owner waits for it.
private struct UncheckedClosure: @unchecked Sendable {
  let run: () -> Void
}

/// Memory handed to one other thread while its owner leaves it alone.
private struct UncheckedMemory: @unchecked Sendable {
  var buffer: UnsafeMutableRawBufferPointer
}
