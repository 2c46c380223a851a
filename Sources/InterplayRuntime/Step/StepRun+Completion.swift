/// Run-to-completion (SCXML's macrostep): after a notification's microstep, eventless
/// transitions fire until none is enabled, then the next event of the internal queue
/// (a done event or a raised case) is taken, and so on until both are exhausted.
extension StepRun {
  mutating func runToCompletion() {
    while isAlive(actor) {
      if microsteps >= tables.maxMicrosteps {
        fault(.livelock(actor: actor))
        internalQueue.removeAll()
        return
      }
      // SCXML order: eventless transitions first, then internal events.
      // (Asked only of charts that have eventless transitions: the call alone costs,
      // and so does an empty list made for the others.)
      if chart.hasEventless {
        var eventless = selectEventless()
        let fires = !eventless.isEmpty
        if fires {
          microsteps += 1
          microstep(eventless)
        }
        giveBack(&eventless)
        if fires { continue }
      }
      guard !internalQueue.isEmpty else { return }
      // A finished actor reads its internal queue no more: what it raised while
      // finishing (in the final state's entry, or on the transition into it) is
      // discarded, as SCXML stops at a top-level final state (W3C IRP test 415).
      if tables.layouts[actor].canFinish, isFinished(actor) {
        internalQueue.removeAll()
        return
      }
      switch internalQueue.removeFirst() {
      case .done(let state):
        input.payload = []
        var selected = selectInternal(ChartIndex.doneKey(state))
        // A done event no active state takes is discarded, as in SCXML.
        if !selected.isEmpty {
          microsteps += 1
          microstep(selected)
        }
        giveBack(&selected)
      case .raised(let gid, let payload):
        takeRaised(gid, payload)
      }
    }
  }

  /// Queues a raised case on the running actor's internal queue.
  mutating func raise(_ gid: Int, _ payload: [UInt32]) {
    if detailed {
      record.events.append(
        .raised(QueueEntry(gid: gid, isReply: false, sender: actor, payload: payload)))
    }
    internalQueue.append(.raised(gid: gid, payload: payload))
  }

  /// Takes a raised case: selected like a notification of the actor's request notifier.
  /// It cannot wait, so one that would be deferred, like one nothing handles, is
  /// unhandled.
  private mutating func takeRaised(_ gid: Int, _ payload: [UInt32]) {
    input.payload = payload
    let selection = select(EntryHeader(gid: gid, isReply: false, sender: actor))
    // Consumed, so the list it holds is unique when given back (else it would be copied).
    switch consume selection {
    case .transition(let index):
      microsteps += 1
      microstep(CollectionOfOne(index))
    case .transitions(var transitions):
      microsteps += 1
      microstep(transitions)
      giveBack(&transitions)
    case .ignored:
      break
    case .deferred, .unhandled:
      fault(
        .unhandled(
          actor: actor, entry: QueueEntry(gid: gid, isReply: false, sender: actor, payload: payload)
        ))
    }
  }
}
