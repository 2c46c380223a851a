import InterplayDiagnostics

/// What `interplay gen` did.
public struct GenerateReport: Sendable {
  /// One generated file: its name (`System.swift`) and text.
  public struct Output: Sendable, Hashable {
    /// The file name.
    public var fileName: String
    /// The text.
    public var text: String
  }

  /// Every file read.
  public var sources = SourceSet()
  /// The pipeline's diagnostics (lint warnings included), then every `gen.*` diagnostic.
  public var diagnostics: [Diagnostic] = []
  /// The status of the pipeline's diagnostics (65 input errors, 1 lint findings).
  public var modelStatus: ExitStatus = .clean
  /// The generated files, in load order of systems.
  public var outputs: [Output] = []
  /// What each generated file leaves out or covers, one line each (`gen tests`).
  public var notes: [String] = []
  /// A usage problem: several files for one output file, an unknown actor.
  public var usageError: String?
  /// Files that could not be written.
  public var writeErrors: [String] = []

  /// 64 for a usage error, 73 when a file could not be written, 65 for input errors
  /// and `gen.*` errors, 1 for lint findings, else 0.
  public var status: ExitStatus {
    var status = modelStatus
    if diagnostics.contains(where: { $0.severity == .error && $0.id.rawValue.hasPrefix("gen.") }) {
      status = status.combined(with: .inputError)
    }
    if !writeErrors.isEmpty { status = status.combined(with: .outputError) }
    if usageError != nil { status = status.combined(with: .usage) }
    return status
  }

  /// Writes the outputs: to `destination` when it names a `.swift` file (one output
  /// only), into the folder `destination` otherwise; nothing without a destination.
  mutating func write(to destination: String?) {
    guard let destination, !outputs.isEmpty, usageError == nil else { return }
    if destination.hasSuffix(".swift") {
      guard outputs.count == 1 else {
        usageError =
          "\(outputs.count) files to write but --output names one file; give a folder"
        return
      }
      write(outputs[0].text, to: destination)
    } else {
      for output in outputs {
        write(output.text, to: destination + "/" + output.fileName)
      }
    }
  }

  private mutating func write(_ text: String, to path: String) {
    do {
      try AtomicFileWriter.write(Array(text.utf8), to: path)
    } catch {
      writeErrors.append(error.description)
    }
  }
}
