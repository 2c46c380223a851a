import Foundation
import InterplayDiagnostics

/// `interplay import scxml`: SCXML files translated into `.ipl` files.
public enum ImportDriver {
  /// What an import did.
  public struct Report: Sendable {
    /// The files read (SCXML), for diagnostics.
    public var sources = SourceSet()
    /// Unreadable files and constructs not translated (`import.unsupported`).
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
  public static func importScxml(
    paths: [String], outputFolder: String?, maxFileSize: Int = 10 << 20
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
        let imported = ScxmlImport(data: Data(bytes), name: stem)
        for problem in imported.problems {
          let line = min(max(problem.line, 1), source.lineStarts.count)
          let start = source.lineStarts[line - 1]
          report.diagnostics.append(
            .error(
              "import.unsupported", problem.message,
              at: SourceRange(file: file, start: start, end: start)))
        }
        guard let text = imported.text else { continue }
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
}
