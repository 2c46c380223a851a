import Foundation
import InterplayCheck
import InterplayDiagnostics

/// Writes every counterexample of a report as a trace file, atomically.
public enum TraceWriter {
  /// Writes `<folder>/<System>-<n>-<check>[-<Name>].trace.json` per violation (numbered from
  /// 1 per system), creating the folder if needed.
  ///
  /// - Returns: the paths written, by system and violation.
  public static func write(_ report: CheckReport, to folder: String) throws -> [[String?]] {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw TraceFileError(
        message: "cannot create folder '\(folder)': \(error.localizedDescription)")
    }
    var written: [[String?]] = []
    for (index, result) in report.results.enumerated() {
      let files = index < report.files.count ? report.files[index] : []
      var paths: [String?] = []
      for (number, violation) in result.violations.enumerated() {
        let trace = TraceFile(violation: violation, system: result.system, files: files)
        let name =
          [result.system.model.name, "\(number + 1)", violation.check.rawValue, violation.name]
          .compactMap { $0 }.joined(separator: "-")
        let path = (folder as NSString).appendingPathComponent(safe(name) + ".trace.json")
        do {
          try AtomicFileWriter.write(Array(trace.encoded().utf8), to: path)
        } catch {
          throw TraceFileError(message: error.description)
        }
        paths.append(path)
      }
      written.append(paths)
    }
    return written
  }

  private static func safe(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}

extension CheckReport {
  /// Input diagnostics, then every system's violations, coverage gaps and limit warnings.
  public func allDiagnostics(withTraces: Bool = false) -> [Diagnostic] {
    diagnostics + results.flatMap { CheckDiagnostics.diagnostics(for: $0, withTraces: withTraces) }
  }
}
