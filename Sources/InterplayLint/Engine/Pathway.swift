import InterplayDiagnostics
import InterplayModel

/// One declared pathway: an actor `observes` an event notifier or `requests` a request
/// notifier. The pathways are the model's topology; topology rules check them.
public struct Pathway: Hashable, Sendable {
  /// Which declaration the pathway comes from.
  public enum Kind: String, Hashable, Sendable {
    /// `observes Owner.event`
    case observes
    /// `requests Owner.request`
    case requests
  }

  /// The observing or requesting actor.
  public var actor: ActorID
  /// The notifier observed or requested.
  public var notifier: NotifierID
  /// The notifier's owner.
  public var owner: ActorID
  /// `observes` or `requests`.
  public var kind: Kind
  /// Where the notifier is named in the declaration (the actor's name when not found).
  public var range: SourceRange

  /// Creates a pathway.
  public init(
    actor: ActorID, notifier: NotifierID, owner: ActorID, kind: Kind, range: SourceRange
  ) {
    self.actor = actor
    self.notifier = notifier
    self.owner = owner
    self.kind = kind
    self.range = range
  }
}

/// A `send` or `emit` action of a statechart.
public struct NotificationSite: Hashable, Sendable {
  /// The actor whose statechart holds the action.
  public var actor: ActorID
  /// The notification sent or emitted.
  public var notification: NotificationRef
  /// The action.
  public var range: SourceRange

  /// Creates a site.
  public init(actor: ActorID, notification: NotificationRef, range: SourceRange) {
    self.actor = actor
    self.notification = notification
    self.range = range
  }
}

/// Whether a variable or property is read and whether it is written anywhere in the model.
public struct Use: Hashable, Sendable {
  /// Read by an expression, a guard, an invariant, a property or a registration.
  public var isRead = false
  /// Assigned by an action.
  public var isWritten = false

  /// Creates a use record.
  public init(isRead: Bool = false, isWritten: Bool = false) {
    self.isRead = isRead
    self.isWritten = isWritten
  }
}
