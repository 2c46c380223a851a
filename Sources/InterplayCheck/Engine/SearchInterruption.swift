import Synchronization

/// A request, from outside the search, to stop every search of the process as a limit
/// would: the search ends with its partial statistics, the result says which signal
/// stopped it, and the command exits 2 (incomplete).
///
/// The command line sets it from a signal source (SIGINT, SIGTERM); the explorer reads it
/// with its other budgets, every 256 expansions, so a stop costs nothing while running.
public enum SearchInterruption {
  /// The signal that asked for the stop, 0 while none did.
  private static let signal = Atomic<Int32>(0)

  /// Asks every running and future search to stop, naming `signal` (SIGINT, SIGTERM).
  public static func request(signal number: Int32) {
    signal.store(number, ordering: .relaxed)
  }

  /// The signal that asked for a stop, or nil.
  public static var requested: Int32? {
    let number = signal.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Withdraws the request (for tests, which share one process).
  public static func reset() { signal.store(0, ordering: .relaxed) }
}
