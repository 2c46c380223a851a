import ArgumentParser
import InterplayDiagnostics
import InterplayLint
import InterplayModel

/// `interplay lint PATH...`: parse and resolve models and report every problem.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Parse and resolve models; report every diagnostic.")

  @OptionGroup var input: InputOptions
  @OptionGroup var output: DiagnosticOutputOptions

  @Flag(help: "Print the resolved model of each system instead of a summary.")
  var dumpModel = false

  @Flag(help: "Stop after parsing (no name resolution): for benchmarks.")
  var parseOnly = false

  func run() throws {
    let options = LintOptions(
      maxFileSize: input.maxFileSize, warningsAsErrors: output.warningsAsErrors,
      parseOnly: parseOnly)
    let report = Linter.lint(paths: input.paths, options: options)
    let rendered = DiagnosticOutput.render(
      report.diagnostics, sources: report.sources, format: output.format,
      annotated: output.annotated, warningsAsErrors: output.warningsAsErrors)
    print(rendered, terminator: "")
    if dumpModel {
      for model in report.models { print(ModelDump.text(of: model), terminator: "") }
    }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
