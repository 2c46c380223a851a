import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayPipeline

/// `interplay gen swift PATH... [--output FILE|DIR]`.
struct GenerateSwiftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swift",
    abstract: "Write each model's types, notifications and actor protocols as Swift.",
    discussion: """
      One file per system (System.swift): an enum per notifier with typed payloads, \
      reply enums, model enums and tokens, an async protocol per actor with a binding \
      the executor runs, and Stubs for InterplayTesting. Printed for one system, else \
      written with --output DIR; --output FILE.swift writes the one system's file. \
      Diagnostics are printed as lint prints them; a model with input errors (65) gets \
      no output, lint findings (1) do not stop it.
      """)

  @OptionGroup var input: InputOptions

  @Option(name: [.short, .long], help: "A .swift file (one system) or a folder to write into.")
  var output: String?

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var diagnostics: DiagnosticOutputOptions

  func run() throws {
    SignalHandling.install(searches: false)
    let report = GenerateDriver.swift(
      paths: input.paths, output: try GenerateOutput.prepare(output),
      options: pipelineOptions())
    try GenerateOutput.finish(report, printed: output == nil, diagnostics: diagnostics)
  }

  private func pipelineOptions() -> PipelineOptions {
    var options = configuration.pipeline(maxFileSize: input.maxFileSize)
    options.warningsAsErrors = options.warningsAsErrors || diagnostics.warningsAsErrors
    return options
  }
}
