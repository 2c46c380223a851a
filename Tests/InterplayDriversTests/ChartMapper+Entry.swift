import InterplayModel
import Testing

/// Default entries and joins through the round trip: a written initial transition with
/// one direct child and no actions comes back as that child marked `initial`, a history
/// without a default as one with its parent's default entry, and a join as a transition
/// whose condition starts with `In()` of each source.
extension ChartMapper {
  /// What a compound state enters by default: its written initial transition's targets,
  /// else its initial child.
  static func entry(_ state: State) -> [TransitionTarget] {
    if let written = state.initialTransition { return written.targets }
    return (state.initial ?? state.children.first).map { [.state($0)] } ?? []
  }

  /// What the chart enters first.
  static func entry(of chart: Statechart) -> [TransitionTarget] {
    if let written = chart.initialTransition { return written.targets }
    return (chart.initial ?? chart.roots.first).map { [.state($0)] } ?? []
  }

  /// Where a history goes while nothing is remembered: its default, else its parent's
  /// default entry.
  static func defaultTargets(_ history: History, _ chart: Statechart) -> [TransitionTarget] {
    history.defaultTarget.map { [.state($0)] } ?? entry(chart[history.parent])
  }

  /// An imported initial transition with its actions in the original's terms.
  func initialTransition(_ written: InitialTransition?) throws -> InitialTransition? {
    guard var written else { return nil }
    written.actions = try actions(written.actions)
    return written
  }

  /// A join's sources and guard from the condition export wrote,
  /// `In('A') && (In('B') && guard)`.
  static func joinSources(_ condition: ResolvedExpr?, count: Int) throws -> (
    [StateID], ResolvedExpr?
  ) {
    var sources: [StateID] = []
    var rest = condition
    while sources.count < count, let expr = rest {
      if case .binary(.and, let left, let right) = expr.kind,
        case .inState(_, let state) = left.kind
      {
        (sources, rest) = (sources + [state], right)
      } else if case .inState(_, let state) = expr.kind, sources.count == count - 1 {
        (sources, rest) = (sources + [state], nil)
      } else {
        break
      }
    }
    try #require(sources.count == count, "a join's sources in \(String(describing: condition))")
    return (sources, rest)
  }
}
