import InterplayDiagnostics
import InterplayLint
import InterplayModel
import InterplayPipeline

/// `interplay lint`: the pipeline up to the lint rules (or an earlier stage), and the text
/// the command prints.
public enum LintDriver {
  /// What to print, and how.
  public struct Output: Sendable {
    /// The format of the diagnostics.
    public var format: DiagnosticFormat
    /// Whether text diagnostics show the source line with a caret.
    public var annotated: Bool
    /// Whether to print each resolved model after the diagnostics (`--dump-model`).
    public var dumpsModels: Bool

    /// Creates output settings; the defaults match the command line's.
    public init(
      format: DiagnosticFormat = .text, annotated: Bool = false, dumpsModels: Bool = false
    ) {
      self.format = format
      self.annotated = annotated
      self.dumpsModels = dumpsModels
    }
  }

  /// What a lint found, and its text.
  public struct Report: Sendable {
    /// What the pipeline found.
    public var result: PipelineResult
    /// The diagnostics in the format asked for, then each model dumped when asked.
    public var text: String

    /// 65 for malformed input or configuration, 1 for findings that fail the run, else 0.
    public var status: ExitStatus { result.status }
  }

  /// Lints the files and folders named by `paths`; `options.lastStage` beyond `lint` is
  /// taken as `lint` (linting compiles nothing).
  public static func lint(
    paths: [String], options: PipelineOptions = .linting, output: Output = Output()
  ) -> Report {
    let result = ModelPipeline.load(
      paths: paths, options: options.stopping(after: min(options.lastStage, .lint)))
    var text = DiagnosticOutput.render(
      result.diagnostics, sources: result.sources, format: output.format,
      annotated: output.annotated, warningsAsErrors: result.warningsAsErrors)
    if output.dumpsModels {
      for model in result.models { text += ModelDump.text(of: model) }
    }
    return Report(result: result, text: text)
  }
}
