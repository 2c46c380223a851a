import InterplayDiagnostics
import InterplayModel

/// Settings of one `interplay run`.
public struct RunOptions: Sendable {
  /// Run only the sequences with this name (every system is searched).
  public var sequence: String?
  /// The bounds of each sequence run.
  public var runner: SequenceRunner.Options
  /// Bounds the compiler applies where the model leaves them open.
  public var compile: CompileOptions
  /// The largest input file read, in bytes.
  public var maxFileSize: Int

  /// Creates options.
  public init(
    sequence: String? = nil, runner: SequenceRunner.Options = .init(),
    compile: CompileOptions = .init(), maxFileSize: Int = SourceLoader.defaultMaxFileSize
  ) {
    self.sequence = sequence
    self.runner = runner
    self.compile = compile
    self.maxFileSize = maxFileSize
  }
}

/// The sequences run for one system.
public struct SystemRun: Sendable {
  /// The compiled system.
  public var system: CompiledSystem
  /// One outcome per sequence run, in declaration order.
  public var outcomes: [SequenceOutcome]
}

/// The outcome of `interplay run`: input problems, and every sequence's result.
public struct RunReport: Sendable {
  /// Every file read.
  public var sources: SourceSet
  /// Load, parse, resolution and compilation errors (systems with errors do not run).
  public var diagnostics: [Diagnostic]
  /// The systems that ran.
  public var systems: [SystemRun]
  /// A usage problem (an unknown `--sequence`), if any.
  public var usageError: String?

  /// 65 for input errors, 64 for usage errors, 2 when a run hit its step bound, 1 when
  /// a sequence failed, else 0; the most severe wins.
  public var status: ExitStatus {
    var status: ExitStatus = .clean
    if diagnostics.contains(where: { $0.severity == .error }) { status = .inputError }
    if usageError != nil { status = status.combined(with: .usage) }
    for outcome in systems.flatMap(\.outcomes) {
      switch outcome.status {
      case .passed: break
      case .failed: status = status.combined(with: .findings)
      case .incomplete: status = status.combined(with: .incomplete)
      }
    }
    return status
  }
}

/// Loads, resolves, compiles and runs models: the engine of `interplay run` and of
/// `InterplayTesting`.
public enum RunDriver {
  /// Runs every sequence of every system found under `paths`.
  public static func run(
    paths: [String], options: RunOptions = RunOptions(), stubs: [String: any StubActor] = [:]
  ) -> RunReport {
    let loaded = SourceLoader(maxFileSize: options.maxFileSize).load(paths: paths)
    var diagnostics = loaded.diagnostics
    var systems: [SystemRun] = []
    let broken = Set(loaded.diagnostics.filter { $0.severity == .error }.map(\.range.file))
    for files in loaded.systems where files.allSatisfy({ !broken.contains($0) }) {
      let resolved = Resolver.resolve(
        files.compactMap { loaded.syntax[$0.rawValue] }, in: loaded.sources)
      diagnostics += resolved.diagnostics
      guard !resolved.diagnostics.contains(where: { $0.severity == .error }) else { continue }
      switch CompiledSystem.compile(resolved.model, options: options.compile) {
      case .failure(let failure): diagnostics += failure.diagnostics
      case .success(let system):
        let runner = SequenceRunner(system: system, stubs: stubs, options: options.runner)
        let chosen = resolved.model.sequences.filter {
          options.sequence == nil || $0.name == options.sequence
        }
        systems.append(SystemRun(system: system, outcomes: chosen.map { runner.run($0) }))
      }
    }
    var seen = Set<Diagnostic>()
    diagnostics = Diagnostic.sorted(diagnostics.filter { seen.insert($0).inserted })
    var report = RunReport(
      sources: loaded.sources, diagnostics: diagnostics, systems: systems, usageError: nil)
    if let name = options.sequence, systems.allSatisfy({ $0.outcomes.isEmpty }),
      !diagnostics.contains(where: { $0.severity == .error })
    {
      report.usageError = "no sequence named '\(name)'"
    }
    return report
  }
}
