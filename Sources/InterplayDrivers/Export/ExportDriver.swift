import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplaySCXML

/// `interplay export scxml`: the modelled actors' statecharts as SCXML documents.
public enum ExportDriver {
  /// What an export did.
  public struct Report: Sendable {
    /// Every file read.
    public var sources = SourceSet()
    /// The pipeline's failing diagnostics, then every `export.*` diagnostic.
    public var diagnostics: [Diagnostic] = []
    /// The status of the pipeline's diagnostics (65 input errors, 1 lint findings).
    public var modelStatus: ExitStatus = .clean
    /// Each exported document: its file name (`System.Actor.scxml`) and text, in load
    /// order of systems, then actors.
    public var outputs: [(fileName: String, text: String)] = []
    /// A usage problem: `--actor` names no modelled actor.
    public var usageError: String?
    /// Files that could not be written.
    public var writeErrors: [String] = []

    /// 64 for a usage error, 73 when a file could not be written, 65 for input errors
    /// and constructs not exported, 1 for lint findings, else 0.
    public var status: ExitStatus {
      var status = modelStatus
      if diagnostics.contains(where: {
        $0.severity == .error && $0.id.rawValue.hasPrefix("export.")
      }) {
        status = status.combined(with: .inputError)
      }
      if !writeErrors.isEmpty { status = status.combined(with: .outputError) }
      if usageError != nil { status = status.combined(with: .usage) }
      return status
    }
  }

  /// Exports every modelled actor (or the one with the path `actor`) of every system
  /// under `paths` that resolves without errors or lint findings; with an output folder,
  /// writes each document there atomically. A chart with a construct SCXML cannot express
  /// is reported and not written; with `lossy`, every chart is written, each construct
  /// approximated with an `export.approximated` warning.
  public static func exportScxml(
    paths: [String], actor: String? = nil, outputFolder: String? = nil,
    options: PipelineOptions = PipelineOptions(), lossy: Bool = false
  ) -> Report {
    let loaded = ModelPipeline.load(paths: paths, options: options)
    var report = Report(sources: loaded.sources, diagnostics: loaded.failingDiagnostics)
    report.modelStatus = loaded.status
    guard loaded.status == .clean else { return report }
    var found = false
    for system in loaded.systems {
      let model = system.model
      for candidate in model.actors where !candidate.isStub {
        if let actor, candidate.path != actor { continue }
        found = true
        let export = ScxmlExport(model: model, actor: candidate.id, lossy: lossy)
        report.diagnostics += export.diagnostics
        guard export.isComplete else { continue }
        let fileName = model.name + "." + candidate.path + ".scxml"
        report.outputs.append((fileName, export.text))
        guard let outputFolder else { continue }
        let destination = (outputFolder as NSString).appendingPathComponent(fileName)
        do {
          try AtomicFileWriter.write(Array(export.text.utf8), to: destination)
        } catch {
          report.writeErrors.append(error.description)
        }
      }
    }
    if let actor, !found {
      report.usageError = "no modelled actor named '\(actor)' (a stub has no statechart to export)"
    }
    return report
  }
}
