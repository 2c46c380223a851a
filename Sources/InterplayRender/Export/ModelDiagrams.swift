import InterplayDiagnostics
import InterplayModel

/// Every diagram of a model, named and ready to render.
public enum ModelDiagrams {
  /// The diagrams of `model` of the given kinds: the topology (with `findings`
  /// highlighted, see ``TopologyFindings``), one statechart per actor that has one (with
  /// the findings on its states and transitions, see ``StatechartFindings``),
  /// one diagram per authored sequence. In that order, each group in document order,
  /// with unique file stems. Sequence diagrams measure text with `textMetrics`; the
  /// topology is drawn at `topologyDetail`.
  public static func diagrams(
    for model: Model, kinds: Set<Diagram.Kind> = Set(Diagram.Kind.allCases),
    findings: [Diagnostic] = [], textMetrics: TextMetrics = .engine,
    topologyDetail: TopologyDiagram.Detail = .full
  ) -> [Diagram] {
    var diagrams: [Diagram] = []
    if kinds.contains(.topology) {
      let topology = TopologyDiagram(
        model: model, findings: TopologyFindings(findings, in: model), detail: topologyDetail)
      diagrams.append(
        Diagram(
          kind: .topology, subject: model.name,
          fileStem: FileNames.stem(model: model.name, kind: .topology, subject: nil),
          graph: topology.graph, engine: .dot, source: .topology(topology),
          range: model.actors.first?.range))
    }
    if kinds.contains(.statechart) {
      for actor in model.actors where actor.chart != nil {
        let chart = StatechartDiagram(
          model: model, actor: actor.id,
          findings: StatechartFindings(findings, actor: actor.id, in: model))
        diagrams.append(
          Diagram(
            kind: .statechart, subject: actor.path,
            fileStem: FileNames.stem(model: model.name, kind: .statechart, subject: actor.path),
            graph: chart.graph, engine: .dot, source: .statechart(chart), range: actor.range))
      }
    }
    if kinds.contains(.sequence) {
      for sequence in model.sequences {
        var diagram = sequenceDiagram(
          SequenceDiagram(sequence, in: model), model: model.name, subject: sequence.name,
          textMetrics: textMetrics)
        diagram.range = sequence.range
        diagrams.append(diagram)
      }
    }
    let stems = FileNames.unique(diagrams.map(\.fileStem))
    for index in diagrams.indices { diagrams[index].fileStem = stems[index] }
    return diagrams
  }

  /// A sequence diagram (authored, a trace or a counterexample) of the model named
  /// `model`, laid out and pinned: what `check --render` and `run --render` write. Its
  /// file stem is `Model-label-Title` (`label` defaults to `sequence`; use `run` or
  /// `counterexample` so drawings of runs do not replace the authored ones); `Title` is
  /// `subject` when given (an authored sequence's name, whatever title it shows), else the
  /// diagram's title. Text is measured with `textMetrics`.
  public static func sequenceDiagram(
    _ diagram: SequenceDiagram, model: String, label: String = "sequence",
    subject: String? = nil, textMetrics: TextMetrics = .engine
  ) -> Diagram {
    let subject = subject ?? diagram.title
    let stem = [model, label, subject].map(FileNames.sanitise).joined(separator: "-")
    return Diagram(
      kind: .sequence, subject: subject, fileStem: stem,
      graph: SequenceLayout(diagram, textMetrics: textMetrics).graph, engine: .nop2,
      source: .sequence(diagram))
  }
}
