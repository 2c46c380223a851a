/// The role of an actor, as in BSP.
public enum ActorRole: String, Hashable, Sendable, CaseIterable, Codable {
  /// A plain actor.
  case actor
  /// Coordinates the others (workflow).
  case behaviour
  /// A thin interface to an OS or backend service.
  case service
  /// Owns views and view models.
  case presentation
}
