import ArgumentParser
import InterplayDiagnostics
import InterplayLint

/// The `interplay` command: lint, check, run, render and format interaction models.
@main
struct Interplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interplay",
    abstract: "Lint, format and verify Interplay interaction models (.ipl).",
    discussion: """
      Exit codes: 0 clean, 1 findings or violations, 2 exploration incomplete, \
      64 usage error, 65 input errors, 70 internal error, 73 an output cannot be written.
      """,
    version: DiagnosticOutput.toolVersion,
    subcommands: [
      LintCommand.self, FormatCommand.self, RulesCommand.self, RunCommand.self, CheckCommand.self,
      RenderCommand.self, ReportCommand.self, PreviewCommand.self, ImportCommand.self,
      ExportCommand.self, LspCommand.self, MergeCommand.self, GenerateCommand.self,
    ]
  )

  /// Runs the command line, with lost output reported (``StandardOutputCheck``).
  static func main() {
    StandardOutputCheck.install()
    main(nil)
  }
}
