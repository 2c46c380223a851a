/// The kind of a state.
public enum StateKind: String, Hashable, Sendable, Codable {
  /// A simple or compound state (`state`, or `region` inside a parallel state).
  case normal
  /// `final state`: completes its parent.
  case final
  /// `parallel state`: its children are orthogonal regions, all active at once.
  case parallel
}
