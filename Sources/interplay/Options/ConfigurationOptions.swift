import ArgumentParser
import InterplayDrivers

/// How every command that reads models finds its configuration and leaves inputs out:
/// the same flags, read by the one pipeline, for `lint`, `check`, `run` and `render`.
struct ConfigurationOptions: ParsableArguments {
  @Option(help: "Use this configuration file instead of looking for .interplay.yml.")
  var config: String?

  @Flag(help: "Ignore .interplay.yml files: every rule at its default severity.")
  var noConfig = false

  @Option(help: "Leave a file or folder out of the inputs (repeatable).")
  var exclude: [String] = []

  func validate() throws {
    if config != nil && noConfig {
      throw ValidationError("'--config' and '--no-config' exclude each other")
    }
  }

  /// The pipeline settings these flags and the inputs' size bound make.
  func pipeline(maxFileSize: Int) -> PipelineOptions {
    PipelineOptions(
      maxFileSize: maxFileSize, configurationPath: config, discoversConfiguration: !noConfig,
      excludedPaths: exclude)
  }
}
