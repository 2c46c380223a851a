import InterplayRuntime

/// What a case keeps of a step: the actor's input and its answer.
extension ConformanceDerivation {
  /// The actor's input and answer in a step, when it took a notification (and did not
  /// defer it: a deferred notification is taken later, when it is handled).
  func conformanceStep(_ record: StepRecord) -> ConformanceStep? {
    guard case .take(let taker, _, _)? = record.step, taker == actor,
      let taken = record.taken, record.outcome != .deferred
    else { return nil }
    var expected: [StubOutbox.Action] = []
    var reply: RuntimeValue?
    var emission: Set<Int> = []  // receivers of the emission being grouped
    for event in record.events {
      switch event {
      case .delivered(let delivery) where delivery.entry.sender == actor:
        let entry = delivery.entry
        let values = system.payloadValues(entry)
        if entry.isReply {
          reply = values.first
        } else if system.isRequest(entry.gid) {
          emission = []
          expected.append(
            .send(to: system.actorName(delivery.receiver), system.caseShortName(entry.gid), values))
        } else {
          // One emission is delivered to each observer in turn: a receiver seen again
          // starts the next emission.
          let action = StubOutbox.Action.emit(system.caseShortName(entry.gid), values)
          if expected.last != action || emission.contains(delivery.receiver) {
            expected.append(action)
            emission = []
          }
          emission.insert(delivery.receiver)
        }
      case .unobserved(let entry) where entry.sender == actor:
        emission = []
        expected.append(.emit(system.caseShortName(entry.gid), system.payloadValues(entry)))
      default:
        continue
      }
    }
    return ConformanceStep(input: system.stubNotification(taken), expected: expected, reply: reply)
  }
}
