import ArgumentParser
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplayModel
import InterplayPipeline

/// `interplay lint PATH...`: parse and resolve models, run the lint rules and report every
/// problem.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Parse and resolve models, run the lint rules; report every diagnostic.",
    discussion: """
      Rules, severities and profiles are set in .interplay.yml, found in each input's folder \
      or above it; 'interplay rules' lists the rules.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var output: DiagnosticOutputOptions

  @Flag(help: "Print the resolved model of each system instead of a summary.")
  var dumpModel = false

  @Flag(help: "Stop after parsing (no name resolution): for benchmarks.")
  var parseOnly = false

  @Flag(help: "Parse and resolve, but run no lint rule: for benchmarks.")
  var noRules = false

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var watching: WatchOptions

  func run() throws {
    try watching.run(paths: input.paths) { try lintOnce() }
  }

  private func lintOnce() throws {
    let options = PipelineOptions(
      maxFileSize: input.maxFileSize, warningsAsErrors: output.warningsAsErrors,
      configurationPath: configuration.config, discoversConfiguration: !configuration.noConfig,
      excludedPaths: configuration.exclude,
      lastStage: parseOnly ? .parse : noRules ? .resolve : .lint)
    let report = LintDriver.lint(
      paths: input.paths, options: options,
      output: LintDriver.Output(
        format: output.format, annotated: output.annotated, dumpsModels: dumpModel))
    print(report.text, terminator: "")
    // Exit while the report is still alive: freeing the syntax trees and models of a
    // large input one object at a time costs about as much as resolving them, and the
    // operating system reclaims the memory at once.
    guard !watching.watch else {
      if report.status != .clean { throw ExitCode(report.status.rawValue) }
      return
    }
    withExtendedLifetime(report) {
      Interplay.exit(withError: report.status == .clean ? nil : ExitCode(report.status.rawValue))
    }
  }
}
