import ArgumentParser
import InterplayCheck
import InterplayDrivers

/// The bounds of the search `check` and `run` make: a bound reached stops it (exit 2).
/// `report` and `preview` take the same flags with other defaults
/// (``SearchBoundOptions``).
struct SearchLimitOptions: ParsableArguments {
  @Option(help: "Stop the search after storing this many states (exit 2).")
  var maxStates: Int?

  @Option(help: "Bound on the search's memory, e.g. 512M or 1G (exit 2 when reached).")
  var maxMemory: String = "4G"

  @Option(help: "Stop the search after this many seconds (exit 2).")
  var timeout: Double?

  @Option(
    help: """
      Threads that expand states in a breadth-first search (default: one per processor; \
      same result).
      """)
  var jobs: Int?

  func validate() throws {
    if let maxStates, maxStates <= 0 { throw ValidationError("'--max-states' must be positive") }
    if let timeout, timeout <= 0 { throw ValidationError("'--timeout' must be positive") }
    try FlagLimits.validateJobs(jobs)
    guard ByteCount.parse(maxMemory) != nil else {
      throw ValidationError("'--max-memory' takes a size such as 512M or 1G, not '\(maxMemory)'")
    }
  }

  /// The limits, timed from now; a `--timeout` also bounds reading and compiling the
  /// models (``FrontEndWatchdog``), from the same instant.
  func startLimits(maxDepth: Int? = nil) -> CheckLimits {
    let started = ContinuousClock.now
    if let timeout { FrontEndWatchdog.arm(seconds: timeout, from: started) }
    var limits = CheckLimits(
      maxStates: maxStates, maxDepth: maxDepth, maxMemory: ByteCount.parse(maxMemory)!,
      timeout: timeout)
    limits.timeoutStart = started
    return limits
  }
}
