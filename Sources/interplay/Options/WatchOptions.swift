import ArgumentParser
import Foundation
import InterplayDrivers

/// `--watch` on `lint`, `check` and `render`: run, then run again whenever an input file
/// changes (polled every 250 ms by the ``FileWatcher`` `interplay preview` uses), until
/// Ctrl-C.
struct WatchOptions: ParsableArguments {
  @Flag(help: "Run again whenever an input file changes (polled every 250 ms); Ctrl-C stops.")
  var watch = false

  /// Runs `body` once, or, with `--watch`, again after every change to the files under
  /// `paths`, reporting each run's exit status on standard error instead of exiting.
  func run(paths: [String], _ body: () throws -> Void) throws {
    guard watch else { return try body() }
    // Ctrl-C ends watching at once, also during a search (which alone would stop the
    // search and report it).
    SignalHandling.install(searches: false)
    let watcher = FileWatcher(paths: paths)
    var snapshot = watcher.snapshot()
    while true {
      var status: Int32 = 0
      do {
        try body()
      } catch let exit as ExitCode {
        status = exit.rawValue
      }
      fflush(nil)
      FileOutput.standardError.write(
        "[watch] exit \(status); watching \(snapshot.count) file\(snapshot.count == 1 ? "" : "s"), Ctrl-C stops\n"
      )
      snapshot = watcher.waitForChange(after: snapshot)
      FileOutput.standardError.write("[watch] changed: running again\n")
    }
  }
}
