import InterplayDiagnostics
import InterplayModel
import InterplayPipeline

/// The open documents and what was last worked out from them.
///
/// A document is linted together with every open document whose system imported it at its
/// last lint, so an imported file is checked in the context of the models that use it, and
/// imports resolve to open buffers before files on disk.
public struct Workspace: Sendable {
  /// The open documents by URI.
  public private(set) var documents: [String: OpenDocument] = [:]
  /// The URI each open document's normalized path was opened under.
  public private(set) var uriByPath: [String: String] = [:]
  /// The files of each open root document's systems at its last lint, by root path.
  private var systemFiles: [String: Set<String>] = [:]
  /// The files each lint published diagnostics for, by the URI linted.
  private var published: [String: Set<String>] = [:]
  /// Bumped on every change, so cached snapshots are known to be stale.
  public private(set) var generation = 0
  private var snapshots: [String: (generation: Int, snapshot: Snapshot)] = [:]

  /// Creates an empty workspace.
  public init() {}

  /// The texts of the open documents, by normalized path.
  public var overlay: [String: [UInt8]] {
    Dictionary(documents.values.map { ($0.path, $0.bytes) }, uniquingKeysWith: { $1 })
  }

  /// Opens or replaces a document.
  public mutating func open(_ document: OpenDocument) {
    documents[document.uri] = document
    uriByPath[document.path] = document.uri
    generation += 1
  }

  /// Replaces an open document's text; false when the document is not open.
  @discardableResult
  public mutating func change(uri: String, version: Int, text: String) -> Bool {
    guard var document = documents[uri] else { return false }
    document.version = version
    document.bytes = Array(text.utf8)
    documents[uri] = document
    generation += 1
    return true
  }

  /// Closes a document; returns the URIs its diagnostics were published for.
  public mutating func close(uri: String) -> Set<String> {
    guard let document = documents.removeValue(forKey: uri) else { return [] }
    uriByPath[document.path] = nil
    systemFiles[document.path] = nil
    snapshots[uri] = nil
    generation += 1
    return published.removeValue(forKey: uri) ?? []
  }

  /// The paths to load for a document: it, then each open root that imported it.
  public func inputs(for path: String) -> [String] {
    [path]
      + systemFiles.filter { $0.key != path && $0.value.contains(path) && uriByPath[$0.key] != nil }
      .keys.sorted()
  }

  /// Lints a document as `interplay lint` would lint its file, with open texts in place of
  /// files; returns the diagnostics for every file read (empty lists for files that have
  /// none now but had some at the document's previous lint).
  public mutating func lint(uri: String) -> [PublishedDiagnostics] {
    guard let document = documents[uri] else { return [] }
    var options = PipelineOptions.linting
    options.overlay = overlay
    let report = ModelPipeline.load(paths: inputs(for: document.path), options: options)
    for system in report.systems {
      let root = InputFiles.normalized(system.files[0])
      systemFiles[root] = Set(system.files.map(InputFiles.normalized))
    }
    var byFile: [String: PublishedDiagnostics] = [:]
    for index in report.sources.files.indices {
      let source = report.sources[FileID(index)]
      let fileURI = DocumentURI.uri(for: source.path, known: uriByPath)
      if byFile[fileURI] == nil {
        byFile[fileURI] = PublishedDiagnostics(
          uri: fileURI, version: documents[fileURI]?.version, sources: report.sources,
          file: FileID(index), diagnostics: [])
      }
    }
    for diagnostic in report.diagnostics {
      let source = report.sources[diagnostic.range.file]
      let fileURI = DocumentURI.uri(for: source.path, known: uriByPath)
      byFile[fileURI]?.diagnostics.append(diagnostic)
    }
    let previous = published[uri] ?? []
    published[uri] = Set(byFile.keys)
    for stale in previous.subtracting(byFile.keys) {
      byFile[stale] = PublishedDiagnostics(
        uri: stale, version: nil, sources: SourceSet(), file: nil, diagnostics: [])
    }
    return byFile.keys.sorted().compactMap { byFile[$0] }
  }

  /// The syntax and symbols of a document's system (cached until the next change).
  public mutating func snapshot(uri: String) -> Snapshot? {
    guard let document = documents[uri] else { return nil }
    if let cached = snapshots[uri], cached.generation == generation { return cached.snapshot }
    let snapshot = Snapshot(paths: inputs(for: document.path), overlay: overlay)
    snapshots[uri] = (generation, snapshot)
    return snapshot
  }
}

/// The diagnostics of one file, as a lint left them.
public struct PublishedDiagnostics: Sendable {
  /// The file's URI.
  public var uri: String
  /// The version of the open document they were computed from, if it is open.
  public var version: Int?
  /// The files the diagnostics' ranges (notes and fix-its included) refer to.
  public var sources: SourceSet
  /// The file itself in ``sources`` (nil for a file no longer read).
  public var file: FileID?
  /// The diagnostics whose primary range is in the file.
  public var diagnostics: [Diagnostic]
}
