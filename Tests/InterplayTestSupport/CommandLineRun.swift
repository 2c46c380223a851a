import Foundation

/// One run of the built `interplay` executable, for tests of what a user sees: the
/// exit code, standard output and standard error, and how long it took.
public struct CommandLineRun: Sendable {
  /// The exit code, or 128 + the signal for a process that died of one (as a shell shows).
  public var status: Int32
  /// Standard output, decoded as UTF-8 (invalid bytes replaced).
  public var output: String
  /// Standard error, decoded as UTF-8.
  public var errors: String
  /// Wall-clock seconds from launch to exit.
  public var seconds: Double
  /// Whether the run was killed for taking longer than its time limit.
  public var timedOut: Bool

  /// The `interplay` executable beside the test bundle (`swift build --build-tests`
  /// builds both into the same folder).
  public static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("interplay")
  }

  /// Runs `interplay arguments` in `folder`, killing it after `timeout` seconds.
  ///
  /// `prefix` runs the executable through another program (such as `setpriv` to drop
  /// privileges); `signal` is sent once, `after` seconds from launch; `environment` adds
  /// to (or replaces in) this process's environment; `input` is the process's standard
  /// input (else it reads nothing).
  public static func run(
    _ arguments: [String], in folder: String? = nil, timeout: Double = 60,
    prefix: [String] = [], signal: (number: Int32, after: Double)? = nil,
    environment: [String: String] = [:], input: String? = nil
  ) throws -> CommandLineRun {
    let scratch = TemporaryFolder()
    let outURL = URL(fileURLWithPath: scratch.path + "/stdout")
    let errURL = URL(fileURLWithPath: scratch.path + "/stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    if let first = prefix.first {
      process.executableURL = URL(fileURLWithPath: first)
      process.arguments = Array(prefix.dropFirst()) + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = out
    process.standardError = err
    if let input {
      let inURL = URL(fileURLWithPath: scratch.path + "/stdin")
      try Data(input.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    let start = Date()
    try process.run()
    var timedOut = false
    var signalled = false
    while process.isRunning {
      let elapsed = Date().timeIntervalSince(start)
      if let signal, !signalled, elapsed >= signal.after {
        kill(process.processIdentifier, signal.number)
        signalled = true
      }
      if elapsed > timeout {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(10_000)
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return CommandLineRun(
      status: status,
      output: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
      errors: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
      seconds: Date().timeIntervalSince(start), timedOut: timedOut)
  }
}
