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
    /// For a diagram past one of Graphviz's layout limits (a label or a graph wider than
    /// it can place): the input error `limit.diagram-layout` at the declaration drawn
    /// (at no place when the diagram has none). Such a failure is the input's (exit 65).
    public var diagnostic: Diagnostic? = nil
    /// Whether the failure is a layout limit of Graphviz (``diagnostic``).
    public var isLayoutLimit: Bool = false
    /// `cannot render 'path': reason`, or `cannot write 'path': reason`
    public var description: String {
      "\(isWriteFailure ? "cannot write" : "cannot render") '\(path)': \(reason)"
    }
  }

  /// The id of a diagram past a layout limit of Graphviz.
  public static let layoutLimitID: DiagnosticID = "limit.diagram-layout"

  /// The exit status a report's failures call for, the most severe of them: 70 when a
  /// render failed for a reason of Interplay's, 73 when a write failed, 65 when a
  /// diagram is past a layout limit of Graphviz; nil when nothing failed.
  public static func status(of report: Report) -> ExitStatus? {
    guard !report.failures.isEmpty else { return nil }
    return report.failures.reduce(ExitStatus.clean) { status, failure in
      status.combined(
        with: failure.isWriteFailure
          ? .outputError : failure.isLayoutLimit ? .inputError : .internalError)
    }
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
      } catch let error as GraphvizError where error.isLayoutLimit {
        var failure = Failure(path: path, reason: error.description, isLayoutLimit: true)
        if let range = diagram.range {
          failure.diagnostic = .error(
            layoutLimitID,
            "the \(diagram.kind.rawValue) diagram '\(diagram.subject)' is past what Graphviz "
              + "can lay out (\(error.limitDescription)); shorten its labels or split it",
            at: range)
        }
        report.failures.append(failure)
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
