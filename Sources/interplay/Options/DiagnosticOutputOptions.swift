import ArgumentParser
import InterplayDiagnostics
import InterplayLint

/// How diagnostics are printed.
struct DiagnosticOutputOptions: ParsableArguments {
  @Option(help: "Output format: text, json, sarif or junit.")
  var format: DiagnosticFormat = .text

  @Flag(help: "Show the source line and a caret under each text diagnostic.")
  var annotated = false

  @Flag(help: "Treat warnings as errors (exit 1 when any is reported).")
  var warningsAsErrors = false
}

extension DiagnosticFormat: ExpressibleByArgument {}
