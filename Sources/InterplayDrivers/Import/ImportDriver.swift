import Foundation
import InterplayDiagnostics
import InterplayPipeline
import InterplaySCXML

/// `interplay import scxml`: SCXML files translated into `.ipl` files.
public enum ImportDriver {
  /// What an import did.
  public struct Report: Sendable {
    /// The files read (SCXML), for diagnostics.
    public var sources = SourceSet()
    /// Unreadable files, constructs not translated (`import.unsupported`), limits
    /// (`import.depth`, `import.integer`, `import.int-range`, `import.size`), and notes on
    /// the ranges chosen (`import.int-range`, severity note).
    public var diagnostics: [Diagnostic] = []
    /// Each translated file's `.ipl` text, by input path, in input order.
    public var outputs: [(path: String, text: String)] = []
    /// Files that could not be written.
    public var writeErrors: [String] = []

    /// 0, 65 when a file could not be read or translated, 73 when one could not be written.
    public var status: ExitStatus {
      if !writeErrors.isEmpty { return .outputError }
      return diagnostics.contains { $0.severity == .error } ? .inputError : .clean
    }
  }

  /// Translates each SCXML file; with an output folder, writes `<name>.ipl` there.
  ///
  /// A translation is written (and returned) only when its text lexes, parses, resolves
  /// and lints without errors; otherwise the first error is reported as
  /// `import.invalid` at the element whose translation holds it (what the importer does
  /// not check itself, such as an expression mixing integers and Booleans).
  public static func importScxml(
    paths: [String], outputFolder: String?, maxFileSize: Int = 10 << 20,
    options: ScxmlImport.Options = ScxmlImport.Options()
  ) -> Report {
    var report = Report()
    for path in paths {
      switch FileReader.read(path, limit: maxFileSize) {
      case .failure(let failure):
        let file = report.sources.add(SourceFile(path: path, bytes: []))
        report.diagnostics.append(
          .error(failure.id, failure.message(path), at: SourceRange(file: file, start: 0, end: 0)))
      case .success(let bytes):
        let source = SourceFile(path: path, bytes: bytes)
        let file = report.sources.add(source)
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let imported = ScxmlImport(data: Data(bytes), name: stem, options: options)
        for problem in imported.problems {
          let offset = location(of: problem, in: source)
          report.diagnostics.append(
            .error(
              DiagnosticID(problem.id), problem.message,
              at: SourceRange(file: file, start: offset, end: offset)))
        }
        guard let text = imported.text else { continue }
        if let invalid = validationError(text, stem: stem) {
          let written =
            imported.lineSources.indices.contains(invalid.line - 1)
            ? imported.lineSources[invalid.line - 1] : (line: 1, column: 0)
          let offset = location(
            of: ScxmlImport.Problem(
              id: "import.invalid", line: written.line, column: written.column, message: ""),
            in: source)
          report.diagnostics.append(
            .error(
              "import.invalid",
              "what this element translates to does not load (\(invalid.message)); nothing is written",
              at: SourceRange(file: file, start: offset, end: offset)))
          continue
        }
        for note in imported.notes {
          let offset = location(of: note, in: source)
          report.diagnostics.append(
            Diagnostic(
              DiagnosticID(note.id), .note, note.message,
              at: SourceRange(file: file, start: offset, end: offset)))
        }
        report.outputs.append((path, text))
        guard let outputFolder else { continue }
        let destination = (outputFolder as NSString).appendingPathComponent(stem + ".ipl")
        do {
          try AtomicFileWriter.write(Array(text.utf8), to: destination)
        } catch {
          report.writeErrors.append(error.description)
        }
      }
    }
    return report
  }

  /// The first error of loading `text` as a model, as `lint` does (no configuration
  /// file, rules at their defaults), or nil when it loads without errors.
  static func validationError(_ text: String, stem: String) -> (line: Int, message: String)? {
    let bytes = Array(text.utf8)
    let path = "/import-check/\(stem).ipl"
    var options = PipelineOptions(
      maxFileSize: bytes.count + 1, discoversConfiguration: false, lastStage: .lint)
    options.overlay = [path: bytes]
    let linted = ModelPipeline.load(paths: [path], options: options)
    guard let error = linted.diagnostics.first(where: { $0.severity == .error }) else {
      return nil
    }
    let location = linted.sources.location(of: error.range)
    return (
      location.line,
      "line \(location.line) of the model: \(error.id.rawValue): \(error.message)"
    )
  }

  /// The byte offset of a problem: the `<` of the start tag the parser was reading at
  /// its line and column, or the place itself for a document that is not well-formed.
  static func location(of problem: ScxmlImport.Problem, in source: SourceFile) -> Int {
    let line = min(max(problem.line, 1), source.lineStarts.count)
    let start = source.lineStarts[line - 1]
    let end = line < source.lineStarts.count ? source.lineStarts[line] : source.bytes.count
    guard problem.column > 0 else { return start }
    let offset = min(start + problem.column - 1, end)
    guard problem.id != "import.xml" else { return offset }
    // Attribute values hold no '<': the nearest one before is the tag's own.
    var index = min(offset, source.bytes.count - 1)
    while index >= 0 {
      if source.bytes[index] == UInt8(ascii: "<") { return index }
      index -= 1
    }
    return offset
  }
}
