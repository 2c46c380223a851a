import InterplayDiagnostics
import InterplayLint
import InterplayModel
import InterplayRuntime

/// The one way from paths to compiled systems, used by every command, by
/// `InterplayTesting` and by the benchmarks: load with imports, parse, resolve, apply the
/// configuration (`.interplay.yml` or `--config`), run the lint rules, compile.
///
/// So a mistake has one diagnostic (id, location, severity) whichever command meets it:
/// `lint`, `check`, `run` and `render` all report what this pipeline reports. A system
/// with input errors (load, parse, name or type errors) is not compiled; one with lint
/// findings only is compiled, checked, run and drawn, and the findings fail the command
/// (exit 1) as they fail `lint`.
public enum ModelPipeline {
  /// Every system under `paths`, compiled where it resolved.
  public static func load(paths: [String], options: PipelineOptions = PipelineOptions())
    -> PipelineResult
  {
    let linted = Linter.lint(paths: paths, options: options.lintOptions)
    var diagnostics = linted.diagnostics
    var systems: [PipelineSystem] = []
    var budgetsUsed = Set<String>()
    for entry in linted.systems {
      var model = entry.model
      guard entry.isResolved else {
        systems.append(PipelineSystem(model: model, files: entry.files, compiled: nil))
        continue
      }
      for index in model.actors.indices where model.actors[index].isStub {
        if let budget = options.budgets[model.actors[index].path] {
          model.actors[index].budget = budget
          budgetsUsed.insert(model.actors[index].path)
        }
      }
      switch CompiledSystem.compile(model, options: options.compile) {
      case .failure(let failure):
        diagnostics += failure.diagnostics
        systems.append(PipelineSystem(model: model, files: entry.files, compiled: nil))
      case .success(let system):
        systems.append(PipelineSystem(model: model, files: entry.files, compiled: system))
      }
    }
    var seen = Set<Diagnostic>()
    diagnostics = Diagnostic.sorted(diagnostics.filter { seen.insert($0).inserted })
    FrontEndWatchdog.disarm()
    return PipelineResult(
      sources: linted.sources, diagnostics: diagnostics, systems: systems,
      warningsAsErrors: linted.warningsAsErrors,
      unknownBudgets: Set(options.budgets.keys).subtracting(budgetsUsed).sorted())
  }
}

/// One system found by the pipeline.
public struct PipelineSystem: Sendable {
  /// The resolved model (with any budgets the options set).
  public var model: Model
  /// The paths of its files, the root first.
  public var files: [String]
  /// The compiled system; nil when the model has input errors or did not compile.
  public var compiled: CompiledSystem?
}

/// What the pipeline found under some paths.
public struct PipelineResult: Sendable {
  /// Every file read, configuration files included.
  public var sources: SourceSet
  /// Every diagnostic: load, parse, resolution, configuration, lint and compilation,
  /// sorted, each once.
  public var diagnostics: [Diagnostic]
  /// The systems that parsed, in load order.
  public var systems: [PipelineSystem]
  /// Whether warnings fail the run (the option, or a configuration file, said so).
  public var warningsAsErrors: Bool
  /// The stub names given budgets that no system has.
  public var unknownBudgets: [String]

  /// The diagnostics a command that does not lint reports: errors (input, configuration,
  /// lint and compilation errors), and warnings too when warnings fail the run. `check`
  /// and `run` print these; `lint` and `render` print every warning as well.
  public var failingDiagnostics: [Diagnostic] {
    diagnostics.filter { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
  }

  /// The compiled systems, in load order.
  public var compiled: [(system: CompiledSystem, files: [String])] {
    systems.compactMap { entry in entry.compiled.map { ($0, entry.files) } }
  }

  /// The exit status of the diagnostics alone: 65 for input or configuration errors
  /// (and compilation errors), 1 for lint findings that fail the run, else 0.
  public var status: ExitStatus {
    var status = Linter.status(of: diagnostics, warningsAsErrors: warningsAsErrors)
    if diagnostics.contains(where: { $0.severity == .error && $0.id.rawValue.hasPrefix("runtime.") }
    ) {
      status = status.combined(with: .inputError)
    }
    return status
  }
}
