import Foundation
import PackagePlugin

/// Lints a target's `.ipl` models and generates their Swift while the target builds.
///
/// For each model `M.ipl` among the target's files it runs `interplay-gen swift` (what
/// `interplay gen swift` writes: the types, notification enums, actor protocols and
/// `Stubs`) and `interplay-gen tests` (what `interplay gen tests` writes: conformance cases for every modelled actor) into the plugin's work folder, where
/// the target compiles them. Both read the model through the lint pipeline: a mistake
/// is printed as `M.ipl:line:col: error: message [id]`, which SwiftPM and Xcode show, and
/// fails the build.
@main struct InterplayBuildPlugin: BuildToolPlugin {
  /// The commands for one target: two per model, nothing for a target without models.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // `interplay-gen`: the two generators of `interplay gen`, without what drawing and
    // serving need, so a depending package builds less.
    let tool = try context.tool(named: "interplay-gen")
    let folder = context.pluginWorkDirectoryURL
    return target.sourceFiles(withSuffix: "ipl").flatMap { file -> [Command] in
      let name = file.url.deletingPathExtension().lastPathComponent
      let types = folder.appendingPathComponent(name + ".swift")
      let tests = folder.appendingPathComponent(name + "+Conformance.swift")
      return [
        .buildCommand(
          displayName: "Generating Swift for \(name).ipl", executable: tool.url,
          arguments: ["swift", file.url.path, "--output", types.path],
          inputFiles: [file.url], outputFiles: [types]),
        .buildCommand(
          displayName: "Generating conformance tests for \(name).ipl", executable: tool.url,
          arguments: ["tests", file.url.path, "--output", tests.path],
          inputFiles: [file.url], outputFiles: [tests]),
      ]
    }
  }
}
