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
  /// The configuration file to use for every input instead of looking for `.interplay.yml`.
  public var configurationPath: String?
  /// Whether to look for `.interplay.yml` above each input (ignored with a path).
  public var discoversConfiguration: Bool
  /// Whether to run the lint rules after resolution (off: parse and resolve only).
  public var runsRules: Bool
  /// Files and folders left out of the inputs (`--exclude`): a file below one of them is not
  /// linted as an input, though it is still read when an input imports it.
  public var excludedPaths: [String]
  /// Unsaved texts read instead of the files at their paths (see ``SourceLoader/overlay``):
  /// how an editor lints what is on screen.
  public var overlay: [String: [UInt8]] = [:]

  /// Creates options; the defaults match the command line's.
  public init(
    maxFileSize: Int = SourceLoader.defaultMaxFileSize, warningsAsErrors: Bool = false,
    parseOnly: Bool = false, configurationPath: String? = nil,
    discoversConfiguration: Bool = true, runsRules: Bool = true, excludedPaths: [String] = []
  ) {
    self.maxFileSize = maxFileSize
    self.warningsAsErrors = warningsAsErrors
    self.parseOnly = parseOnly
    self.configurationPath = configurationPath
    self.discoversConfiguration = discoversConfiguration
    self.runsRules = runsRules
    self.excludedPaths = excludedPaths
  }
}

/// The outcome of linting some paths: every diagnostic, and the models that resolved.
public struct LintReport: Sendable {
  /// Every file read, configuration files included.
  public var sources: SourceSet
  /// Every diagnostic, sorted by file and position, each reported once.
  public var diagnostics: [Diagnostic]
  /// One resolved model per system whose files parsed without errors.
  public var models: [Model]
  /// The same systems, with their files and whether they resolved without input errors.
  public var systems: [LintedSystem] = []
  /// The exit status the command line returns for this report.
  public var status: ExitStatus
  /// Whether warnings failed the run (the option, or a configuration file, said so).
  public var warningsAsErrors: Bool = false
}

/// One system that parsed: its model, its files, and whether it resolved cleanly.
public struct LintedSystem: Sendable {
  /// The resolved model.
  public var model: Model
  /// The paths of its files, the root first.
  public var files: [String]
  /// Whether resolution reported no input error (after the rules in force took over the
  /// resolver diagnostics they supersede): only such a model can be compiled.
  public var isResolved: Bool
}

/// Loads, parses and resolves models, runs the lint rules and collects every diagnostic:
/// `interplay lint`.
///
/// The rules run on each system that resolved without errors, with the configuration found
/// for its root file (see ``LintConfiguration``); resolver diagnostics that a rule in force
/// reports itself (``LintRule/supersedes``) are left to the rule.
public enum Linter {
  /// Lints the files and folders named by `paths`.
  public static func lint(paths: [String], options: LintOptions = LintOptions()) -> LintReport {
    let inputs = InputFiles.excluding(options.excludedPaths, from: paths)
    let loaded = SourceLoader(maxFileSize: options.maxFileSize, overlay: options.overlay)
      .load(paths: inputs)
    var sources = loaded.sources
    var diagnostics = loaded.diagnostics
    var models: [Model] = []
    var systems: [LintedSystem] = []
    var configurations = ConfigurationStore(
      explicitPath: options.configurationPath, discovers: options.discoversConfiguration,
      ruleNames: RuleRegistry.names)
    let filesWithErrors = Set(
      loaded.diagnostics.filter { $0.severity == .error }.map(\.range.file))
    for system in loaded.systems where !options.parseOnly {
      let configuration = configurations.configuration(
        forInput: loaded.sources[system[0]].path, sources: &sources)
      // A file that did not parse would only produce follow-on "unknown name" errors.
      guard system.allSatisfy({ !filesWithErrors.contains($0) }) else { continue }
      let files = system.compactMap { loaded.syntax[$0.rawValue] }
      let resolved = Resolver.resolve(files, in: loaded.sources)
      models.append(resolved.model)
      let paths = system.map { loaded.sources[$0].path }
      guard options.runsRules else {
        diagnostics += resolved.diagnostics
        systems.append(
          LintedSystem(
            model: resolved.model, files: paths,
            isResolved: !resolved.diagnostics.contains(where: \.isInputError)))
        continue
      }
      let runner = RuleRunner(configuration: configuration)
      let semantic = runner.withoutSuperseded(resolved.diagnostics, for: resolved.model)
      diagnostics += semantic
      systems.append(
        LintedSystem(
          model: resolved.model, files: paths,
          isResolved: !semantic.contains(where: \.isInputError)))
      if !semantic.contains(where: { $0.severity == .error }) {
        diagnostics += runner.run(resolved.model, syntax: files, sources: loaded.sources)
      }
    }
    diagnostics += configurations.diagnostics
    diagnostics = Diagnostic.sorted(deduplicated(diagnostics))
    let warningsAsErrors = options.warningsAsErrors || configurations.warningsAsErrors
    return LintReport(
      sources: sources, diagnostics: diagnostics, models: models, systems: systems,
      status: status(of: diagnostics, warningsAsErrors: warningsAsErrors),
      warningsAsErrors: warningsAsErrors)
  }

  /// 65 when the input or a configuration file is malformed, 1 for other errors (or
  /// warnings under `warningsAsErrors`), 0 otherwise.
  public static func status(of diagnostics: [Diagnostic], warningsAsErrors: Bool) -> ExitStatus {
    if diagnostics.contains(where: { $0.isInputError || isConfigurationError($0) }) {
      return .inputError
    }
    let failing: Severity = warningsAsErrors ? .warning : .error
    return diagnostics.contains { $0.severity >= failing } ? .findings : .clean
  }

  private static func isConfigurationError(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error && diagnostic.id.rawValue.hasPrefix("config.")
  }

  /// Drops exact repeats, which arise when one file is imported by several systems.
  private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.filter { seen.insert($0).inserted }
  }
}
