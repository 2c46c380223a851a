import InterplayCheck
import InterplayDrivers
import InterplayPipeline
import InterplayRender

/// Settings of one HTML report: how models are read and checked, how text is measured.
public struct ReportOptions: Sendable {
  /// How models are read (configuration, exclusions, size bound).
  public var pipeline: PipelineOptions
  /// How each system is searched; coverage is always reported (the heat map needs it).
  public var check: CheckOptions
  /// How sequence diagrams measure text.
  public var textMetrics: TextMetrics

  /// Creates options.
  public init(
    pipeline: PipelineOptions = PipelineOptions(), check: CheckOptions = CheckOptions(),
    textMetrics: TextMetrics = .engine
  ) {
    self.pipeline = pipeline
    self.check = check
    self.textMetrics = textMetrics
  }
}
