/// The kinds of combined fragment.
public enum FragmentKind: String, Hashable, Sendable, Codable {
  /// Exactly one branch happens.
  case alt
  /// The body happens or not.
  case opt
  /// The body repeats within bounds.
  case loop
  /// The branches interleave.
  case par
  /// `group "label"`: a labelled box with no meaning for the claim; its one branch's
  /// items match as if written without it.
  case group
}
