/// The notification class of a registration: when it is notified, and what it may do.
public enum RegistrationKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// Priority-ordered, notified first.
  case hard
  /// Ordered by computed level, at most once per event loop.
  case smart
  /// Notified last, writes nothing.
  case recurring
}
