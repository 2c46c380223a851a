import ArgumentParser
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint

/// `interplay fmt PATH...`: print or apply the canonical form.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fmt",
    abstract: "Print models in canonical form, check it (--check) or apply it (--in-place).")

  @OptionGroup var input: InputOptions
  @OptionGroup var output: DiagnosticOutputOptions

  @Flag(help: "Exit 1 and name every file not in canonical form; change nothing.")
  var check = false

  @Flag(help: "Rewrite files in place (atomically); files with errors are left untouched.")
  var inPlace = false

  @OptionGroup var exclusion: ExclusionOptions

  func validate() throws {
    if check && inPlace { throw ValidationError("'--check' and '--in-place' exclude each other") }
    if inPlace && input.paths.contains(StandardInput.argument) {
      throw ValidationError("'--in-place' cannot rewrite standard input ('-')")
    }
  }

  func run() throws {
    SignalHandling.install(searches: false)
    let mode: FormatDriver.Mode = check ? .check : inPlace ? .inPlace : .print
    let report = FormatDriver.run(
      paths: input.paths, mode: mode, maxFileSize: input.maxFileSize,
      excludedPaths: exclusion.exclude)
    if mode == .print {
      if report.outputs.count > 1 {
        throw ValidationError("several files: use '--check' or '--in-place', or name one file")
      }
      for formatted in report.outputs { print(formatted.formatted, terminator: "") }
    }
    let rendered = DiagnosticOutput.render(
      report.diagnostics, sources: report.sources, format: output.format,
      annotated: output.annotated, warningsAsErrors: output.warningsAsErrors)
    FileOutput.standardError.write(rendered)
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
