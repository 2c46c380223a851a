import InterplayModel

/// Colours, fonts and sizes shared by every diagram, so they look like one family.
enum DiagramTheme {
  /// The font family list (Graphviz passes it to Pango; browsers read it from the SVG).
  static let font = "Helvetica,Arial,sans-serif"
  /// Body text size in points.
  static let fontSize = 11.0
  /// Small text (stereotypes, compartments, edge labels).
  static let smallFontSize = 9.5
  /// Small text in HTML-like labels, which take whole points (``HTMLLabel/font(size:color:)``).
  static let smallHTMLFontSize = 9

  /// Text colour.
  static let ink = "#202124"
  /// Secondary text (stereotypes, notes on stubs).
  static let mutedInk = "#5F6368"
  /// Lines that are scaffolding (lifelines, cluster borders).
  static let rule = "#9AA0A6"

  /// Request edges and messages.
  static let request = "#1A5FB4"
  /// Event edges and messages.
  static let event = "#8E3DAE"
  /// Highlighted findings and violating steps.
  static let alert = "#C5221F"
  /// The fill behind a highlighted element.
  static let alertFill = "#FCE8E6"

  /// Statechart states.
  static let stateFill = "#FFF9E6"
  /// Statechart state borders.
  static let stateBorder = "#B08A2E"
  /// Compound state clusters.
  static let compoundFill = "#FFFDF5"
  /// Notes.
  static let noteFill = "#FFFBD6"
  /// Scope clusters and activation bars.
  static let scopeFill = "#F1F3F4"
  /// Data models (Quantwm) and the edges of their writes and registrations: teal, apart
  /// from the blue of requests and the purple of events.
  static let dataFill = "#E0F2F1"
  /// Data model borders, writes and registrations.
  static let dataBorder = "#00796B"

  /// The fill and border colour of an actor with a role.
  static func colors(of role: ActorRole) -> (fill: String, border: String) {
    switch role {
    case .behaviour: ("#E8F0FE", "#1A5FB4")
    case .service: ("#E6F4EA", "#1E8E3E")
    case .presentation: ("#FEF3E0", "#C26401")
    case .actor: ("#F1F3F4", "#5F6368")
    }
  }

  /// `«behaviour»`
  static func stereotype(_ role: ActorRole) -> String { "«" + role.rawValue + "»" }

  /// Graph attributes every diagram starts from.
  static func graphAttributes() -> DOTAttributes {
    [
      "fontname": .text(font), "fontsize": .number(fontSize), "fontcolor": .text(ink),
      "bgcolor": "white", "pad": "0.3",
    ]
  }

  /// Node defaults every diagram starts from; `\N` keeps Graphviz's own default label.
  static func nodeDefaults() -> DOTAttributes {
    [
      "fontname": .text(font), "fontsize": .number(fontSize), "fontcolor": .text(ink),
      "color": .text(ink), "label": .escString("\\N"),
    ]
  }

  /// Edge defaults every diagram starts from.
  static func edgeDefaults() -> DOTAttributes {
    [
      "fontname": .text(font), "fontsize": .number(smallFontSize), "fontcolor": .text(ink),
      "color": .text(ink), "arrowsize": "0.7",
    ]
  }
}
