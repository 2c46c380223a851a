/// What a property's pattern or scope waits for: the first of its terms to happen.
public struct EventPattern: Hashable, Sendable {
  /// The alternatives (`A.x or B.y`), at least one.
  public var terms: [EventTerm]

  /// Creates an event pattern.
  public init(_ terms: [EventTerm]) { self.terms = terms }

  /// A pattern of one term: the notification sent, with any payload.
  public init(sent notification: NotificationRef) {
    self.init([EventTerm(notification: notification)])
  }
}

/// One notification a property names, and the moment that counts: its send, or its
/// taking by one actor.
public struct EventTerm: Hashable, Sendable {
  /// The notification case (for a reply: the request case answered).
  public var notification: NotificationRef
  /// Whether the term is about the reply to ``notification``.
  public var isReply: Bool
  /// The actor that takes it (`Taker takes ...`); nil when the send is what counts.
  public var taker: ActorID?
  /// The payload that must match (the reply value for a reply); empty when
  /// ``matchesAnyPayload``.
  public var arguments: [ResolvedExpr]
  /// Whether any payload matches (no arguments were written).
  public var matchesAnyPayload: Bool

  /// Creates a term.
  public init(
    notification: NotificationRef, isReply: Bool = false, taker: ActorID? = nil,
    arguments: [ResolvedExpr] = [], matchesAnyPayload: Bool = true
  ) {
    self.notification = notification
    self.isReply = isReply
    self.taker = taker
    self.arguments = arguments
    self.matchesAnyPayload = matchesAnyPayload
  }
}
