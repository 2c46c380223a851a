import Foundation
import InterplayDiagnostics
import InterplaySyntax

/// The mutable bookkeeping of one ``SourceLoader/load(paths:)`` call.
struct LoadState {
  let loader: SourceLoader
  var result = LoadedSources()
  /// Resolved import targets of each file, by `FileID.rawValue`, in declaration order.
  var imports: [[FileID]] = []
  private var idByPath: [String: FileID] = [:]
  private var visiting: [FileID] = []

  init(loader: SourceLoader) { self.loader = loader }

  /// Reports a problem with a path that has no source text (missing, unreadable).
  mutating func report(_ path: String, _ id: DiagnosticID, _ message: String) {
    let file = result.sources.add(SourceFile(path: path, bytes: []))
    result.syntax.append(nil)
    imports.append([])
    result.diagnostics.append(.error(id, message, at: .point(file, 0)))
  }

  /// Reads and parses a file (once per normalized path), then its imports, depth first.
  mutating func file(at path: String, importedFrom site: SourceRange?) -> FileID? {
    let key = InputFiles.normalized(path)
    if let known = idByPath[key] {
      if let site, visiting.contains(known) { reportCycle(at: site, to: known) }
      return known
    }
    let bytes: [UInt8]
    let read: Result<[UInt8], FileReader.Failure> =
      loader.overlay[key].map { .success($0) }
      ?? FileReader.read(path, limit: loader.maxFileSize)
    switch read {
    case .success(let contents): bytes = contents
    case .failure(let failure):
      if let site {
        result.diagnostics.append(
          .error(failure.id, importMessage(failure, path), at: site))
        return nil
      }
      report(path, failure.id, failure.message(path))
      return nil
    }
    return add(path, bytes: bytes, key: key)
  }

  /// Reads and parses standard input as the file `<stdin>`, then its imports (relative to
  /// the working folder).
  mutating func standardInput() -> FileID? {
    let key = "\0stdin"  // no file path holds a NUL
    if let known = idByPath[key] { return known }
    switch StandardInput.read(limit: loader.maxFileSize) {
    case .success(let bytes):
      return add(StandardInput.name, bytes: bytes, key: key)
    case .failure(let failure):
      report(StandardInput.name, failure.id, failure.message(StandardInput.name))
      return nil
    }
  }

  /// Adds a file read, parses it and follows its imports, depth first.
  private mutating func add(_ path: String, bytes: [UInt8], key: String) -> FileID {
    let id = result.sources.add(SourceFile(path: path, bytes: bytes))
    idByPath[key] = id
    let parsed = Parser.parse(result.sources[id], file: id)
    result.syntax.append(parsed.syntax)
    imports.append([])
    result.diagnostics += parsed.diagnostics
    if parsed.syntax.declarations.isEmpty,
      !parsed.diagnostics.contains(where: { $0.severity == .error })
    {
      let blank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
      let message = blank ? "file '\(path)' is empty" : "file '\(path)' declares nothing"
      result.diagnostics.append(.error("load.empty-file", message, at: .point(id, 0)))
    }
    visiting.append(id)
    let folder = (path as NSString).deletingLastPathComponent
    for case .importFile(let declaration) in parsed.syntax.declarations {
      let relative = declaration.path.value
      let target = relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
      if let targetID = file(at: target, importedFrom: declaration.path.range) {
        imports[id.rawValue].append(targetID)
      }
    }
    visiting.removeLast()
    return id
  }

  /// The system rooted at `root`: the root, then its imports depth first, each once.
  func closure(of root: FileID) -> [FileID] {
    var order: [FileID] = []
    var seen = Set<FileID>()
    var stack = [root]
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      order.append(next)
      stack += imports[next.rawValue].reversed()
    }
    return order
  }

  private mutating func reportCycle(at site: SourceRange, to target: FileID) {
    guard let start = visiting.firstIndex(of: target) else { return }
    let chain = visiting[start...].map { result.sources[$0].path } + [result.sources[target].path]
    result.diagnostics.append(
      .error(
        "load.import-cycle",
        "import cycle: " + chain.map { "'\($0)'" }.joined(separator: " -> "), at: site))
  }

  private func importMessage(_ failure: FileReader.Failure, _ path: String) -> String {
    failure == .missing ? "imported file '\(path)' does not exist" : failure.message(path)
  }
}
