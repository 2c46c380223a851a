import InterplayDiagnostics
import InterplayLint
import InterplayModel
import InterplayRuntime

/// The one way from paths to models, used by every command, the language server,
/// `InterplayTesting`, the benchmarks and the tests: load the files with their imports,
/// parse them, read the configuration (`.interplay.yml` or `--config`), resolve names and
/// types, run the lint rules in force, compile. ``PipelineOptions/lastStage`` says where
/// to stop: `lint` stops after the rules.
///
/// So a mistake has one diagnostic (id, location, severity) whichever command meets it:
/// `lint`, `check`, `run` and `render` all report what this pipeline reports. A system
/// with input errors (load, parse, name or type errors) is not compiled; one with lint
/// findings only is compiled, checked, run and drawn, and the findings fail the command
/// (exit 1) as they fail `lint`.
///
/// The lint rules run here, between resolving and compiling, not after the pipeline: the
/// rules in force take over the resolver diagnostics they report themselves
/// (`LintRule.supersedes`), which decides whether a system has input errors and so
/// whether it can be compiled. This target therefore depends on InterplayLint, which only
/// runs rules over the model and syntax handed to it (`RuleRunner`) and reads no file.
public enum ModelPipeline {
  /// Every system under `paths`, taken as far as `options.lastStage`.
  public static func load(paths: [String], options: PipelineOptions = PipelineOptions())
    -> PipelineResult
  {
    let inputs = InputFiles.excluding(options.excludedPaths, from: paths)
    let loaded = SourceLoader(maxFileSize: options.maxFileSize, overlay: options.overlay)
      .load(paths: inputs)
    var sources = loaded.sources
    var diagnostics = loaded.diagnostics
    var systems: [PipelineSystem] = []
    var budgetsUsed = Set<String>()
    var configurations = ConfigurationStore(
      explicitPath: options.configurationPath, discovers: options.discoversConfiguration,
      ruleNames: RuleRegistry.names)
    let filesWithErrors = Set(
      loaded.diagnostics.filter { $0.severity == .error }.map(\.range.file))
    for system in loaded.systems where options.lastStage > .parse {
      let configuration = configurations.configuration(
        forInput: loaded.sources[system[0]].path, sources: &sources)
      // A file that did not parse would only produce follow-on "unknown name" errors.
      guard system.allSatisfy({ !filesWithErrors.contains($0) }) else { continue }
      let syntax = system.compactMap { loaded.syntax[$0.rawValue] }
      let resolved = Resolver.resolve(syntax, in: loaded.sources)
      var entry = PipelineSystem(
        model: resolved.model, files: system.map { loaded.sources[$0].path }, isResolved: false)
      guard options.lastStage >= .lint else {
        diagnostics += resolved.diagnostics
        entry.isResolved = !resolved.diagnostics.contains(where: \.isInputError)
        systems.append(entry)
        continue
      }
      let runner = RuleRunner(configuration: configuration)
      let semantic = runner.withoutSuperseded(resolved.diagnostics, for: resolved.model)
      diagnostics += semantic
      entry.isResolved = !semantic.contains(where: \.isInputError)
      if !semantic.contains(where: { $0.severity == .error }) {
        diagnostics += runner.run(resolved.model, syntax: syntax, sources: loaded.sources)
      }
      if options.lastStage >= .compile && entry.isResolved {
        compile(&entry, options: options, diagnostics: &diagnostics, budgetsUsed: &budgetsUsed)
      }
      systems.append(entry)
    }
    diagnostics += configurations.diagnostics
    // Exact repeats arise when one file is imported by several systems.
    var seen = Set<Diagnostic>()
    diagnostics = Diagnostic.sorted(diagnostics.filter { seen.insert($0).inserted })
    return PipelineResult(
      sources: sources, diagnostics: diagnostics, systems: systems,
      warningsAsErrors: options.warningsAsErrors || configurations.warningsAsErrors,
      unknownBudgets: Set(options.budgets.keys).subtracting(budgetsUsed).sorted())
  }

  /// Gives the system's stubs the budgets the options set, and compiles it.
  private static func compile(
    _ entry: inout PipelineSystem, options: PipelineOptions, diagnostics: inout [Diagnostic],
    budgetsUsed: inout Set<String>
  ) {
    for index in entry.model.actors.indices where entry.model.actors[index].isStub {
      if let budget = options.budgets[entry.model.actors[index].path] {
        entry.model.actors[index].budget = budget
        budgetsUsed.insert(entry.model.actors[index].path)
      }
    }
    switch CompiledSystem.compile(entry.model, options: options.compile) {
    case .failure(let failure): diagnostics += failure.diagnostics
    case .success(let system): entry.compiled = system
    }
  }
}
