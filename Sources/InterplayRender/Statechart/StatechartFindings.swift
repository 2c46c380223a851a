import InterplayDiagnostics
import InterplayModel

/// Lint findings placed on one actor's statechart: the transition or the innermost
/// state each points at (by its primary range). Notes are skipped; findings elsewhere
/// are left out.
public struct StatechartFindings: Hashable, Sendable {
  /// A transition: its source state and its index among the source's transitions.
  public struct TransitionKey: Hashable, Sendable {
    /// The state declaring the transition.
    public var state: StateID
    /// The index in that state's ``State/transitions``.
    public var index: Int

    /// Creates a key.
    public init(state: StateID, index: Int) {
      self.state = state
      self.index = index
    }
  }

  /// Messages of the findings on each state, in input order.
  public var states: [StateID: [String]] = [:]
  /// Messages of the findings on each transition, in input order.
  public var transitions: [TransitionKey: [String]] = [:]

  /// No findings.
  public init() {}

  /// Places `diagnostics` on the statechart of `actor` in `model`.
  public init(_ diagnostics: [Diagnostic], actor: ActorID, in model: Model) {
    guard let chart = model[actor].chart else { return }
    for diagnostic in diagnostics where diagnostic.severity >= .warning {
      let range = diagnostic.range
      let text = diagnostic.message + " [" + diagnostic.id.rawValue + "]"
      func contains(_ outer: SourceRange) -> Bool {
        outer.file == range.file && outer.start <= range.start && range.end <= outer.end
      }
      // States are listed parents first, so the last one containing it is innermost.
      guard let state = chart.states.last(where: { contains($0.range) }) else { continue }
      if let index = state.transitions.firstIndex(where: { contains($0.range) }) {
        transitions[TransitionKey(state: state.id, index: index), default: []].append(text)
      } else {
        states[state.id, default: []].append(text)
      }
    }
  }

  /// The messages on the transition at `index` of `state`, if any.
  func messages(_ state: StateID, _ index: Int) -> [String]? {
    transitions[TransitionKey(state: state, index: index)]
  }
}
