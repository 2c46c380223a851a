import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// Settings of one lint run.
public struct LintOptions: Sendable {
  /// The largest input file read, in bytes.
  public var maxFileSize: Int
  /// Whether warnings fail the run (exit 1) as errors do.
  public var warningsAsErrors: Bool
  /// Whether to stop after parsing, skipping name resolution (for benchmarks).
  public var parseOnly: Bool

  /// Creates options; the defaults match the command line's.
  public init(
    maxFileSize: Int = SourceLoader.defaultMaxFileSize, warningsAsErrors: Bool = false,
    parseOnly: Bool = false
  ) {
    self.maxFileSize = maxFileSize
    self.warningsAsErrors = warningsAsErrors
    self.parseOnly = parseOnly
  }
}

/// The outcome of linting some paths: every diagnostic, and the models that resolved.
public struct LintReport: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Every diagnostic, sorted by file and position, each reported once.
  public var diagnostics: [Diagnostic]
  /// One resolved model per system whose files parsed without errors.
  public var models: [Model]
  /// The exit status the command line returns for this report.
  public var status: ExitStatus
}

/// Loads, parses and resolves models and collects every diagnostic: `interplay lint`.
public enum Linter {
  /// Lints the files and folders named by `paths`.
  public static func lint(paths: [String], options: LintOptions = LintOptions()) -> LintReport {
    let loaded = SourceLoader(maxFileSize: options.maxFileSize).load(paths: paths)
    var diagnostics = loaded.diagnostics
    var models: [Model] = []
    let filesWithErrors = Set(
      loaded.diagnostics.filter { $0.severity == .error }.map(\.range.file))
    for system in loaded.systems where !options.parseOnly {
      // A file that did not parse would only produce follow-on "unknown name" errors.
      guard system.allSatisfy({ !filesWithErrors.contains($0) }) else { continue }
      let files = system.compactMap { loaded.syntax[$0.rawValue] }
      let resolved = Resolver.resolve(files, in: loaded.sources)
      diagnostics += resolved.diagnostics
      models.append(resolved.model)
    }
    diagnostics = Diagnostic.sorted(deduplicated(diagnostics))
    return LintReport(
      sources: loaded.sources, diagnostics: diagnostics, models: models,
      status: status(of: diagnostics, warningsAsErrors: options.warningsAsErrors))
  }

  /// 65 when the input is malformed, 1 for other errors (or warnings under
  /// `warningsAsErrors`), 0 otherwise.
  public static func status(of diagnostics: [Diagnostic], warningsAsErrors: Bool) -> ExitStatus {
    if diagnostics.contains(where: \.isInputError) { return .inputError }
    let failing: Severity = warningsAsErrors ? .warning : .error
    return diagnostics.contains { $0.severity >= failing } ? .findings : .clean
  }

  /// Drops exact repeats, which arise when one file is imported by several systems.
  private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.filter { seen.insert($0).inserted }
  }
}
