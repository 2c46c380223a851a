import ArgumentParser
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplayModel
import InterplayPipeline
import InterplayRender
import InterplayReport

extension ExportCommand {
  /// `interplay export mermaid|plantuml`: the diagrams `render --format mermaid|plantuml`
  /// writes, built and written by the same code. Lint findings are drawn (red) and fail
  /// the export with exit 1 as they fail `render`; input errors draw nothing (65). One
  /// diagram is printed; several are written into `--output` (printing each path), or
  /// are a usage error without it.
  func exportDiagrams(as fileFormat: DiagramWriter.Format) throws {
    var options = configuration.pipeline(maxFileSize: input.maxFileSize)
    options.warningsAsErrors = options.warningsAsErrors || diagnostics.warningsAsErrors
    let kinds = (kind ?? (actor == nil ? .all : .statechart)).diagramKinds
    let built = RenderDriver.diagrams(paths: input.paths, options: options, kinds: kinds)
    let report = built.pipeline
    let shown = report.diagnostics.filter { $0.severity >= .warning }
    FileOutput.standardError.write(
      DiagnosticOutput.render(
        shown, sources: report.sources, format: diagnostics.format,
        annotated: diagnostics.annotated, warningsAsErrors: diagnostics.warningsAsErrors))
    guard var diagrams = built.diagrams else {
      FileOutput.standardError.write("error: nothing exported: fix the input errors first\n")
      throw ExitCode(ExitStatus.inputError.rawValue)
    }
    if let actor {
      diagrams.removeAll { $0.kind == .statechart && $0.subject != actor }
      guard diagrams.contains(where: { $0.kind == .statechart }) else {
        FileOutput.standardError.write(
          "error: no modelled actor named '\(actor)' (a stub has no statechart to export)\n")
        throw ExitCode(ExitStatus.usage.rawValue)
      }
    }
    guard let output else {
      guard diagrams.count <= 1 else {
        FileOutput.standardError.write(
          "error: \(diagrams.count) diagrams: give --output DIR, or pick one with --kind and --actor\n"
        )
        throw ExitCode(ExitStatus.usage.rawValue)
      }
      for diagram in diagrams {
        guard let language = fileFormat.textLanguage, let text = diagram.text(language) else {
          continue
        }
        print(text, terminator: "")
      }
      if report.status != .clean { throw ExitCode(report.status.rawValue) }
      return
    }
    let written = DiagramWriter.write(diagrams, format: fileFormat, to: output)
    for file in written.written { print(file.path) }
    for failure in written.failures { FileOutput.standardError.write("error: \(failure)\n") }
    if let failed = DiagramWriter.status(of: written) { throw ExitCode(failed.rawValue) }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}
