import Foundation
import InterplayDiagnostics
import InterplaySyntax

/// Everything read for one run: the files, their syntax trees, and the systems they form.
public struct LoadedSources: Sendable {
  /// Every file read, in load order.
  public var sources = SourceSet()
  /// The syntax tree of each file, indexed by `FileID.rawValue` (nil when unreadable).
  public var syntax: [SourceFileSyntax?] = []
  /// One entry per system: its root file first, then every file it imports, depth first.
  public var systems: [[FileID]] = []
  /// Load, lexing and parsing diagnostics.
  public var diagnostics: [Diagnostic] = []
}

/// Reads input paths and follows imports, reporting every problem as a diagnostic.
///
/// Each input file that no other input imports is the root of a system; a file imported
/// by several systems is read and parsed once.
public struct SourceLoader: Sendable {
  /// The largest file read, in bytes; bigger files get `load.file-too-large`.
  public var maxFileSize: Int
  /// Texts that stand in for files on disk, keyed by normalized path
  /// (``InputFiles/normalized(_:)``): an editor's unsaved buffers. A path in the overlay is
  /// read from it, whether or not a file exists there.
  public var overlay: [String: [UInt8]]

  /// The default size limit: 32 MiB, far above any hand-written model.
  public static let defaultMaxFileSize = 32 << 20

  /// Creates a loader.
  public init(
    maxFileSize: Int = SourceLoader.defaultMaxFileSize, overlay: [String: [UInt8]] = [:]
  ) {
    self.maxFileSize = maxFileSize
    self.overlay = overlay
  }

  /// Loads the files and folders named by `paths`; `-` reads a model from standard input,
  /// named `<stdin>`, whose imports are found relative to the working folder.
  public func load(paths: [String]) -> LoadedSources {
    var state = LoadState(loader: self)
    var inputs: [FileID] = []
    for entry in entries(paths) {
      switch entry {
      case .file(let path):
        if let id = state.file(at: path, importedFrom: nil) { inputs.append(id) }
      case .missing(let path):
        state.report(path, "load.file-not-found", "no such file or folder '\(path)'")
      case .emptyFolder(let path):
        state.report(path, "load.no-input-files", "folder '\(path)' holds no '.ipl' file")
      case .unreadableFolder(let path):
        state.report(path, "load.unreadable-folder", InputFiles.unreadableMessage(path))
      case .standardInput:
        if let id = state.standardInput() { inputs.append(id) }
      }
    }
    var imported = Set<FileID>()
    for input in inputs {
      for target in state.imports[input.rawValue] where target != input { imported.insert(target) }
    }
    var roots = inputs.filter { !imported.contains($0) }
    if roots.isEmpty, let first = inputs.first { roots = [first] }  // inputs import each other
    state.result.systems = roots.map { state.closure(of: $0) }
    return state.result
  }

  /// The input entries of `paths`: a path in the overlay is a file, even when none exists on
  /// disk; other paths are expanded as ``InputFiles/expand(_:)`` does.
  private func entries(_ paths: [String]) -> [InputFiles.Entry] {
    guard !overlay.isEmpty else { return InputFiles.expand(paths) }
    return paths.flatMap { path in
      overlay[InputFiles.normalized(path)] != nil ? [.file(path)] : InputFiles.expand([path])
    }
  }
}
