import Foundation
import InterplayCheck
import Synchronization

/// `--timeout` for the part of `check` and `run` before the search: reading, parsing,
/// resolving, linting and compiling the models.
///
/// The search stops itself at its deadline and reports what it explored. The front end
/// has no partial answer to give, and cannot be asked to stop in every loop, so when it
/// is still running at the deadline this watchdog prints why on standard error and ends
/// the process with exit 2, as any limit does. Nothing is being written then: the
/// commands write only after the search. The drivers disarm it once the pipeline has loaded the models.
public enum FrontEndWatchdog {
  private struct State {
    var generation = 0
    var isArmed = false
  }

  private static let state = Mutex(State())

  /// Arms the watchdog: at `start + seconds`, a front end still running ends the process.
  public static func arm(seconds: Double, from start: ContinuousClock.Instant) {
    let generation = state.withLock {
      $0.generation += 1
      $0.isArmed = true
      return $0.generation
    }
    let deadline = start + .milliseconds(Int(min(seconds, 1e9) * 1000))
    let thread = Thread {
      let remaining = deadline - ContinuousClock.now
      if remaining > .zero {
        Thread.sleep(
          forTimeInterval: Double(remaining.components.seconds)
            + Double(remaining.components.attoseconds) * 1e-18)
      }
      state.withLock {
        guard $0.isArmed, $0.generation == generation else { return }
        let message =
          "error: stopped at --timeout \(ByteCount.seconds(seconds)) before the search: "
          + "reading and compiling the models took longer [limit.timeout]\n"
        FileHandle.standardError.write(Data(message.utf8))
        _exit(2)
      }
    }
    thread.start()
  }

  /// The front end is done: the search takes the rest of the time.
  public static func disarm() {
    state.withLock { $0.isArmed = false }
  }
}
