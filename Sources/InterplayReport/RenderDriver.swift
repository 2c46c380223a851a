import InterplayDiagnostics
import InterplayPipeline
import InterplayRender

/// `interplay render` and `interplay export mermaid|plantuml`: the models read through the
/// pipeline up to the lint rules, their diagrams built with the lint findings drawn red,
/// and, for `render`, written.
///
/// Here rather than in InterplayDrivers because drawing needs Graphviz, which the drivers
/// of the build plugin's tool (`interplay-gen`) must build without.
public enum RenderDriver {
  /// The diagrams of the models under some paths.
  public struct Diagrams: Sendable {
    /// What the pipeline found: every diagnostic, and the status they call for.
    public var pipeline: PipelineResult
    /// Each system's diagrams in load order, each with a file stem of its own; nil when a
    /// model has input errors (parse or name errors), which no diagram could show
    /// faithfully. Lint findings, errors included, are drawn.
    public var diagrams: [Diagram]?
  }

  /// What `interplay render` did.
  public struct Report: Sendable {
    /// The diagrams, and the pipeline's diagnostics.
    public var diagrams: Diagrams
    /// The files written and the diagrams that failed; nil when nothing was drawn.
    public var written: DiagramWriter.Report?

    /// 65 when nothing was drawn for input errors; else the most severe of the writes'
    /// failures (`DiagramWriter.status(of:)`) and the pipeline's status: lint findings
    /// fail `render` as they fail `lint`, the drawing still written.
    public var status: ExitStatus {
      guard let written else { return diagrams.pipeline.status.combined(with: .inputError) }
      return (DiagramWriter.status(of: written) ?? .clean)
        .combined(with: diagrams.pipeline.status)
    }
  }

  /// The diagrams of `kinds` for every system under `paths`.
  public static func diagrams(
    paths: [String], options: PipelineOptions = PipelineOptions(),
    kinds: Set<Diagram.Kind> = Set(Diagram.Kind.allCases), textMetrics: TextMetrics = .engine,
    topologyDetail: TopologyDiagram.Detail = .full
  ) -> Diagrams {
    let pipeline = ModelPipeline.load(paths: paths, options: options.stopping(after: .lint))
    guard !pipeline.diagnostics.contains(where: \.isInputError) else {
      return Diagrams(pipeline: pipeline, diagrams: nil)
    }
    var diagrams = pipeline.models.flatMap {
      ModelDiagrams.diagrams(
        for: $0, kinds: kinds, findings: pipeline.diagnostics, textMetrics: textMetrics,
        topologyDetail: topologyDetail)
    }
    let stems = FileNames.unique(diagrams.map(\.fileStem))
    for index in diagrams.indices { diagrams[index].fileStem = stems[index] }
    return Diagrams(pipeline: pipeline, diagrams: diagrams)
  }

  /// Draws the diagrams of `kinds` for every system under `paths` into `folder` (created
  /// if missing), one file per diagram, each written atomically.
  public static func render(
    paths: [String], options: PipelineOptions = PipelineOptions(),
    kinds: Set<Diagram.Kind> = Set(Diagram.Kind.allCases), format: DiagramWriter.Format = .svg,
    textMetrics: TextMetrics = .engine, topologyDetail: TopologyDiagram.Detail = .full,
    to folder: String
  ) -> Report {
    let built = diagrams(
      paths: paths, options: options, kinds: kinds, textMetrics: textMetrics,
      topologyDetail: topologyDetail)
    let written = built.diagrams.map { DiagramWriter.write($0, format: format, to: folder) }
    return Report(diagrams: built, written: written)
  }
}
