import Foundation
import PackagePlugin

/// `swift package interplay lint|check|run|render|fmt|gen ... ARGS`: runs the
/// `interplay` tool this package builds, in the package's folder, with the arguments
/// as given (`swift package interplay check Models`).
@main struct InterplayCommandPlugin: CommandPlugin {
  /// Runs `interplay` with `arguments`; a non-zero exit fails the command.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "interplay")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error(
        "interplay \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
  }
}
