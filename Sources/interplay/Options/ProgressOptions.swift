import ArgumentParser
import InterplayDrivers

/// `--quiet` of the commands that search (`check`, `run`): the progress line on standard
/// error (``ProgressLine``), shown only on a terminal, or none.
struct ProgressOptions: ParsableArguments {
  @Flag(help: "No progress line on standard error (shown only on a terminal).")
  var quiet = false

  /// Starts the progress line, unless `--quiet` (or standard error is not a terminal).
  func start() -> ProgressLine? { ProgressLine.start(enabled: !quiet) }
}
