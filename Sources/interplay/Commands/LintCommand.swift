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
    LintRun(
      paths: input.paths, maxFileSize: input.maxFileSize, format: output.format,
      annotated: output.annotated, warningsAsErrors: output.warningsAsErrors,
      dumpModel: dumpModel, parseOnly: parseOnly
    ).run()
  }
}

/// One `interplay lint` run with its settings, however they were parsed.
struct LintRun {
  var paths: [String]
  var maxFileSize = SourceLoader.defaultMaxFileSize
  var format = DiagnosticFormat.text
  var annotated = false
  var warningsAsErrors = false
  var dumpModel = false
  var parseOnly = false

  /// Lints, prints the report, and exits with its status.
  ///
  /// The process exits while the report is still alive: freeing the syntax trees and models
  /// of a large input one object at a time costs more than resolving them, and the
  /// operating system reclaims the memory at once.
  func run() -> Never {
    let options = LintOptions(
      maxFileSize: maxFileSize, warningsAsErrors: warningsAsErrors, parseOnly: parseOnly)
    let report = Linter.lint(paths: paths, options: options)
    let rendered = DiagnosticOutput.render(
      report.diagnostics, sources: report.sources, format: format,
      annotated: annotated, warningsAsErrors: warningsAsErrors)
    print(rendered, terminator: "")
    if dumpModel {
      for model in report.models { print(ModelDump.text(of: model), terminator: "") }
    }
    Interplay.exit(
      withError: report.status == .clean ? nil : ExitCode(report.status.rawValue))
  }
}

extension LintRun {
  /// The run that `interplay lint` with these arguments asks for, when they are only paths
  /// and the plain flags `--parse-only`, `--dump-model`, `--annotated` and
  /// `--warnings-as-errors` (each at most once); nil for anything else, which
  /// ArgumentParser handles (options with values, help, errors).
  ///
  /// Linting on every save is mostly small files, where building the argument parser's
  /// model of the command line costs as much as the lint itself.
  init?(plainArguments arguments: [String]) {
    guard arguments.first == "lint" else { return nil }
    var paths: [String] = []
    var flags: Set<String> = []
    for argument in arguments.dropFirst() {
      if argument.hasPrefix("-") {
        let known = ["--parse-only", "--dump-model", "--annotated", "--warnings-as-errors"]
        guard known.contains(argument), flags.insert(argument).inserted else { return nil }
      } else {
        guard argument != "help" else { return nil }
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { return nil }
    self.init(
      paths: paths, annotated: flags.contains("--annotated"),
      warningsAsErrors: flags.contains("--warnings-as-errors"),
      dumpModel: flags.contains("--dump-model"), parseOnly: flags.contains("--parse-only"))
  }
}
