/// How far ``ModelPipeline/load(paths:options:)`` takes the models; each stage runs every
/// stage before it.
///
/// `interplay lint` stops after ``lint`` (its `--parse-only` and `--no-rules` earlier), as
/// do the language server, `render` and the `export` of diagrams; `check`, `run`, `gen`,
/// `export scxml` and the report go on to ``compile``.
public enum PipelineStage: Int, Sendable, Hashable, CaseIterable, Comparable {
  /// Read the files and the files they import, and parse them (no configuration is read).
  case parse
  /// Read each system's configuration, and resolve its names and types.
  case resolve
  /// Run the lint rules in force on each system that resolved without errors.
  case lint
  /// Compile each system without input errors.
  case compile

  /// Whether `left` comes before `right` in the pipeline.
  public static func < (left: PipelineStage, right: PipelineStage) -> Bool {
    left.rawValue < right.rawValue
  }
}
