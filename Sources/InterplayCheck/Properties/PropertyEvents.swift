import InterplayModel
import InterplayRuntime

/// The notifications a step sends, as properties see them: one event per `send` of a
/// request and one per `emit` of an event, however many observers the emit reaches.
///
/// An event is its global case id. Replies and data-model registration notifications
/// are not events. An emit shows in a record as one delivery per live observer, in actor
/// order, so consecutive deliveries of the same event case, sender and payload to
/// increasing receivers are one emit; a stub's spontaneous emit is its step. (An emit
/// that reaches no live observer leaves no delivery in the record and is not seen.)
struct PropertyEvents: Sendable {
  /// Per global case id: whether it is a case of an event notifier.
  let isEventCase: [Bool]
  /// The sender the runtime records on registration notifications.
  let dataModelSender: Int

  init(system: CompiledSystem) {
    let model = system.model
    isEventCase = (0..<system.caseCount).map { gid in
      guard let ref = system.notification(ofCase: gid) else { return false }
      return model[ref.notifier].kind == .event
    }
    dataModelSender = system.dataModelSender
  }

  /// Appends the events of a step, in order, to `events` (which is emptied first).
  func collect(_ record: StepRecord, into events: inout [Int]) {
    events.removeAll(keepingCapacity: true)
    if case .stubEmit(_, let gid, _)? = record.step {
      events.append(gid)
      return
    }
    var previous: Delivery?
    for event in record.events {
      if case .unobserved(let entry) = event {
        events.append(entry.gid)
        previous = nil
        continue
      }
      guard case .delivered(let delivery) = event else { continue }
      let entry = delivery.entry
      guard !entry.isReply, entry.sender != dataModelSender else {
        previous = nil
        continue
      }
      if isEventCase[entry.gid], let last = previous, last.entry == entry,
        last.receiver < delivery.receiver
      {
        previous = delivery  // the same emit reaching the next observer
        continue
      }
      events.append(entry.gid)
      previous = delivery
    }
  }
}
