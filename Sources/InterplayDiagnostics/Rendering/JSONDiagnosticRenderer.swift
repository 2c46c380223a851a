import Foundation

/// Renders diagnostics as a stable JSON document for tools and editors.
///
/// The schema is documented on ``JSONDiagnosticReport``. Output is deterministic:
/// keys are sorted, the document is pretty-printed with two-space indentation,
/// slashes are not escaped, non-ASCII text is written as UTF-8, and the document
/// ends with a newline.
public struct JSONDiagnosticRenderer: Sendable {
  /// The value of the `version` field; bumped only for incompatible changes.
  public static let formatVersion = 1

  /// Creates a renderer.
  public init() {}

  /// Renders the diagnostics as a JSON document ending in a newline.
  ///
  /// Every range must lie in a file of `sources`.
  public func render(_ diagnostics: [Diagnostic], in sources: SourceSet) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(report(diagnostics, in: sources))
    } catch {
      // The report holds only strings, integers and arrays, which always encode.
      preconditionFailure("JSON encoding of a diagnostic report failed: \(error)")
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Builds the document ``render(_:in:)`` encodes, for callers that embed it in their own JSON.
  public func report(_ diagnostics: [Diagnostic], in sources: SourceSet) -> JSONDiagnosticReport {
    let counts = DiagnosticCounts(diagnostics)
    return JSONDiagnosticReport(
      version: Self.formatVersion,
      diagnostics: Diagnostic.sorted(diagnostics).map { entry(for: $0, in: sources) },
      summary: JSONDiagnosticReport.Summary(
        errors: counts.errors, warnings: counts.warnings, notes: counts.notes))
  }

  private func entry(for diagnostic: Diagnostic, in sources: SourceSet)
    -> JSONDiagnosticReport.Entry
  {
    JSONDiagnosticReport.Entry(
      id: diagnostic.id.rawValue,
      severity: diagnostic.severity,
      message: diagnostic.message,
      file: sources.path(of: diagnostic.range),
      range: positions(of: diagnostic.range, in: sources),
      notes: diagnostic.notes.map { note in
        JSONDiagnosticReport.Note(
          message: note.message,
          file: note.range.map { sources.path(of: $0) },
          range: note.range.map { positions(of: $0, in: sources) })
      },
      fixIts: diagnostic.fixIts.map { fixIt in
        JSONDiagnosticReport.FixIt(
          message: fixIt.message,
          edits: fixIt.edits.map { edit in
            JSONDiagnosticReport.Edit(
              file: sources.path(of: edit.range),
              range: positions(of: edit.range, in: sources),
              replacement: edit.replacement)
          })
      })
  }

  private func positions(
    of range: SourceRange, in sources: SourceSet
  ) -> JSONDiagnosticReport.PositionRange {
    let file = sources[range.file]
    func position(_ offset: Int) -> JSONDiagnosticReport.Position {
      let clamped = max(0, min(offset, file.bytes.count))
      let location = file.location(of: clamped)
      return JSONDiagnosticReport.Position(
        line: location.line, column: location.column, offset: clamped)
    }
    return JSONDiagnosticReport.PositionRange(
      start: position(range.start), end: position(range.end))
  }
}
