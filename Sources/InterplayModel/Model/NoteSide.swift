/// The side of a lifeline a note stands on: `note left of A` or `note right of A`.
public enum NoteSide: String, Hashable, Sendable, Codable {
  /// `note left of A: "text"`: the note stands left of the lifeline.
  case left
  /// `note right of A: "text"`: the note stands right of the lifeline.
  case right
}
