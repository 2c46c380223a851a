import Synchronization

/// The limits the workers check while they expand a batch, after every state, so that
/// `--max-memory`, `--timeout` and a signal hold inside one batch: a batch of 2,048
/// states with tens of thousands of successors each (a thousand stubs, a wide payload)
/// would otherwise grow its results by gigabytes, or run for minutes, before the
/// explorer's own checks between commits see anything.
final class ExpansionBudget: Sendable {
  /// Why the workers stopped.
  enum Reason: Int {
    case memory = 1
    case time
    case interrupted
    case cancelled
  }

  /// The most bytes one worker's results may hold.
  let resultBytes: Int
  /// When the search must stop, if it has a timeout.
  let deadline: ContinuousClock.Instant?
  /// The search's own stop request, if it has one.
  let cancellation: SearchCancellation?
  private let stopped = Atomic<Int>(0)

  /// A budget for a search with these limits on `threads` threads. The successors in
  /// flight (the batch being expanded and the one being committed) may take about half
  /// of `--max-memory`, shared evenly: the store holds the rest.
  init(
    limits: CheckLimits, threads: Int, started: ContinuousClock.Instant,
    cancellation: SearchCancellation? = nil
  ) {
    self.cancellation = cancellation
    resultBytes = max(limits.maxMemory / (4 * max(threads, 1)), 1 << 20)
    deadline = limits.timeout.map { started + .milliseconds(Int(min($0, 1e9) * 1000)) }
  }

  /// Why the workers stopped, or nil while they may go on.
  var reason: Reason? { Reason(rawValue: stopped.load(ordering: .relaxed)) }

  /// Whether a worker may expand another state after filling `results` so far; when not,
  /// every worker stops at its next check.
  func allows(_ results: ExpansionResults) -> Bool {
    if stopped.load(ordering: .relaxed) != 0 { return false }
    var reason: Reason?
    if results.bytes > resultBytes {
      reason = .memory
    } else if let deadline, ContinuousClock.now > deadline {
      reason = .time
    } else if SearchInterruption.requested != nil {
      reason = .interrupted
    } else if cancellation?.isCancelled == true {
      reason = .cancelled
    }
    guard let reason else { return true }
    stopped.store(reason.rawValue, ordering: .relaxed)
    return false
  }
}
