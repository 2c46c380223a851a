import InterplayDiagnostics

/// One drawing ready to render: its DOT graph, the engine that lays it out, the file
/// name it is written under, and what it was built from (for the text exports).
public struct Diagram: Hashable, Sendable {
  /// The kinds of diagram.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Actors and pathways.
    case topology
    /// One actor's statechart.
    case statechart
    /// One sequence, trace or counterexample.
    case sequence

    /// Orders kinds as listed.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// What it shows.
  public var kind: Kind
  /// The element drawn: the model name (topology), the actor path or the sequence name.
  public var subject: String
  /// The file name without extension: `Model-kind[-Subject]`, sanitised (``FileNames``).
  public var fileStem: String
  /// The graph.
  public var graph: DOTGraph
  /// The layout engine the graph is meant for.
  public var engine: LayoutEngine
  /// What the graph was built from; the Mermaid and PlantUML exports are made from it
  /// (``text(_:)``). Nil for a diagram made from a graph alone.
  public var source: Source?
  /// The declaration drawn (the actor of a statechart, the sequence, the first actor of
  /// a topology), where a problem drawing it is reported; nil when there is none.
  public var range: SourceRange?

  /// What a diagram is built from.
  public enum Source: Hashable, Sendable {
    /// A topology.
    case topology(TopologyDiagram)
    /// A statechart.
    case statechart(StatechartDiagram)
    /// A sequence, trace or counterexample.
    case sequence(SequenceDiagram)
  }

  /// Creates a diagram.
  public init(
    kind: Kind, subject: String, fileStem: String, graph: DOTGraph, engine: LayoutEngine,
    source: Source? = nil, range: SourceRange? = nil
  ) {
    self.kind = kind
    self.subject = subject
    self.fileStem = fileStem
    self.graph = graph
    self.engine = engine
    self.source = source
    self.range = range
  }

  /// The graph and engine after the size guard (``LayoutPolicy``): what is rendered.
  public var planned: LayoutPolicy.Plan { LayoutPolicy.plan(graph, engine: engine) }

  /// The DOT text that is rendered (after the size guard).
  public var dot: String { DOTWriter.write(planned.graph) }

  /// Renders the diagram in-process.
  public func render(_ format: ImageFormat) throws(GraphvizError) -> GraphvizRenderer.Output {
    let plan = planned
    return try GraphvizRenderer.render(
      dot: DOTWriter.write(plan.graph), engine: plan.engine, format: format)
  }
}
