import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplayRuntime

/// Settings of one `interplay check`.
public struct CheckRunOptions: Sendable {
  /// How to search.
  public var check: CheckOptions
  /// Bounds the compiler applies where the model leaves them open (the default stub
  /// budget, the default capacity).
  public var compile: CompileOptions
  /// Stub budgets by actor path, overriding the model's `budget N`.
  public var budgets: [String: Int]
  /// The largest input file read, in bytes.
  public var maxFileSize: Int
  /// How models are read: configuration, exclusions (its compile options and budgets
  /// are taken from ``compile`` and ``budgets``).
  public var pipeline: PipelineOptions

  /// Creates options.
  public init(
    check: CheckOptions = CheckOptions(), compile: CompileOptions = CompileOptions(),
    budgets: [String: Int] = [:], maxFileSize: Int = SourceLoader.defaultMaxFileSize,
    pipeline: PipelineOptions = PipelineOptions()
  ) {
    self.check = check
    self.compile = compile
    self.budgets = budgets
    self.maxFileSize = maxFileSize
    self.pipeline = pipeline
  }

  /// The pipeline settings with this run's compile options, budgets and size bound.
  var resolvedPipeline: PipelineOptions {
    var options = pipeline
    options.compile = compile
    options.budgets = budgets
    options.maxFileSize = maxFileSize
    return options
  }
}

/// The outcome of `interplay check`: input problems, and every system's result.
public struct CheckReport: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Every diagnostic of the pipeline: load, parse, resolution, configuration, lint and
  /// compilation (systems with input errors are not checked).
  public var diagnostics: [Diagnostic]
  /// The status of the diagnostics alone (see `PipelineResult.status`).
  public var diagnosticStatus: ExitStatus = .clean
  /// The systems checked, in load order.
  public var results: [CheckResult]
  /// A usage problem (a budget for an actor that no system has), if any.
  public var usageError: String?
  /// The paths of the model files each result's system was loaded from, in load order.
  public var files: [[String]]
  /// How many results were taken from a ``SearchMemory`` rather than searched.
  public var reusedSearches = 0

  /// 65 for input errors, 64 for usage errors, 2 when a search stopped at a limit, 1 for
  /// violations, else 0; the most severe wins.
  public var status: ExitStatus {
    var status = diagnosticStatus
    if usageError != nil { status = status.combined(with: .usage) }
    for result in results { status = status.combined(with: result.status) }
    return status
  }
}

/// Loads models through the `ModelPipeline` and checks every system that compiled: the
/// engine of `interplay check`.
public enum CheckDriver {
  /// Checks every system found under `paths`; with a `memory` (`check --watch`'s), a
  /// system whose model means what it meant at the last run is not searched again.
  public static func check(
    paths: [String], options: CheckRunOptions = CheckRunOptions(), memory: SearchMemory? = nil
  ) -> CheckReport {
    let loaded = ModelPipeline.load(paths: paths, options: options.resolvedPipeline)
    FrontEndWatchdog.disarm()
    var report = CheckReport(
      sources: loaded.sources, diagnostics: loaded.failingDiagnostics, results: [], usageError: nil,
      files: [])
    report.diagnosticStatus = loaded.status
    for (system, files) in loaded.compiled {
      if let memory {
        let (result, reused) = memory.result(of: system, options: options.check)
        report.results.append(result)
        if reused { report.reusedSearches += 1 }
      } else {
        report.results.append(ModelChecker(system: system, options: options.check).run())
      }
      report.files.append(files)
    }
    if !loaded.unknownBudgets.isEmpty, loaded.status != .inputError {
      report.usageError =
        "no stub named " + loaded.unknownBudgets.map { "'\($0)'" }.joined(separator: ", ")
        + " (a budget applies to an actor without states)"
    }
    return report
  }
}

/// The systems found under some paths, compiled, with the problems that kept others out.
public struct CompiledModels: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Every diagnostic of the pipeline, sorted, without duplicates.
  public var diagnostics: [Diagnostic]
  /// The systems that compiled, in load order, with the paths of their files.
  public var systems: [(system: CompiledSystem, files: [String])]
  /// The stub names given budgets that no system has.
  public var unknownBudgets: [String]
}

extension CheckDriver {
  /// Loads and compiles every system under `paths` through the `ModelPipeline`,
  /// applying the budgets.
  public static func compile(paths: [String], options: CheckRunOptions = CheckRunOptions())
    -> CompiledModels
  {
    let loaded = ModelPipeline.load(paths: paths, options: options.resolvedPipeline)
    FrontEndWatchdog.disarm()
    return CompiledModels(
      sources: loaded.sources, diagnostics: loaded.failingDiagnostics, systems: loaded.compiled,
      unknownBudgets: loaded.unknownBudgets)
  }
}
