import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint

/// `interplay import scxml FILE...`: translate statecharts from another format.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Translate SCXML statecharts into .ipl models.",
    discussion: """
      One file is printed unless --output is given; several need --output DIR, where each \
      FILE.scxml becomes FILE.ipl. A construct the translation does not carry is an error \
      (import.unsupported) naming its line, and nothing is written for that file.
      """)

  /// The formats that can be imported.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// W3C SCXML, the null data model.
    case scxml
  }

  @Argument(help: "The format of the files: scxml.")
  var format: Format

  @Argument(help: "The files to translate.")
  var files: [String]

  @Option(name: [.short, .long], help: "The folder to write FILE.ipl files into.")
  var output: String?

  @OptionGroup var diagnostics: DiagnosticOutputOptions

  func validate() throws {
    if files.isEmpty { throw ValidationError("name at least one file") }
    if files.count > 1, output == nil {
      throw ValidationError("several files: give --output DIR")
    }
  }

  func run() throws {
    SignalHandling.install(searches: false)
    if let output {
      try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }
    let report = ImportDriver.importScxml(paths: files, outputFolder: output)
    if output == nil { for translated in report.outputs { print(translated.text, terminator: "") } }
    FileOutput.standardError.write(
      DiagnosticOutput.render(
        report.diagnostics, sources: report.sources, format: diagnostics.format,
        annotated: diagnostics.annotated, warningsAsErrors: diagnostics.warningsAsErrors))
    for error in report.writeErrors { FileOutput.standardError.write("error: \(error)\n") }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
