import ArgumentParser
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplayModel
import InterplayPipeline
import InterplayRender
import InterplayReport

/// `interplay render PATH... --kind K --format F --output DIR`: draw models with Graphviz, or
/// export them as Mermaid or PlantUML source.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw topology, statechart and sequence diagrams (Graphviz, in-process).",
    discussion: """
      Writes one file per diagram into the output folder, each atomically: \
      <Model>-topology, <Model>-statechart-<Actor> and <Model>-sequence-<Sequence>, \
      names reduced to letters, digits, '-', '_' and '.'. Lint findings are printed and \
      drawn red on the topology where they point at an actor, a pathway or a scope; \
      models with parse or name errors are not drawn (exit 65); a diagram that cannot \
      be written (read-only folder, full disk) is exit 73. \
      Big graphs are simplified so no render takes more than a few seconds: above 120 \
      nodes or 160 labelled edges, edge labels are placed after layout and crossing \
      minimisation is bounded; above 300 nodes or 400 labelled edges the graph is drawn \
      with sfdp, without clusters (see docs/Rendering.md). --format mermaid and \
      --format plantuml write the diagrams as Mermaid (.mmd) or PlantUML (.puml) source, \
      for pull requests and wikis that draw them. Sequence diagrams are laid out with \
      text measured by Graphviz's own text layout, in the font it draws with; \
      --text-metrics table measures with a fixed Helvetica table instead, for DOT that \
      is the same on every machine. --detail overview draws big topologies compactly: \
      each scope one node, the pathways between two nodes one edge.
      """)

  /// Which diagrams to draw.
  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case topology, statechart, sequence, all

    /// The diagram kinds drawn.
    var diagramKinds: Set<Diagram.Kind> {
      switch self {
      case .all: Set(Diagram.Kind.allCases)
      case .topology: [.topology]
      case .statechart: [.statechart]
      case .sequence: [.sequence]
      }
    }
  }

  @OptionGroup var input: InputOptions

  @Option(help: "Diagrams to draw: topology, statechart, sequence or all.")
  var kind: Kind = .all

  @Option(
    help: """
      File format: svg, png, dot (the DOT text that would be rendered), mermaid (.mmd) or \
      plantuml (.puml).
      """)
  var format: DiagramWriter.Format = .svg

  @Option(
    help: """
      How sequence diagrams measure text: engine (Graphviz's text layout, with the fonts \
      of this machine) or table (Helvetica's widths, the same everywhere).
      """)
  var textMetrics: TextMetrics.Source = .engine

  @Option(
    help: """
      How much the topology shows: full (every actor and pathway, with the cases on it) \
      or overview (each scope one node, the pathways between two nodes one edge naming \
      their notifiers), for big models.
      """)
  var detail: TopologyDiagram.Detail = .full

  @Option(name: .shortAndLong, help: "Folder to write the diagrams into (created if missing).")
  var output: String = "."

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var watching: WatchOptions

  func run() throws {
    try watching.run(paths: input.paths) { try runOnce() }
  }

  private func runOnce() throws {
    SignalHandling.install(searches: false)
    let report = RenderDriver.render(
      paths: input.paths, options: configuration.pipeline(maxFileSize: input.maxFileSize),
      kinds: kind.diagramKinds, format: format, textMetrics: TextMetrics(textMetrics),
      topologyDetail: detail, to: output)
    let pipeline = report.diagrams.pipeline
    let shown = pipeline.diagnostics.filter { $0.severity >= .warning }
    FileOutput.standardError.write(
      DiagnosticOutput.render(shown, sources: pipeline.sources, format: .text))
    guard let written = report.written else {
      FileOutput.standardError.write("error: nothing drawn: fix the input errors first\n")
      throw ExitCode(report.status.rawValue)
    }
    for file in written.written {
      print(file.path)
      if let note = file.note { FileOutput.standardError.write("note: \(file.path): \(note)\n") }
      for warning in file.warnings {
        FileOutput.standardError.write("warning: \(file.path): graphviz: \(warning)\n")
      }
    }
    // A diagram past Graphviz's limits is an input error at what it draws; any other
    // failure is reported by path.
    let limits = written.failures.compactMap(\.diagnostic)
    FileOutput.standardError.write(
      DiagnosticOutput.render(limits, sources: pipeline.sources, format: .text))
    for failure in written.failures where failure.diagnostic == nil {
      FileOutput.standardError.write("error: \(failure)\n")
    }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}

extension DiagramWriter.Format: ExpressibleByArgument {}

extension TextMetrics.Source: ExpressibleByArgument {}

extension TopologyDiagram.Detail: ExpressibleByArgument {}
