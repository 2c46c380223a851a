import InterplayModel
import InterplayRuntime

/// One thing a step did that a property can name: a notification taken by an actor, or a
/// notification sent.
struct PropertyEvent: Sendable {
  /// The global case id (for a reply: the request case answered).
  var gid: Int
  /// Whether it is a reply.
  var isReply: Bool
  /// The actor that took it; -1 for a send.
  var taker: Int
  /// The payload ordinals (the reply value for a reply).
  var payload: [UInt32]
}

/// The events of a step, as properties see them, in order: the notification the moving
/// actor takes first, then one event per `send` of a request, per `reply` and per `emit`
/// of an event, however many observers the emit reaches.
///
/// Taking means removing the notification from the queue, whatever the actor does with
/// it (handling, ignoring it, or finding it unhandled); a deferred notification is taken
/// later, when a state no longer defers it. Data-model registration notifications are
/// not events. An emit shows in a record as one delivery per live observer, in actor
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
  func collect(_ record: StepRecord, into events: inout [PropertyEvent]) {
    events.removeAll(keepingCapacity: true)
    if let taken = record.taken, let step = record.step, record.outcome != .deferred,
      taken.sender != dataModelSender
    {
      events.append(
        PropertyEvent(
          gid: taken.gid, isReply: taken.isReply, taker: step.actor, payload: taken.payload))
    }
    if case .stubEmit(_, let gid, let payload)? = record.step {
      events.append(PropertyEvent(gid: gid, isReply: false, taker: -1, payload: payload))
      return
    }
    var previous: Delivery?
    for event in record.events {
      if case .unobserved(let entry) = event {
        events.append(sent(entry))
        previous = nil
        continue
      }
      guard case .delivered(let delivery) = event else { continue }
      let entry = delivery.entry
      guard entry.sender != dataModelSender else {
        previous = nil
        continue
      }
      if !entry.isReply, isEventCase[entry.gid], let last = previous, last.entry == entry,
        last.receiver < delivery.receiver
      {
        previous = delivery  // the same emit reaching the next observer
        continue
      }
      events.append(sent(entry))
      previous = delivery
    }
  }

  private func sent(_ entry: QueueEntry) -> PropertyEvent {
    PropertyEvent(gid: entry.gid, isReply: entry.isReply, taker: -1, payload: entry.payload)
  }
}

/// A property's event compiled for matching: any of its terms.
struct EventMatcher: Sendable {
  /// One term: the case, reply or not, sent (taker -1) or taken by an actor, and the
  /// payload ordinals that must match (nil: any payload).
  struct Term: Sendable {
    var gid: Int
    var isReply: Bool
    var taker: Int
    var payload: [UInt32?]?
  }

  let terms: [Term]

  init(_ event: EventPattern, system: CompiledSystem) {
    terms = event.terms.map { term in
      let ref = term.notification
      return Term(
        gid: system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex),
        isReply: term.isReply, taker: term.taker?.rawValue ?? -1,
        payload: term.matchesAnyPayload
          ? nil : system.payloadOrdinals(term.arguments, of: ref, isReply: term.isReply))
    }
  }

  /// Whether the event is one of the terms.
  func matches(_ event: PropertyEvent) -> Bool {
    terms.contains { term in
      guard term.gid == event.gid, term.isReply == event.isReply, term.taker == event.taker
      else { return false }
      guard let payload = term.payload else { return true }
      return payload.count == event.payload.count
        && zip(payload, event.payload).allSatisfy { $0 == $1 }
    }
  }
}
