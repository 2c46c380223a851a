import ArgumentParser
import InterplayCheck

/// The search bounds of `report` and `preview`: the same flags as `check`'s, with
/// defaults that keep a page coming in the time a user waits for one. A bound reached
/// leaves what it did not decide undecided on the page, as `check` does.
struct SearchBoundOptions: ParsableArguments {
  @Option(help: "Stop each search after storing this many states.")
  var maxStates: Int?

  @Option(help: "Bound on each search's memory, e.g. 512M or 1G.")
  var maxMemory: String = "1G"

  @Option(help: "Stop each search after this many seconds.")
  var timeout: Double = 60

  func validate() throws {
    if let maxStates, maxStates <= 0 { throw ValidationError("'--max-states' must be positive") }
    if !(timeout > 0) { throw ValidationError("'--timeout' must be positive") }
    guard ByteCount.parse(maxMemory) != nil else {
      throw ValidationError("'--max-memory' takes a size such as 512M or 1G, not '\(maxMemory)'")
    }
  }

  /// The limits, for check options.
  var limits: CheckLimits {
    CheckLimits(
      maxStates: maxStates, maxMemory: ByteCount.parse(maxMemory) ?? CheckLimits.defaultMaxMemory,
      timeout: timeout)
  }
}
