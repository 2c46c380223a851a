import Foundation
import InterplayDiagnostics
import InterplayLint

/// Finds, reads and caches the `.interplay.yml` files of one pipeline run.
///
/// The configuration of an input file is the first `.interplay.yml` found in its folder or
/// a folder above it, up to the filesystem root; or the one file named with `--config`.
/// Each file is read once; its diagnostics are reported once, however many inputs share it.
struct ConfigurationStore {
  /// The file named with `--config`, which replaces discovery.
  let explicitPath: String?
  /// Whether to look for configuration files at all.
  let discovers: Bool
  /// Rule names a configuration may set.
  let ruleNames: [String]
  /// Diagnostics of every file read.
  private(set) var diagnostics: [Diagnostic] = []
  /// Every configuration read, in the order first needed.
  private(set) var loaded: [LintConfiguration] = []
  private var byPath: [String: LintConfiguration] = [:]
  private var byFolder: [String: String?] = [:]

  init(explicitPath: String?, discovers: Bool, ruleNames: [String]) {
    self.explicitPath = explicitPath
    self.discovers = discovers
    self.ruleNames = ruleNames
  }

  /// The configuration that applies to an input file, adding any file read to `sources`.
  mutating func configuration(forInput path: String, sources: inout SourceSet)
    -> LintConfiguration
  {
    if let explicitPath { return configuration(at: explicitPath, sources: &sources) }
    guard discovers, let found = discover(from: path) else { return LintConfiguration() }
    return configuration(at: found, sources: &sources)
  }

  /// Whether any configuration read turns warnings into errors.
  var warningsAsErrors: Bool { loaded.contains { $0.warningsAsErrors } }

  private mutating func configuration(at path: String, sources: inout SourceSet)
    -> LintConfiguration
  {
    if let known = byPath[path] { return known }
    let configuration: LintConfiguration
    switch FileReader.read(path, limit: 1 << 20) {
    case .success(let bytes):
      let file = SourceFile(path: path, bytes: bytes)
      let id = sources.add(file)
      let parser = ConfigurationParser(file: file, fileID: id, ruleNames: ruleNames)
      diagnostics += parser.diagnostics
      configuration = parser.configuration
    case .failure(let failure):
      let id = sources.add(SourceFile(path: path, bytes: []))
      let message =
        failure == .missing
        ? "configuration file '\(path)' does not exist" : failure.message(path)
      diagnostics.append(.error("config.unreadable", message, at: .point(id, 0)))
      configuration = LintConfiguration(path: path)
    }
    byPath[path] = configuration
    loaded.append(configuration)
    return configuration
  }

  /// The nearest `.interplay.yml` in the input's folder or above.
  private mutating func discover(from input: String) -> String? {
    let absolute =
      input.hasPrefix("/") ? input : FileManager.default.currentDirectoryPath + "/" + input
    var folder = (absolute as NSString).deletingLastPathComponent
    var visited: [String] = []
    var found: String?
    while true {
      if let cached = byFolder[folder] {
        found = cached
        break
      }
      visited.append(folder)
      let candidate = (folder as NSString).appendingPathComponent(LintConfiguration.fileName)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        found = candidate
        break
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    for folder in visited { byFolder[folder] = .some(found) }
    return found.map(Self.relativeToWorkingFolder)
  }

  /// A path below the working folder, relative to it, as paths of inputs usually are.
  private static func relativeToWorkingFolder(_ path: String) -> String {
    let working = FileManager.default.currentDirectoryPath
    let prefix = working.hasSuffix("/") ? working : working + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
