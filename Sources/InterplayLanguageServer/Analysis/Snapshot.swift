import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplaySyntax

/// The syntax and symbols of the system a document belongs to, read with the open
/// documents' texts in place of their files: what navigation requests answer from.
public struct Snapshot: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// The syntax tree of each file, by `FileID.rawValue` (nil when unreadable).
  public var syntax: [SourceFileSyntax?]
  /// The symbols of all files read, as their systems' resolutions bound them.
  public var index: SymbolIndex
  /// The file of the document asked about, if it was read.
  public var file: FileID?

  /// Loads `paths` (the document first) with an overlay of open texts and indexes them.
  public init(paths: [String], overlay: [String: [UInt8]]) {
    let loaded = SourceLoader(overlay: overlay).load(paths: paths)
    sources = loaded.sources
    syntax = loaded.syntax
    // Each system resolved on its own, as `check` would: the document's first, then each
    // open root that imports it.
    let tables = loaded.systems.map { system in
      Resolver.resolve(system.compactMap { loaded.syntax[$0.rawValue] }, in: loaded.sources)
        .symbols
    }
    index = SymbolIndex(tables: tables, sources: sources)
    let wanted = paths.first.map(InputFiles.normalized)
    file = sources.files.indices.map(FileID.init).first {
      InputFiles.normalized(sources[$0].path) == wanted
    }
  }

  /// The converter for a file.
  public func converter(_ file: FileID) -> PositionConverter { PositionConverter(sources[file]) }

  /// The file read from a path, if any.
  public func file(forPath path: String) -> FileID? {
    let wanted = InputFiles.normalized(path)
    return sources.files.indices.map(FileID.init).first {
      InputFiles.normalized(sources[$0].path) == wanted
    }
  }
}
