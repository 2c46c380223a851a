/// The app's coordinator, implementing the model's modelled `Behaviour` actor in Swift:
/// a tap asks the service; a fix is presented; a failure asks once more, and a second
/// failure shows an error. `interplay gen tests` derives the conformance cases
/// (`LocationButton.behaviourConformance`) that check it does what the model does.
public struct LocationBehaviour: LocationButton.Behaviour {
  /// How often a failed request is asked again before giving up (the model: once).
  let retries: Int
  private var locating = false
  private var failures = 0

  /// Creates a coordinator at rest.
  public init() { retries = 1 }

  /// A coordinator that asks again `retries` times: more than once is the deliberate bug
  /// of ``RetryingTwiceBehaviour``.
  init(retries: Int) { self.retries = retries }

  /// Starts locating on a tap, unless it already is.
  public mutating func observe(
    _ event: LocationButton.PresentationEvent, outbox: inout LocationButton.BehaviourOutbox
  ) async {
    guard case .showLocationRequested = event, !locating else { return }
    locating = true
    failures = 0
    outbox.send(LocationButton.ServiceRequest.locate)
  }

  /// Presents a fix; asks again after a failure, or shows an error.
  public mutating func observe(
    _ event: LocationButton.ServiceEvent, outbox: inout LocationButton.BehaviourOutbox
  ) async {
    guard locating else { return }
    switch event {
    case .located(let place):
      locating = false
      outbox.send(LocationButton.PresentationRequest.present(place: place))
    case .failed where failures < retries:
      failures += 1
      outbox.send(LocationButton.ServiceRequest.locate)
    case .failed:
      locating = false
      outbox.send(LocationButton.PresentationRequest.showError)
    }
  }
}
