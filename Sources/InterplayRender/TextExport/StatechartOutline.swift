import InterplayModel

/// What the text exports of a statechart draw, taken from ``StatechartDiagram``: the
/// title, each state's compartment lines and each transition's label, so the Mermaid
/// and PlantUML drawings say what the SVG says.
struct StatechartOutline {
  /// One transition with a target.
  struct Edge {
    /// The source state.
    var source: StateID
    /// The target.
    var target: TransitionTarget
    /// `trigger [guard]`, then `/ action` lines, as on the SVG's edge.
    var lines: [String]
    /// A local transition (`internal -> Target`): dashed on the SVG.
    var isLocal: Bool
    /// Whether a finding points at it: red on the SVG.
    var isFlagged: Bool
  }

  /// The diagram the outline is taken from.
  let diagram: StatechartDiagram

  init(_ diagram: StatechartDiagram) { self.diagram = diagram }

  var chart: Statechart { diagram.chart }

  /// `«role» Path statechart`
  var title: String {
    let actor = diagram.model[diagram.actor]
    return DiagramTheme.stereotype(actor.role) + " " + actor.path + " statechart"
  }

  /// The compartment lines of a state (entry, exit, internal transitions, defer, ignore).
  func lines(of state: StateID) -> [String] {
    diagram.compartmentLines(chart[state]).map(\.text)
  }

  /// Whether a finding points at the state (a red border on the SVG).
  func isFlagged(_ state: StateID) -> Bool { diagram.findings.states[state] != nil }

  /// The state's name; a parallel state's ends with `||`, as on the SVG.
  func name(of state: StateID) -> String {
    chart[state].kind == .parallel ? chart[state].name + " ||" : chart[state].name
  }

  /// Every transition with a target, by source state in document order.
  var edges: [Edge] {
    chart.states.flatMap { state in
      state.transitions.enumerated().compactMap { index, transition -> Edge? in
        guard let target = transition.target,
          !StatechartDiagram.continuesDeclaration(state, index)
        else { return nil }
        var text = ModelText(model: diagram.model, actor: diagram.actor)
        text.bindings = StatechartDiagram.bindings(of: transition.trigger)
        return Edge(
          source: state.id, target: target,
          lines: diagram.transitionText(
            transition, text: text,
            declaration: StatechartDiagram.declaration(state, from: index)),
          isLocal: transition.isInternal,
          isFlagged: diagram.findings.messages(state.id, index) != nil)
      }
    }
  }

  /// The innermost compound state that holds both ends of a transition (nil for the
  /// top level): where PlantUML needs the transition written to keep both ends in their
  /// composites.
  func container(of edge: Edge) -> StateID? {
    let target: StateID? =
      switch edge.target {
      case .state(let state): chart[state].parent
      case .history(let history): chart.histories[history.rawValue].parent
      case .choice(let choice): chart.choices[choice.rawValue].parent
      }
    return diagram.innermostCommon(chart[edge.source].parent, target)
  }

  /// One branch of a choice or junction: from the pseudostate to its target, labelled
  /// `[guard]` (or `[else]`) over `/ action` lines.
  struct Branch {
    var choice: ChoiceID
    var target: TransitionTarget
    var lines: [String]
  }

  /// Every branch of every choice and junction, in document order.
  var branches: [Branch] {
    chart.choices.flatMap { choice in
      choice.branches.map { branch in
        Branch(
          choice: choice.id, target: branch.target, lines: diagram.branchText(branch))
      }
    }
  }

  /// The container a branch is written in: the innermost state holding both ends.
  func container(of branch: Branch) -> StateID? {
    let target: StateID? =
      switch branch.target {
      case .state(let state): chart[state].parent
      case .history(let history): chart.histories[history.rawValue].parent
      case .choice(let choice): chart.choices[choice.rawValue].parent
      }
    return diagram.innermostCommon(chart.choices[branch.choice.rawValue].parent, target)
  }

  /// The id of a choice or junction in the text: `c<index>`.
  static func id(_ choice: ChoiceID) -> String { "c\(choice.rawValue)" }

  /// The id of any target: a state's, a history's (Mermaid's form) or a choice's.
  static func id(_ target: TransitionTarget) -> String {
    switch target {
    case .state(let state): id(state)
    case .history(let history): id(history)
    case .choice(let choice): id(choice)
    }
  }

  /// The id of a state in the text: `s<index>`.
  static func id(_ state: StateID) -> String { "s\(state.rawValue)" }

  /// The id of a history pseudostate in Mermaid: `h<index>`.
  static func id(_ history: HistoryID) -> String { "h\(history.rawValue)" }
}
