import InterplayDiagnostics
import InterplayModel
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

  /// Creates options.
  public init(
    check: CheckOptions = CheckOptions(), compile: CompileOptions = CompileOptions(),
    budgets: [String: Int] = [:], maxFileSize: Int = SourceLoader.defaultMaxFileSize
  ) {
    self.check = check
    self.compile = compile
    self.budgets = budgets
    self.maxFileSize = maxFileSize
  }
}

/// The outcome of `interplay check`: input problems, and every system's result.
public struct CheckReport: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Load, parse, resolution and compilation errors (systems with errors are not checked).
  public var diagnostics: [Diagnostic]
  /// The systems checked, in load order.
  public var results: [CheckResult]
  /// A usage problem (a budget for an actor that no system has), if any.
  public var usageError: String?
  /// The paths of the model files each result's system was loaded from, in load order.
  public var files: [[String]]

  /// 65 for input errors, 64 for usage errors, 2 when a search stopped at a limit, 1 for
  /// violations, else 0; the most severe wins.
  public var status: ExitStatus {
    var status: ExitStatus = .clean
    if diagnostics.contains(where: { $0.severity == .error }) { status = .inputError }
    if usageError != nil { status = status.combined(with: .usage) }
    for result in results { status = status.combined(with: result.status) }
    return status
  }
}

/// The systems found under some paths, compiled, with the problems that kept others out.
public struct CompiledModels: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Load, parse, resolution and compilation problems, sorted, without duplicates.
  public var diagnostics: [Diagnostic]
  /// The systems that compiled, in load order, with the paths of their files.
  public var systems: [(system: CompiledSystem, files: [String])]
  /// The stub names given budgets that no system has.
  public var unknownBudgets: [String]
}

/// Loads, resolves, compiles and checks models: the engine of `interplay check`.
public enum CheckDriver {
  /// Checks every system found under `paths`.
  public static func check(paths: [String], options: CheckRunOptions = CheckRunOptions())
    -> CheckReport
  {
    let compiled = compile(paths: paths, options: options)
    var report = CheckReport(
      sources: compiled.sources, diagnostics: compiled.diagnostics, results: [], usageError: nil,
      files: [])
    for (system, files) in compiled.systems {
      report.results.append(ModelChecker(system: system, options: options.check).run())
      report.files.append(files)
    }
    if !compiled.unknownBudgets.isEmpty,
      !compiled.diagnostics.contains(where: { $0.severity == .error })
    {
      report.usageError =
        "no stub named " + compiled.unknownBudgets.map { "'\($0)'" }.joined(separator: ", ")
        + " (a budget applies to an actor without states)"
    }
    return report
  }

  /// Loads, resolves and compiles every system under `paths`, applying the budgets.
  public static func compile(paths: [String], options: CheckRunOptions = CheckRunOptions())
    -> CompiledModels
  {
    let loaded = SourceLoader(maxFileSize: options.maxFileSize).load(paths: paths)
    var diagnostics = loaded.diagnostics
    var systems: [(system: CompiledSystem, files: [String])] = []
    var budgetsUsed = Set<String>()
    let broken = Set(loaded.diagnostics.filter { $0.severity == .error }.map(\.range.file))
    for files in loaded.systems where files.allSatisfy({ !broken.contains($0) }) {
      let resolved = Resolver.resolve(
        files.compactMap { loaded.syntax[$0.rawValue] }, in: loaded.sources)
      diagnostics += resolved.diagnostics
      guard !resolved.diagnostics.contains(where: { $0.severity == .error }) else { continue }
      var model = resolved.model
      for index in model.actors.indices where model.actors[index].isStub {
        if let budget = options.budgets[model.actors[index].path] {
          model.actors[index].budget = budget
          budgetsUsed.insert(model.actors[index].path)
        }
      }
      switch CompiledSystem.compile(model, options: options.compile) {
      case .failure(let failure): diagnostics += failure.diagnostics
      case .success(let system): systems.append((system, files.map { loaded.sources[$0].path }))
      }
    }
    var seen = Set<Diagnostic>()
    return CompiledModels(
      sources: loaded.sources,
      diagnostics: Diagnostic.sorted(diagnostics.filter { seen.insert($0).inserted }),
      systems: systems, unknownBudgets: Set(options.budgets.keys).subtracting(budgetsUsed).sorted())
  }
}
