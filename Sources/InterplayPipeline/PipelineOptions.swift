import InterplayRuntime

/// Settings of the one pipeline every command reads models through.
public struct PipelineOptions: Sendable {
  /// The largest input file read, in bytes.
  public var maxFileSize: Int
  /// Whether warnings fail the run as errors do.
  public var warningsAsErrors: Bool
  /// The configuration file to use for every input instead of looking for
  /// `.interplay.yml`.
  public var configurationPath: String?
  /// Whether to look for `.interplay.yml` above each input (ignored with a path).
  public var discoversConfiguration: Bool
  /// Files and folders left out of the inputs (`--exclude`): a file below one of them is
  /// not an input, though it is still read when an input imports it.
  public var excludedPaths: [String]
  /// Bounds the compiler applies where the model leaves them open.
  public var compile: CompileOptions
  /// Stub budgets by actor path, overriding the model's `budget N`.
  public var budgets: [String: Int]
  /// The last stage to run: `lint` stops after the rules, `check` compiles.
  public var lastStage: PipelineStage
  /// Unsaved texts read instead of the files at their paths (see ``SourceLoader/overlay``):
  /// how an editor lints what is on screen.
  public var overlay: [String: [UInt8]] = [:]

  /// Creates options; the defaults match the command line's, compiling every system.
  public init(
    maxFileSize: Int = SourceLoader.defaultMaxFileSize, warningsAsErrors: Bool = false,
    configurationPath: String? = nil, discoversConfiguration: Bool = true,
    excludedPaths: [String] = [], compile: CompileOptions = CompileOptions(),
    budgets: [String: Int] = [:], lastStage: PipelineStage = .compile
  ) {
    self.maxFileSize = maxFileSize
    self.warningsAsErrors = warningsAsErrors
    self.configurationPath = configurationPath
    self.discoversConfiguration = discoversConfiguration
    self.excludedPaths = excludedPaths
    self.compile = compile
    self.budgets = budgets
    self.lastStage = lastStage
  }

  /// The defaults of `interplay lint`: every stage up to the lint rules, none compiled.
  public static let linting = PipelineOptions(lastStage: .lint)

  /// These options, stopping after `stage`.
  public func stopping(after stage: PipelineStage) -> PipelineOptions {
    var options = self
    options.lastStage = stage
    return options
  }
}
