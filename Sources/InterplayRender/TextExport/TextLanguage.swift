/// The text languages a diagram is exported in, for places that draw diagrams from
/// source (a pull request, a wiki).
public enum TextLanguage: String, Hashable, Sendable, CaseIterable {
  /// Mermaid: `sequenceDiagram`, `stateDiagram-v2`, `flowchart`.
  case mermaid
  /// PlantUML: sequence, state and component diagrams.
  case plantuml

  /// The file extension: `mmd` or `puml`.
  public var fileExtension: String {
    switch self {
    case .mermaid: "mmd"
    case .plantuml: "puml"
    }
  }
}

extension Diagram {
  /// The diagram as Mermaid or PlantUML source, made from what it was built from
  /// (``source``); nil for a diagram made from a graph alone. The same diagram gives
  /// the same text every time. Text exports are not simplified by the size guard.
  public func text(_ language: TextLanguage) -> String? {
    switch (source, language) {
    case (nil, _): nil
    case (.topology(let topology)?, .mermaid): MermaidTopology(topology).text
    case (.topology(let topology)?, .plantuml): PlantUMLTopology(topology).text
    case (.statechart(let chart)?, .mermaid): MermaidStatechart(chart).text
    case (.statechart(let chart)?, .plantuml): PlantUMLStatechart(chart).text
    case (.sequence(let sequence)?, .mermaid): MermaidSequence(sequence).text
    case (.sequence(let sequence)?, .plantuml): PlantUMLSequence(sequence).text
    }
  }

  /// The Mermaid source (``text(_:)``).
  public var mermaid: String? { text(.mermaid) }

  /// The PlantUML source (``text(_:)``).
  public var plantUML: String? { text(.plantuml) }
}
