import InterplayDiagnostics
import InterplaySyntax

/// Runs the formatter over files and folders: `interplay fmt`.
public enum FormatDriver {
  /// What to do with the formatted text.
  public enum Mode: Sendable {
    /// Return it (the command prints it).
    case print
    /// Only report which files are not in canonical form.
    case check
    /// Replace each file that changes, atomically.
    case inPlace
  }

  /// One input file and its canonical form.
  public struct Output: Sendable {
    /// The file's path.
    public var path: String
    /// The canonical text.
    public var formatted: String
    /// Whether it differs from the file's content.
    public var changed: Bool
  }

  /// The outcome of a run.
  public struct Report: Sendable {
    /// Every file read.
    public var sources = SourceSet()
    /// Read, parse and write problems; files with errors are left untouched.
    public var diagnostics: [Diagnostic] = []
    /// Each file that parsed cleanly, in input order.
    public var outputs: [Output] = []
    /// 65 for unreadable or unparsable input, 1 when `check` finds unformatted files.
    public var status: ExitStatus = .clean
  }

  /// Formats every `.ipl` file named by `paths` (folders are walked) outside
  /// `excludedPaths`; `-` formats standard input, named `<stdin>`, which ``Mode/inPlace``
  /// never rewrites (its canonical form is in ``Report/outputs``).
  public static func run(
    paths: [String], mode: Mode, maxFileSize: Int = 32 << 20, excludedPaths: [String] = []
  ) -> Report {
    var report = Report()
    for entry in InputFiles.expand(InputFiles.excluding(excludedPaths, from: paths)) {
      switch entry {
      case .missing(let path):
        report.fail(path, FileReader.Failure.missing.id, "no such file or folder '\(path)'")
      case .emptyFolder(let path):
        report.fail(path, "load.no-input-files", "folder '\(path)' holds no '.ipl' file")
      case .unreadableFolder(let path):
        report.fail(path, "load.unreadable-folder", InputFiles.unreadableMessage(path))
      case .file(let path):
        switch FileReader.read(path, limit: maxFileSize) {
        case .success(let bytes): report.format(path, bytes: bytes, mode: mode)
        case .failure(let failure): report.fail(path, failure.id, failure.message(path))
        }
      case .standardInput:
        let name = StandardInput.name
        switch StandardInput.read(limit: maxFileSize) {
        case .success(let bytes):
          report.format(name, bytes: bytes, mode: mode == .inPlace ? .print : mode)
        case .failure(let failure): report.fail(name, failure.id, failure.message(name))
        }
      }
    }
    report.diagnostics = Diagnostic.sorted(report.diagnostics)
    return report
  }
}

extension FormatDriver.Report {
  fileprivate mutating func fail(_ path: String, _ id: DiagnosticID, _ message: String) {
    let file = sources.add(SourceFile(path: path, bytes: []))
    diagnostics.append(.error(id, message, at: .point(file, 0)))
    status = status.combined(with: .inputError)
  }

  fileprivate mutating func format(_ path: String, bytes: [UInt8], mode: FormatDriver.Mode) {
    let file = sources.add(SourceFile(path: path, bytes: bytes))
    let parsed = Parser.parse(sources[file], file: file)
    let errors = parsed.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
      // Never rewrite a file the parser did not fully understand: text would be lost.
      diagnostics += parsed.diagnostics
      status = status.combined(with: .inputError)
      return
    }
    let formatted = Formatter.format(parsed.syntax, source: sources[file])
    let changed = Array(formatted.utf8) != bytes
    outputs.append(FormatDriver.Output(path: path, formatted: formatted, changed: changed))
    switch mode {
    case .print: break
    case .check:
      if changed {
        diagnostics.append(
          .warning(
            "fmt.not-formatted", "file is not in canonical form (run 'interplay fmt --in-place')",
            at: .point(file, 0)))
        status = status.combined(with: .findings)
      }
    case .inPlace:
      guard changed else { return }
      do {
        try AtomicFileWriter.write(Array(formatted.utf8), to: path)
      } catch {
        diagnostics.append(.error("fmt.write-failed", error.description, at: .point(file, 0)))
        status = status.combined(with: .outputError)
      }
    }
  }
}
