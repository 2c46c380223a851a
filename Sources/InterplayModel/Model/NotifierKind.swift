/// Whether a notifier carries requests to its owner or events from it.
public enum NotifierKind: String, Hashable, Sendable, Codable {
  /// Many senders, one handler: the owner.
  case request
  /// One emitter, the owner; many observers.
  case event
}

/// How a notifier queues notifications at a receiver.
public enum DeliveryPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every notification is queued in order.
  case fifo
  /// A notification equal to one already pending is not queued again.
  case coalesce
  /// A new notification replaces the pending one of the same case.
  case latest
}
