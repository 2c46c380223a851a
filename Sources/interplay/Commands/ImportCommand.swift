import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplaySCXML

/// `interplay import scxml FILE...`: translate statecharts from another format.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Translate SCXML statecharts into .ipl models.",
    discussion: """
      One file is printed unless --output is given; several need --output DIR, where each \
      FILE.scxml becomes FILE.ipl. A construct the translation does not carry is an error \
      (import.unsupported) naming its line, and nothing is written for that file. Each \
      integer variable's range is derived from the chart (a note says which and why) \
      unless --int-range LO...HI gives one for all.
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

  @Option(
    name: .customLong("int-range"),
    help: ArgumentHelp(
      "The range of every integer variable, instead of the one derived from the chart.",
      valueName: "LO...HI"))
  var intRange: String?

  @OptionGroup var diagnostics: DiagnosticOutputOptions

  func validate() throws {
    if files.isEmpty { throw ValidationError("name at least one file") }
    if files.count > 1, output == nil {
      throw ValidationError("several files: give --output DIR")
    }
    if let intRange, Self.range(intRange) == nil {
      throw ValidationError(
        "'--int-range' takes LO...HI, two integers with LO <= HI and at most \(UInt32.max) values, not '\(intRange)'"
      )
    }
  }

  /// `LO...HI` as a range of at most `UInt32.max` values whose ends can be written.
  static func range(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "...", omittingEmptySubsequences: false)
    guard parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]), lower <= upper,
      lower > Int.min
    else { return nil }
    let (width, overflow) = upper.subtractingReportingOverflow(lower)
    return !overflow && width < UInt32.max ? lower...upper : nil
  }

  func run() throws {
    SignalHandling.install(searches: false)
    if let output {
      try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }
    let report = ImportDriver.importScxml(
      paths: files, outputFolder: output,
      options: ScxmlImport.Options(integerRange: intRange.flatMap(Self.range)))
    if output == nil { for translated in report.outputs { print(translated.text, terminator: "") } }
    FileOutput.standardError.write(
      DiagnosticOutput.render(
        report.diagnostics, sources: report.sources, format: diagnostics.format,
        annotated: diagnostics.annotated, warningsAsErrors: diagnostics.warningsAsErrors))
    for error in report.writeErrors { FileOutput.standardError.write("error: \(error)\n") }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
