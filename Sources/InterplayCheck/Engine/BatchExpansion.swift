import Dispatch
import Synchronization

/// Expands a batch of consecutive stored states with several workers at once.
///
/// The batch is cut into parts of ``partSize`` states; each worker claims the next part
/// not yet taken until none is left, and writes its expansion into that part's
/// ``ExpansionResults``. The parts come back in state order, whichever worker made them.
/// Workers only read the store, so a batch must be committed before the next is expanded.
///
/// Workers beyond the calling thread's are created when a batch is first big enough to
/// share, so small searches never pay for them.
final class BatchExpansion: @unchecked Sendable {
  /// States per part claimed by a worker.
  let partSize = 32
  /// The most states expanded before they are committed.
  let batchSize = 2048
  /// The calling thread's worker first.
  private(set) var workers: [ExpansionWorker]
  private let jobs: Int
  private var parts: [ExpansionResults] = []
  private let claimed = Atomic<Int>(0)

  /// - Parameter jobs: the most threads to expand with; nil for one per core.
  init(worker: ExpansionWorker, jobs: Int?) {
    workers = [worker]
    self.jobs = max(1, jobs ?? ProcessorCount.online)
  }

  /// The expansions of `states`, in state order.
  func expand(_ states: Range<Int>) -> ArraySlice<ExpansionResults> {
    let count = (states.count + partSize - 1) / partSize
    while parts.count < count { parts.append(ExpansionResults(width: workers[0].store.width)) }
    let partSize = partSize
    let part = { @Sendable (number: Int) in
      states.lowerBound + number
        * partSize..<min(
          states.upperBound, states.lowerBound + (number + 1) * partSize)
    }
    if count < 2 || jobs == 1 {
      for number in 0..<count { workers[0].expand(part(number), into: parts[number]) }
      return parts[0..<count]
    }
    while workers.count < min(jobs, count) {
      let first = workers[0]
      workers.append(.replica(of: first.system, codec: first.codec, store: first.store))
    }
    claimed.store(0, ordering: .relaxed)
    let active = min(workers.count, count)
    DispatchQueue.concurrentPerform(iterations: active) { thread in
      let worker = self.workers[thread]
      while true {
        let number = self.claimed.wrappingAdd(1, ordering: .relaxed).oldValue
        guard number < count else { return }
        worker.expand(part(number), into: self.parts[number])
      }
    }
    return parts[0..<count]
  }
}
