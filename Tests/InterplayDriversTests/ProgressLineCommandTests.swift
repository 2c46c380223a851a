import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// Issue #31: a long search shows its progress on a terminal's standard error, and
/// nothing on a pipe or with `--quiet`.
@Suite struct ProgressLineCommandTests {
  static let model = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path

  /// Runs `interplay arguments` on a pseudo-terminal (util-linux `script`, essential on
  /// Debian), which merges standard output and standard error.
  static func onTerminal(_ arguments: [String]) throws -> (status: Int32, text: String) {
    let quoted = ([CommandLineRun.executable.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", quoted.joined(separator: " "), "/dev/null"]
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A search stopped by `--timeout 2.5` runs long enough for the line to be drawn; it is
  /// erased before the report.
  @Test func aTerminalSeesTheLineAndItIsErased() throws {
    let run = try Self.onTerminal(["check", Self.model, "--timeout", "2.5", "--no-timing"])
    #expect(run.status == 2)
    #expect(run.text.contains("\r\u{1B}[2Ksearching: "))
    #expect(run.text.contains(" states/s, store "))
    let erased = try #require(run.text.range(of: "\r\u{1B}[2K", options: .backwards))
    #expect(run.text[erased.upperBound...].hasPrefix("AccountApp: "))
  }

  @Test func quietDrawsNothing() throws {
    let run = try Self.onTerminal([
      "check", Self.model, "--timeout", "2.5", "--no-timing", "--quiet",
    ])
    #expect(run.status == 2)
    #expect(!run.text.contains("searching: "))
  }

  @Test func aPipeSeesNothing() throws {
    let run = try CommandLineRun.run(["run", Self.model, "--timeout", "2.5"])
    #expect(!run.errors.contains("searching: "))
  }

  @Test func theLineSaysStatesDepthRateAndStore() {
    let sample = SearchProgress.Sample(states: 1_234_567, depth: 34, bytes: 3 << 20, searches: 1)
    #expect(
      ProgressLine.text(sample, rate: 250_000.4)
        == "searching: 1,234,567 states, depth 34, 250,000 states/s, store 3.0 MiB")
  }
}
