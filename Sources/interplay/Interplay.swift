import ArgumentParser
import InterplayDiagnostics

/// The `interplay` command: lint, format and (in later versions) check, run and render models.
@main
struct Interplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interplay",
    abstract: "Lint, format and verify Interplay interaction models (.ipl).",
    discussion: """
      Exit codes: 0 clean, 1 findings or violations, 2 exploration incomplete, \
      64 usage error, 65 input errors, 70 internal error.
      """,
    version: "0.1.0",
    subcommands: [LintCommand.self, FormatCommand.self]
  )

  /// Runs the command line. `interplay lint` with only paths and plain flags runs directly;
  /// everything else is parsed by ArgumentParser.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let lint = LintRun(plainArguments: arguments) else {
      main(arguments)
      return
    }
    lint.run()
  }
}
