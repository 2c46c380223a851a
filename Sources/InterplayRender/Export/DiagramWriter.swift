import Foundation
import InterplayDiagnostics

/// Renders diagrams and writes them into a folder, each file atomically.
///
/// This is the library entry point for every command that draws: `interplay render`,
/// and `--render DIR` on `check` and `run`.
public enum DiagramWriter {
  /// The file formats a diagram is written in.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// SVG, rendered in-process.
    case svg
    /// PNG, rendered in-process.
    case png
    /// The DOT text that would be rendered (after the size guard).
    case dot
    /// Mermaid source (`.mmd`), see ``Diagram/text(_:)``.
    case mermaid
    /// PlantUML source (`.puml`), see ``Diagram/text(_:)``.
    case plantuml

    /// The file extension: `svg`, `png`, `dot`, `mmd` or `puml`.
    public var fileExtension: String {
      textLanguage?.fileExtension ?? rawValue
    }

    /// The text language of a text format; nil for the Graphviz formats.
    public var textLanguage: TextLanguage? {
      switch self {
      case .svg, .png, .dot: nil
      case .mermaid: .mermaid
      case .plantuml: .plantuml
      }
    }
  }

  /// One file written.
  public struct Written: Hashable, Sendable {
    /// The path written.
    public var path: String
    /// The diagram's kind.
    public var kind: Diagram.Kind
    /// What the size guard changed, if anything.
    public var note: String?
    /// Warnings Graphviz reported.
    public var warnings: [String]
  }

  /// A diagram that could not be rendered or written; nothing was left at its path.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path it would have been written to.
    public var path: String
    /// Why.
    public var reason: String
    /// Whether the file could not be written (folder, permissions, disk) rather than
    /// rendered: the first is the environment's fault (exit 73), the second Interplay's.
    public var isWriteFailure: Bool = false
    /// `cannot render 'path': reason`, or `cannot write 'path': reason`
    public var description: String {
      "\(isWriteFailure ? "cannot write" : "cannot render") '\(path)': \(reason)"
    }
  }

  /// The exit status a report's failures call for: 73 when only writes failed, 70 when a
  /// render failed, nil when nothing failed.
  public static func status(of report: Report) -> ExitStatus? {
    guard !report.failures.isEmpty else { return nil }
    return report.failures.allSatisfy(\.isWriteFailure) ? .outputError : .internalError
  }

  /// What happened to each diagram, in order.
  public struct Report: Sendable {
    /// The files written.
    public var written: [Written] = []
    /// The diagrams that failed.
    public var failures: [Failure] = []
  }

  /// Renders each diagram and writes `<directory>/<fileStem>.<extension>`, creating the
  /// folder if needed. A failure is recorded and the others are still written. Text
  /// formats are written whole (the size guard is for Graphviz layouts only).
  public static func write(_ diagrams: [Diagram], format: Format, to directory: String) -> Report {
    var report = Report()
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      report.failures = diagrams.map {
        Failure(
          path: path(of: $0, format: format, in: directory),
          reason: "cannot create the folder '\(directory)'", isWriteFailure: true)
      }
      return report
    }
    for diagram in diagrams {
      let path = path(of: diagram, format: format, in: directory)
      let plan = diagram.planned
      do {
        var bytes: [UInt8]
        var warnings: [String] = []
        var note = plan.note
        switch format {
        case .mermaid, .plantuml:
          note = nil
          guard let language = format.textLanguage, let text = diagram.text(language) else {
            report.failures.append(
              Failure(path: path, reason: "the diagram has no source to export as text"))
            continue
          }
          bytes = Array(text.utf8)
        case .dot: bytes = Array(DOTWriter.write(plan.graph).utf8)
        case .svg, .png:
          let output = try GraphvizRenderer.render(
            dot: DOTWriter.write(plan.graph), engine: plan.engine,
            format: format == .svg ? .svg : .png)
          bytes = output.bytes
          warnings = output.warnings
        }
        try AtomicFileWriter.write(bytes, to: path)
        report.written.append(
          Written(path: path, kind: diagram.kind, note: note, warnings: warnings))
      } catch let error as GraphvizError {
        report.failures.append(Failure(path: path, reason: error.description))
      } catch let error as AtomicFileWriter.WriteError {
        report.failures.append(Failure(path: path, reason: error.reason, isWriteFailure: true))
      } catch {
        report.failures.append(Failure(path: path, reason: "\(error)"))
      }
    }
    return report
  }

  /// `<directory>/<fileStem>.<extension>`
  public static func path(of diagram: Diagram, format: Format, in directory: String) -> String {
    (directory.hasSuffix("/") ? directory : directory + "/") + diagram.fileStem + "."
      + format.fileExtension
  }
}
