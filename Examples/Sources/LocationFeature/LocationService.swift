/// The app's location service, as the model's `Service` actor sees it: it answers
/// `locate` with `located(place)` from a list of fixes, or `failed` when it has none left.
///
/// It conforms to the protocol `interplay gen swift` generated from `LocationButton.ipl`
/// (the build-tool plugin regenerates it on every build), so a case the model does not
/// have does not compile.
public struct LocationService: LocationButton.Service {
  /// The fixes still to report, first first.
  public var fixes: [LocationButton.Place]

  /// Creates a service that reports `fixes` in order, then fails.
  public init(fixes: [LocationButton.Place]) { self.fixes = fixes }

  /// Answers `locate` with the next fix, or `failed`.
  public mutating func locate(outbox: inout LocationButton.ServiceOutbox) async {
    outbox.emit(fixes.isEmpty ? .failed : .located(place: fixes.removeFirst()))
  }
}
