import InterplayRuntime

/// The app's location service, as the model's `Service` actor sees it: it answers
/// `locate` with `located(place)` from a list of fixes, or `failed` when it has none left.
public struct LocationService: StubActor {
  /// The fixes still to report, first first.
  public var fixes: [String]

  /// Creates a service that reports `fixes` in order, then fails.
  public init(fixes: [String]) { self.fixes = fixes }

  /// Answers `locate`; ignores anything else.
  public mutating func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {
    guard notification.name == "locate" else { return }
    if fixes.isEmpty {
      outbox.emit("failed")
    } else {
      outbox.emit("located", .enumCase(fixes.removeFirst(), []))
    }
  }
}
