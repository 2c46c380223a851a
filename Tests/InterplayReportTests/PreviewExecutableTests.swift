import Foundation
import InterplayTestSupport
import Testing

/// `interplay preview` runs the server as the separate `interplay-preview` executable,
/// found beside `interplay` or on `PATH`. Here `interplay` is copied alone into an empty
/// folder and run with only that folder on `PATH`: no server can be found.
@Suite struct PreviewExecutableTests {
  /// What a run of the lone copy printed on standard error, and its exit status.
  struct Outcome {
    var status: Int32
    var errors: String
  }

  /// Runs a copy of the built `interplay`, alone in a fresh folder, with `arguments`.
  static func runAlone(_ arguments: [String]) throws -> Outcome {
    let folder = TemporaryFolder()
    let copy = folder.path + "/interplay"
    try FileManager.default.copyItem(atPath: CommandLineRun.executable.path, toPath: copy)
    let model = folder.write("door.ipl", "system Door\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: copy)
    process.arguments = arguments + [model]
    // Only the empty folder: an `interplay-preview` installed on the machine is not found.
    process.environment = ["PATH": folder.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, errors: String(decoding: data, as: UTF8.self))
  }

  /// Without the server, the command says which command builds it and exits 69.
  @Test func aMissingServerNamesTheCommandThatBuildsIt() throws {
    let outcome = try Self.runAlone(["preview", "--port", "0"])
    #expect(outcome.status == 69)
    #expect(outcome.errors.contains("interplay-preview executable, which is not built"))
    #expect(outcome.errors.contains("build it with: swift build --product interplay-preview"))
  }

  /// A usage error is reported by `interplay` itself, as for every subcommand, whether
  /// the server is built or not.
  @Test func aUsageErrorNeedsNoServer() throws {
    let outcome = try Self.runAlone(["preview", "--port", "70000"])
    #expect(outcome.status == 64)
    #expect(outcome.errors.contains("'--port' must be 0 to 65535"))
  }
}
