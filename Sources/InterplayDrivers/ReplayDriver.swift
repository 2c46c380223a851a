import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayPipeline
import InterplayRuntime

/// What `interplay run --replay FILE` does: reads a trace file, loads and compiles the
/// model files it names, re-executes its steps and reports the run.
public enum ReplayDriver {
  /// The outcome of replaying one trace file.
  public struct Report: Sendable {
    /// Every model file read.
    public var sources: SourceSet
    /// Problems reading the trace or the model (input errors).
    public var diagnostics: [Diagnostic]
    /// A problem with the trace file itself, if any.
    public var traceError: String?
    /// The system replayed on, and the replay's outcome.
    public var replay: (system: CompiledSystem, outcome: TraceReplay.Outcome)?
    /// The trace file read.
    public var trace: TraceFile?

    /// 65 when the trace or the model cannot be read, 1 when the replay diverged from the
    /// trace or stopped, else 0.
    public var status: ExitStatus {
      if traceError != nil || diagnostics.contains(where: { $0.isInputError }) {
        return .inputError
      }
      guard let replay else { return .inputError }
      return replay.outcome.isFaithful ? .clean : .findings
    }
  }

  /// Replays the trace at `path`; model paths in it that are relative are tried from the
  /// current directory, then from the trace file's directory.
  public static func replay(path: String, options: CheckRunOptions = CheckRunOptions()) -> Report {
    var report = Report(sources: SourceSet(), diagnostics: [], traceError: nil, replay: nil)
    let file: TraceFile
    do {
      file = try TraceFile.read(path: path, limit: options.maxFileSize)
    } catch {
      report.traceError = (error as? TraceFileError)?.message ?? "\(error)"
      return report
    }
    report.trace = file
    let folder = (path as NSString).deletingLastPathComponent
    let models = file.files.map { model -> String in
      if model.hasPrefix("/") || FileManager.default.fileExists(atPath: model) { return model }
      let beside = (folder as NSString).appendingPathComponent(model)
      return FileManager.default.fileExists(atPath: beside) ? beside : model
    }
    guard !models.isEmpty else {
      report.traceError = "'\(path)' names no model files"
      return report
    }
    let loaded = ModelPipeline.load(paths: models, options: options.resolvedPipeline)
    FrontEndWatchdog.disarm()
    report.sources = loaded.sources
    report.diagnostics = loaded.failingDiagnostics
    let compiled = loaded.compiled
    guard
      let system = compiled.first(where: { $0.system.model.name == file.system })?.system
        ?? compiled.first?.system
    else {
      if !loaded.diagnostics.contains(where: { $0.isInputError }) {
        report.traceError = "no system '\(file.system)' in \(models.joined(separator: ", "))"
      }
      return report
    }
    report.replay = (system, TraceReplay(system: system).replay(file))
    return report
  }

  /// The replay as text: what the trace claims, every step re-executed (numbered, as
  /// `interplay check` prints counterexamples), then whether the model still behaves so.
  public static func text(_ report: Report) -> String {
    var lines: [String] = []
    if let error = report.traceError { lines.append("error: \(error)") }
    if let trace = report.trace, let message = trace.message {
      lines.append("replaying \(trace.system): \(message)")
    }
    guard let (system, outcome) = report.replay else {
      return lines.map { $0 + "\n" }.joined()
    }
    lines += CheckTextRenderer.trace(outcome.run, in: system)
    lines += outcome.mismatches.map { "mismatch: \($0)" }
    if let stopped = outcome.stopped { lines.append("stopped: \(stopped)") }
    lines.append(
      outcome.isFaithful
        ? "replayed \(outcome.run.length) steps as recorded"
        : "the model no longer runs as the trace recorded")
    return lines.map { $0 + "\n" }.joined()
  }
}
