import Foundation

/// Another program's standard output, for tests that ask a tool of the machine (a
/// browser, a package query) rather than `interplay` (``CommandLineRun``).
public enum ProcessOutput {
  /// Runs the program at `path` with `arguments` and returns what it printed on standard
  /// output, decoded as UTF-8 (invalid bytes replaced), once it exited; its standard error
  /// is discarded.
  public static func standardOutput(of path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
