import Synchronization

/// The limits the workers check while they expand a batch, after every state, so that
/// `--max-memory`, `--timeout` and a signal hold inside one batch, and inside one state:
/// a batch of 2,048 states with tens of thousands of successors each (a thousand stubs,
/// a wide payload), or one state with ten thousand successors of 150 KB each (ten
/// thousand stubs), would otherwise grow its results by gigabytes, or run for minutes,
/// before the explorer's own checks between commits see anything.
final class ExpansionBudget: Sendable {
  /// Why the workers stopped.
  enum Reason: Int {
    case memory = 1
    case time
    case interrupted
    case cancelled
  }

  /// The most bytes the successors in flight may hold, every worker's results together.
  let resultBytes: Int
  /// When the search must stop, if it has a timeout.
  let deadline: ContinuousClock.Instant?
  /// The search's own stop request, if it has one.
  let cancellation: SearchCancellation?
  private let stopped = Atomic<Int>(0)
  /// Bytes every ``ExpansionResults`` of the search holds now (they keep their capacity
  /// from batch to batch), kept by the results themselves as they grow.
  private let held = Atomic<Int>(0)

  /// A budget for a search with these limits. The successors in flight (the batch being
  /// expanded and the one being committed, on every thread) may take a quarter of
  /// `--max-memory`, at least 16 MiB (so a small bound is met by the store, at the same
  /// state for any `--jobs`); the store and the graph are bounded by the whole of it.
  init(
    limits: CheckLimits, started: ContinuousClock.Instant,
    cancellation: SearchCancellation? = nil
  ) {
    self.cancellation = cancellation
    resultBytes = max(limits.maxMemory / 4, 16 << 20)
    deadline = limits.timeout.map { started + .milliseconds(Int(min($0, 1e9) * 1000)) }
  }

  /// Bytes the results of the search hold now.
  var heldBytes: Int { held.load(ordering: .relaxed) }

  /// Notes that some results grew (or, negative, were freed) by `bytes`.
  func noteHeld(_ bytes: Int) {
    held.wrappingAdd(bytes, ordering: .relaxed)
  }

  /// Why the workers stopped, or nil while they may go on.
  var reason: Reason? { Reason(rawValue: stopped.load(ordering: .relaxed)) }

  /// Whether a worker may go on expanding (checked after each state, and every few
  /// successors inside one); when not, every worker stops at its next check.
  func allows() -> Bool {
    if stopped.load(ordering: .relaxed) != 0 { return false }
    var reason: Reason?
    if held.load(ordering: .relaxed) > resultBytes {
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
