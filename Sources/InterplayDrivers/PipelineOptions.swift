import InterplayLint
import InterplayModel
import InterplayRuntime

/// Settings of the one pipeline every command reads models through.
public struct PipelineOptions: Sendable {
  /// The largest input file read, in bytes.
  public var maxFileSize: Int
  /// The configuration file to use for every input instead of looking for
  /// `.interplay.yml`.
  public var configurationPath: String?
  /// Whether to look for `.interplay.yml` above each input (ignored with a path).
  public var discoversConfiguration: Bool
  /// Files and folders left out of the inputs (`--exclude`).
  public var excludedPaths: [String]
  /// Whether warnings fail the run as errors do.
  public var warningsAsErrors: Bool
  /// Bounds the compiler applies where the model leaves them open.
  public var compile: CompileOptions
  /// Stub budgets by actor path, overriding the model's `budget N`.
  public var budgets: [String: Int]

  /// Creates options; the defaults match the command line's.
  public init(
    maxFileSize: Int = SourceLoader.defaultMaxFileSize, configurationPath: String? = nil,
    discoversConfiguration: Bool = true, excludedPaths: [String] = [],
    warningsAsErrors: Bool = false, compile: CompileOptions = CompileOptions(),
    budgets: [String: Int] = [:]
  ) {
    self.maxFileSize = maxFileSize
    self.configurationPath = configurationPath
    self.discoversConfiguration = discoversConfiguration
    self.excludedPaths = excludedPaths
    self.warningsAsErrors = warningsAsErrors
    self.compile = compile
    self.budgets = budgets
  }

  /// The lint settings of the pipeline's first stages (`render` lints with these).
  public var lintOptions: LintOptions {
    LintOptions(
      maxFileSize: maxFileSize, warningsAsErrors: warningsAsErrors,
      configurationPath: configurationPath, discoversConfiguration: discoversConfiguration,
      excludedPaths: excludedPaths)
  }
}
