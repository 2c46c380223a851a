import Foundation
import InterplayCheck

/// The line a long search shows on a terminal's standard error: states stored, depth,
/// states per second and the store's memory, redrawn four times a second.
///
/// It appears only after the first second (a quick answer shows nothing), only when
/// standard error is a terminal (never in a pipe, a file or CI logs), and is erased
/// before the report is printed. It reads ``SearchProgress``, so it costs the search
/// nothing but the explorer's relaxed stores.
public final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private var isStopped = false
  private var hasDrawn = false
  private let finished = DispatchSemaphore(value: 0)

  /// Whether a progress line would be seen: standard error is a terminal, not a dumb one.
  public static var isWanted: Bool {
    isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// Starts drawing when `enabled` and ``isWanted``; nil otherwise.
  public static func start(enabled: Bool) -> ProgressLine? {
    guard enabled, isWanted else { return nil }
    let line = ProgressLine()
    Thread { line.draw() }.start()
    return line
  }

  /// Stops drawing and erases the line, before anything else is printed.
  public func stop() {
    lock.withLock { isStopped = true }
    finished.wait()
  }

  private func draw() {
    let started = Date()
    var previous = (states: 0, time: started)
    var rate = 0.0
    while true {
      Thread.sleep(forTimeInterval: 0.25)
      let now = Date()
      let sample = SearchProgress.sample
      let interval = now.timeIntervalSince(previous.time)
      if interval >= 1 {
        rate = Double(max(sample.states - previous.states, 0)) / interval
        previous = (sample.states, now)
      }
      let stop = lock.withLock { () -> Bool in
        if isStopped {
          if hasDrawn { Self.write("\r\u{1B}[2K") }
          return true
        }
        guard now.timeIntervalSince(started) >= 1, sample.searches > 0 else { return false }
        hasDrawn = true
        Self.write("\r\u{1B}[2K" + Self.text(sample, rate: rate))
        return false
      }
      if stop { break }
    }
    finished.signal()
  }

  /// `searching: 1,234,567 states, depth 34, 250,000 states/s, store 96.0 MiB`
  public static func text(_ sample: SearchProgress.Sample, rate: Double) -> String {
    "searching: \(CheckTextRenderer.grouped(sample.states)) states, depth \(sample.depth), "
      + "\(CheckTextRenderer.grouped(Int(rate))) states/s, store \(ByteCount.text(sample.bytes))"
  }

  private static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
