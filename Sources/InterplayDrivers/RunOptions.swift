import InterplayCheck
import InterplayModel
import InterplayPipeline
import InterplayRuntime

/// Settings of one `interplay run`.
public struct RunOptions: Sendable {
  /// Run only the sequences with this name (every system is searched).
  public var sequence: String?
  /// The bounds of each run on the executor's schedule (with Swift stubs); its
  /// `maxSteps` also bounds the length of a witness the search looks for.
  public var runner: SequenceRunner.Options
  /// Bounds the compiler applies where the model leaves them open.
  public var compile: CompileOptions
  /// The largest input file read, in bytes.
  public var maxFileSize: Int
  /// How models are read: configuration and exclusions.
  public var pipeline: PipelineOptions
  /// Bounds of the search for witnesses (states, memory, time); the depth bound is
  /// ``runner``'s `maxSteps`.
  public var limits: CheckLimits
  /// Threads the search may use; nil for one per processor. The result is the same.
  public var jobs: Int?

  /// Creates options.
  public init(
    sequence: String? = nil, runner: SequenceRunner.Options = .init(),
    compile: CompileOptions = .init(), maxFileSize: Int = SourceLoader.defaultMaxFileSize,
    pipeline: PipelineOptions = PipelineOptions(), limits: CheckLimits = CheckLimits(),
    jobs: Int? = nil
  ) {
    self.sequence = sequence
    self.runner = runner
    self.compile = compile
    self.maxFileSize = maxFileSize
    self.pipeline = pipeline
    self.limits = limits
    self.jobs = jobs
  }

  /// The pipeline settings with this run's compile options and size bound.
  var resolvedPipeline: PipelineOptions {
    var options = pipeline
    options.compile = compile
    options.maxFileSize = maxFileSize
    return options
  }

  /// The checker's settings for the witness search of `sequences`.
  func checkOptions(sequences: [String]) -> CheckOptions {
    var limits = limits
    limits.maxDepth = min(limits.maxDepth ?? Int.max, runner.maxSteps)
    var options = CheckOptions(
      order: .bfs, limits: limits, checksSequences: true, reportsCoverage: false, jobs: jobs,
      sequences: sequences)
    // A test stops at its witness: only an impossible (or a forbidden) sequence needs
    // every state.
    options.stopsWhenSequencesDecided = true
    // A test decides its sequences only: no property monitor widens the states.
    options.decidesProperties = false
    return options
  }
}

/// The sequences run for one system.
public struct SystemRun: Sendable {
  /// The compiled system.
  public var system: CompiledSystem
  /// One outcome per sequence run, in declaration order.
  public var outcomes: [SequenceOutcome]
}
