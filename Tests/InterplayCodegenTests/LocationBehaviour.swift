import InterplayRuntime

/// The location button's `Behaviour` written by hand against the untyped stub API, as
/// the Examples package writes it against the generated protocol: `retries` is how
/// often it asks again after a failure (the model asks once; 2 is the bug).
struct LocationBehaviour: StubActor {
  var retries = 1
  var locating = false
  var attempts = 0

  mutating func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {
    switch notification.qualifiedName {
    case "Presentation.showLocationRequested" where !locating:
      locating = true
      attempts = 1
      outbox.send(to: "Service", "locate")
    case "Service.located" where locating:
      locating = false
      attempts = 0
      outbox.send(to: "Presentation", "present", notification.arguments[0])
    case "Service.failed" where locating && attempts <= retries:
      attempts += 1
      outbox.send(to: "Service", "locate")
    case "Service.failed" where locating:
      locating = false
      attempts = 0
      outbox.send(to: "Presentation", "showError")
    default:
      break
    }
  }
}
