import Foundation
import InterplayCheck
import InterplayCodegen
import InterplayDiagnostics
import InterplayModel
import InterplayPipeline

/// `interplay gen swift` and `interplay gen tests`: Swift source from models.
///
/// Both read models through the `ModelPipeline`, so a model's mistakes are reported
/// as `lint` reports them (with `file:line:col: error:` text the build-tool plugin
/// shows). A system with input errors gets no output; one with lint findings does, and
/// the findings fail the command (exit 1).
public enum GenerateDriver {
  /// The Swift types of every system under `paths` (``SwiftGenerator``), one file
  /// each, named `System.swift`; written to `output` (a `.swift` file or a folder).
  public static func swift(
    paths: [String], output: String? = nil, options: PipelineOptions = PipelineOptions()
  ) -> GenerateReport {
    let loaded = ModelPipeline.load(paths: paths, options: options)
    var report = GenerateReport(sources: loaded.sources, diagnostics: loaded.diagnostics)
    report.modelStatus = loaded.status
    for (system, files) in loaded.compiled {
      let sourceName = URL(fileURLWithPath: files.first ?? system.model.name).lastPathComponent
      let generated = SwiftGenerator(model: system.model, sourceName: sourceName).generate()
      report.diagnostics += generated.diagnostics
      if let text = generated.text {
        report.outputs.append(.init(fileName: system.model.name + ".swift", text: text))
      }
    }
    report.write(to: output)
    return report
  }

  /// Conformance cases (``ConformanceDerivation``) for the modelled actor with the path
  /// `actor`, or every modelled actor, of every system under `paths`: one file per
  /// system, `System+Conformance.swift`, extending the namespace `gen swift` generates.
  public static func tests(
    paths: [String], actor: String? = nil, output: String? = nil, limits: CheckLimits = .init(),
    options: PipelineOptions = PipelineOptions()
  ) -> GenerateReport {
    let loaded = ModelPipeline.load(paths: paths, options: options)
    var report = GenerateReport(sources: loaded.sources, diagnostics: loaded.diagnostics)
    report.modelStatus = loaded.status
    var found = false
    for (system, files) in loaded.compiled {
      let chosen = system.model.actors.filter { !$0.isStub && (actor == nil || $0.path == actor) }
      found = found || !chosen.isEmpty
      let sourceName = URL(fileURLWithPath: files.first ?? system.model.name).lastPathComponent
      var writer = ConformanceWriter(model: system.model, sourceName: sourceName)
      // One search of the system serves every actor.
      let results = ConformanceDerivation.derive(
        system: system, actors: chosen.map(\.id.rawValue), limits: limits)
      for (candidate, result) in zip(chosen, results) {
        let summary = result.summary(system: system.model.name, actor: candidate.path)
        writer.add(actor: candidate.path, cases: result.cases, summary: summary)
        report.notes.append(summary)
      }
      if !chosen.isEmpty {
        report.outputs.append(
          .init(fileName: system.model.name + "+Conformance.swift", text: writer.text))
      }
    }
    if let actor, !found, loaded.status != .inputError {
      report.usageError = "no modelled actor named '\(actor)' (a stub has no statechart to test)"
    }
    report.write(to: output)
    return report
  }
}
