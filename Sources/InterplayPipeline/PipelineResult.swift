import InterplayDiagnostics
import InterplayModel
import InterplayRuntime

/// What the pipeline found under some paths: the one result every command, the language
/// server and the tests read models from.
public struct PipelineResult: Sendable {
  /// Every file read, configuration files included.
  public var sources: SourceSet
  /// Every diagnostic of the stages that ran: load, parse, configuration, resolution, lint
  /// and compilation; sorted by file and position, each reported once.
  public var diagnostics: [Diagnostic]
  /// The systems whose files parsed, in load order (none when the pipeline stopped after
  /// parsing).
  public var systems: [PipelineSystem]
  /// Whether warnings fail the run (the option, or a configuration file, said so).
  public var warningsAsErrors: Bool
  /// The stub names given budgets that no compiled system has.
  public var unknownBudgets: [String]

  /// Creates a result.
  public init(
    sources: SourceSet, diagnostics: [Diagnostic], systems: [PipelineSystem],
    warningsAsErrors: Bool = false, unknownBudgets: [String] = []
  ) {
    self.sources = sources
    self.diagnostics = diagnostics
    self.systems = systems
    self.warningsAsErrors = warningsAsErrors
    self.unknownBudgets = unknownBudgets
  }

  /// The resolved model of each system, in load order.
  public var models: [Model] { systems.map(\.model) }

  /// The compiled systems, in load order.
  public var compiled: [(system: CompiledSystem, files: [String])] {
    systems.compactMap { entry in entry.compiled.map { ($0, entry.files) } }
  }

  /// The diagnostics a command that does not lint reports: errors (input, configuration,
  /// lint and compilation errors), and warnings too when warnings fail the run. `check`
  /// and `run` print these; `lint` and `render` print every warning as well.
  public var failingDiagnostics: [Diagnostic] {
    diagnostics.filter { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
  }

  /// The exit status of the diagnostics alone (see ``status(of:warningsAsErrors:)``).
  public var status: ExitStatus {
    Self.status(of: diagnostics, warningsAsErrors: warningsAsErrors)
  }

  /// 65 when the input or a configuration file is malformed or a system did not compile,
  /// 1 for other errors (or warnings under `warningsAsErrors`), 0 otherwise.
  public static func status(of diagnostics: [Diagnostic], warningsAsErrors: Bool) -> ExitStatus {
    if diagnostics.contains(where: { $0.isInputError || isInputErrorOfItsOwn($0) }) {
      return .inputError
    }
    let failing: Severity = warningsAsErrors ? .warning : .error
    return diagnostics.contains { $0.severity >= failing } ? .findings : .clean
  }

  /// Errors that are not the input's but still stop the run as malformed input does: a
  /// configuration file's, and a compiler's (a model past the runtime's bounds).
  private static func isInputErrorOfItsOwn(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error
      && (diagnostic.id.rawValue.hasPrefix("config.")
        || diagnostic.id.rawValue.hasPrefix("runtime."))
  }
}
