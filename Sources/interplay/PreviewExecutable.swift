import ArgumentParser
import Foundation
import InterplayDiagnostics

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `interplay-preview` executable `interplay preview` becomes: found beside the
/// running `interplay`, then on `PATH`, and run in place of this process (`execv`).
///
/// Replacing the process rather than starting a child keeps everything a user sees the
/// same as when the server was linked in: the process id (Ctrl-C and `kill` reach the
/// server), standard input, output and error, and the exit status.
enum PreviewExecutable {
  /// The executable's name, as `swift build --product` and the artifact bundle spell it.
  static let name = "interplay-preview"

  /// The exit status when it is not built: sysexits' `EX_UNAVAILABLE` (69), a part of the
  /// tool missing rather than a usage, input or output error.
  static let unavailableStatus: Int32 = 69

  /// The folders `interplay` runs from: the real location of the executable, then the
  /// folder its invocation named (a link to it elsewhere, say in `/usr/local/bin`).
  static func ownFolders() -> [URL] {
    var folders: [URL] = []
    if let running = Bundle.main.executableURL {
      folders.append(running.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let invoked = CommandLine.arguments.first, invoked.contains("/") {
      folders.append(URL(fileURLWithPath: invoked).deletingLastPathComponent())
    }
    return folders
  }

  /// The paths tried, in order: beside `interplay`, then each `PATH` folder.
  static func candidates(
    ownFolders: [URL], path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> [String] {
    let beside = ownFolders.map { $0.appendingPathComponent(name).path }
    let onPath = (path ?? "").split(separator: ":").map { "\($0)/\(name)" }
    return beside + onPath
  }

  /// The first candidate that is an executable file, if any.
  static func locate(ownFolders: [URL]) -> String? {
    candidates(ownFolders: ownFolders).first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The command that builds the executable beside `interplay` when it runs from a
  /// SwiftPM build folder: `-c release` when that folder is a release build's.
  static func buildCommand(ownFolder: URL?) -> String {
    let release = ownFolder?.lastPathComponent == "release"
    return "swift build \(release ? "-c release " : "")--product \(name)"
  }

  /// Runs `interplay-preview arguments` in place of this process. Returns only when it
  /// cannot, with the error to throw: the message printed, exit 69.
  static func replaceProcess(arguments: [String]) -> ExitCode {
    let folders = ownFolders()
    guard let path = locate(ownFolders: folders) else {
      let looked = folders.first.map { "beside \($0.appendingPathComponent("interplay").path)" }
      FileOutput.standardError.write(
        """
        error: 'interplay preview' runs the \(name) executable, which is not built (looked \
        \(looked ?? "beside interplay") and on PATH); build it with: \
        \(buildCommand(ownFolder: folders.first))

        """)
      return ExitCode(unavailableStatus)
    }
    // Output this process buffered would be lost: the new image starts with empty buffers.
    fflush(nil)
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
    argv.append(nil)
    execv(path, argv)
    let reason = String(cString: strerror(errno))
    FileOutput.standardError.write("error: cannot run \(path): \(reason)\n")
    return ExitCode(unavailableStatus)
  }
}
