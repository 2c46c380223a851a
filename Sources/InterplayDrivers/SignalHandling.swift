import Dispatch
import Glibc
import InterplayCheck
import InterplayDiagnostics

/// What the commands do on SIGINT (Ctrl-C) and SIGTERM.
///
/// The signals are received on a dispatch queue, never in a signal handler, so the
/// reaction may take locks. A command that searches (`check`, `run`) stops its search
/// on the first signal, as a limit would: the report is printed with the partial
/// statistics and the exit code is 2. A second signal, or a signal to any other command,
/// ends the process at once, after removing the temporary files of unfinished writes,
/// with the shell's code for a signal (128 + its number).
///
/// Every executable that writes files installs it first (`interplay`, and
/// `interplay-gen`, the build plugin's tool), so a signal never leaves the hidden
/// temporary of an ``AtomicFileWriter`` write behind.
public enum SignalHandling {
  /// The dispatch sources, kept alive for the life of the process.
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Installs the reaction; `searches` says whether the first signal stops the search
  /// instead of the process.
  public static func install(searches: Bool) {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if searches, SearchInterruption.requested == nil {
          SearchInterruption.request(signal: number)
          return
        }
        AtomicFileWriter.removeTemporaries()
        _exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }
}
