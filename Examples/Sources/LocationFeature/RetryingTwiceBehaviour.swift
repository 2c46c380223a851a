/// ``LocationBehaviour`` with a deliberate bug: it asks the service again twice before
/// giving up, where the model asks once. Kept so a test can show that the conformance
/// cases `interplay gen tests` derives catch it.
public struct RetryingTwiceBehaviour: LocationButton.Behaviour {
  private var base = LocationBehaviour(retries: 2)

  /// Creates the faulty coordinator.
  public init() {}

  /// As ``LocationBehaviour``.
  public mutating func observe(
    _ event: LocationButton.PresentationEvent, outbox: inout LocationButton.BehaviourOutbox
  ) async {
    await base.observe(event, outbox: &outbox)
  }

  /// As ``LocationBehaviour``, but with one retry too many.
  public mutating func observe(
    _ event: LocationButton.ServiceEvent, outbox: inout LocationButton.BehaviourOutbox
  ) async {
    await base.observe(event, outbox: &outbox)
  }
}
