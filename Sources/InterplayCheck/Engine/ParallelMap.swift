import Dispatch
import Synchronization

/// Independent pieces of work after the search (one sequence claim each), spread over
/// up to `threads` threads, with the results in index order whatever thread finished
/// first: the output does not depend on `--jobs`.
enum ParallelMap {
  /// `body(0) ..< body(count)`, computed on up to `threads` threads.
  static func map<Value: Sendable>(
    _ count: Int, threads: Int, _ body: @Sendable (Int) -> Value
  ) -> [Value] {
    guard threads > 1, count > 1 else { return (0..<count).map(body) }
    let results = Mutex([Value?](repeating: nil, count: count))
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        let value = body(index)
        results.withLock { $0[index] = value }
      }
    }
    return results.withLock { $0.map { $0! } }
  }
}
