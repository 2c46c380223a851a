/// The side keyword of a side note: `note left of A` or `note right of A`; the resolved
/// model's is `NoteSide`.
public enum NoteSideKeyword: String, Hashable, Sendable, Codable {
  /// `note left of A: "text"`: the note stands left of the lifeline.
  case left
  /// `note right of A: "text"`: the note stands right of the lifeline.
  case right
}
