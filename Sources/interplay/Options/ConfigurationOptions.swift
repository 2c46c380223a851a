import ArgumentParser
import InterplayDrivers
import InterplayPipeline

/// How every command that reads models through the pipeline finds its configuration and
/// leaves inputs out: the same flags, read by the one pipeline, for `lint`, `check`,
/// `run`, `render` and `export`.
struct ConfigurationOptions: ParsableArguments {
  @Option(help: "Use this configuration file instead of looking for .interplay.yml.")
  var config: String?

  @Flag(help: "Ignore .interplay.yml files: every rule at its default severity.")
  var noConfig = false

  @OptionGroup var exclusion: ExclusionOptions

  /// The files and folders left out of the inputs.
  var exclude: [String] { exclusion.exclude }

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
