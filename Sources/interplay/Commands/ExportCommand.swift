import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint

/// `interplay export scxml PATH...`: the modelled actors' statecharts in another format.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write modelled actors' statecharts as SCXML documents.",
    discussion: """
      Reads models through the same pipeline as lint and check; a model with input \
      errors (exit 65) or lint findings (exit 1) is not exported. One chart is printed \
      unless --output is given; several need --output DIR (or --actor NAME), where each \
      becomes System.Actor.scxml. A construct SCXML cannot express is an error \
      (export.unsupported, exit 65) at its line, and that chart is not written.
      """)

  /// The formats that can be exported.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// W3C SCXML 1.0.
    case scxml
  }

  @Argument(help: "The format to write: scxml.")
  var format: Format

  @OptionGroup var input: InputOptions

  @Option(help: "Export only the modelled actor with this path.")
  var actor: String?

  @Option(name: [.short, .long], help: "The folder to write System.Actor.scxml files into.")
  var output: String?

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var diagnostics: DiagnosticOutputOptions

  func run() throws {
    SignalHandling.install(searches: false)
    if let output {
      try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }
    var options = configuration.pipeline(maxFileSize: input.maxFileSize)
    options.warningsAsErrors = options.warningsAsErrors || diagnostics.warningsAsErrors
    let report = ExportDriver.exportScxml(
      paths: input.paths, actor: actor, outputFolder: output, options: options)
    FileOutput.standardError.write(
      DiagnosticOutput.render(
        report.diagnostics, sources: report.sources, format: diagnostics.format,
        annotated: diagnostics.annotated, warningsAsErrors: diagnostics.warningsAsErrors))
    if let usage = report.usageError {
      FileOutput.standardError.write("error: \(usage)\n")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    if output == nil {
      if report.outputs.count > 1 {
        FileOutput.standardError.write(
          "error: \(report.outputs.count) charts: give --output DIR or --actor NAME\n")
        throw ExitCode(ExitStatus.usage.rawValue)
      }
      for document in report.outputs { print(document.text, terminator: "") }
    } else {
      for document in report.outputs { print(document.fileName) }
    }
    for error in report.writeErrors { FileOutput.standardError.write("error: \(error)\n") }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
