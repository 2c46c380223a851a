import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint

/// What `gen swift` and `gen tests` share: the output folder, printing and exit status.
enum GenerateOutput {
  /// Creates the folder `output` names (not a `.swift` file's), and returns it.
  static func prepare(_ output: String?) throws -> String? {
    guard let output else { return nil }
    let folder =
      output.hasSuffix(".swift") ? (output as NSString).deletingLastPathComponent : output
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    return output
  }

  /// Prints the diagnostics and notes, the text when `printed`, and exits with the
  /// report's status.
  static func finish(
    _ report: GenerateReport, printed: Bool, diagnostics: DiagnosticOutputOptions
  ) throws {
    FileOutput.standardError.write(
      DiagnosticOutput.render(
        report.diagnostics, sources: report.sources, format: diagnostics.format,
        annotated: diagnostics.annotated, warningsAsErrors: diagnostics.warningsAsErrors))
    for note in report.notes { FileOutput.standardError.write("note: \(note)\n") }
    if let usage = report.usageError {
      FileOutput.standardError.write("error: \(usage)\n")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    if printed {
      if report.outputs.count > 1 {
        FileOutput.standardError.write(
          "error: \(report.outputs.count) systems: give --output DIR\n")
        throw ExitCode(ExitStatus.usage.rawValue)
      }
      for output in report.outputs { print(output.text, terminator: "") }
    }
    for error in report.writeErrors { FileOutput.standardError.write("error: \(error)\n") }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
