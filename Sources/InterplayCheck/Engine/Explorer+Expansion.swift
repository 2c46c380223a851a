import InterplayModel
import InterplayRuntime

/// Expanding one stored state: its steps, their successors, and what they violate.
extension Explorer {
  /// Expands state `index` at `depth`; the states it adds are left in ``fresh``. At the
  /// depth bound (`storesNew` false) successors are only looked up: one that is not
  /// stored yet means the bound cut the search short.
  func expand(_ index: Int, depth: Int, storesNew: Bool = true) {
    // A local workspace: its record is read in place, where one in a property would be
    // copied for every call that reads it. Moved out and back, never copied.
    var workspace = self.workspace.take()!
    expand(index, depth: depth, storesNew: storesNew, &workspace)
    self.workspace = consume workspace
  }

  private func expand(
    _ index: Int, depth: Int, storesNew: Bool, _ workspace: inout StepWorkspace
  ) {
    fresh.removeAll(keepingCapacity: true)
    let parentPacked = store.words(index)
    parentWords.withUnsafeMutableBufferPointer { codec.unpack(parentPacked, into: $0.baseAddress!) }
    let words = parentWords
    let stored = parentPacked + monitorBase
    for offset in 0..<parentMonitor.count { parentMonitor[offset] = stored[offset] }
    system.enabledSteps(in: words, into: &steps, using: &workspace)
    let steps = steps
    edges?.begin(index)
    if steps.isEmpty { return terminal(index, words) }
    for (position, step) in steps.enumerated() {
      system.apply(step, to: words, in: &workspace)
      let next = workspace.run.words.values
      transitions += 1
      if !workspace.run.record.faults.isEmpty || watchesDrops {
        noteFaults(workspace.run.record, state: index, step: position)
      }
      coverage.note(workspace.run.record)
      for offset in 0..<monitor.count { monitor[offset] = parentMonitor[offset] }
      let discharged = program.advance(
        &monitor, by: workspace.run.record, from: words, to: next, events: &events,
        violated: { pattern in
          log.note(
            "pattern \(pattern)", Finding(kind: .pattern(pattern), state: index, step: position))
        },
        mutated: { property in
          log.note(
            "mutation rule \(property)",
            Finding(kind: .mutationRule(property: property), state: index, step: position))
        })
      let target: Int
      let insertion = insert(
        successor: workspace.run.words, of: parentPacked, parent: UInt32(index),
        step: position, storesNew: storesNew)
      switch insertion {
      case .found(let known):
        target = known
      case .inserted(let added):
        target = added
        if depth + 1 > maxDepth { maxDepth = depth + 1 }
        fresh.append(added)
        noteNewState(added, next)
      case .countLimit:
        limit = storesNew ? .states(store.maxCount) : .depth(depth)
        return
      case .memoryLimit:
        if codecOverflow == nil { limit = .memory(options.limits.maxMemory) }
        return
      }
      edges?.add(from: index, to: target, actor: step.actor, discharged: discharged)
    }
  }

  /// Logs the faults of enabled checks (and runtime errors) and requests sent to actors
  /// of inactive scopes in a step's record.
  func noteFaults(_ record: StepRecord, state: Int, step: Int?) {
    for fault in record.faults {
      if let check = fault.check, !enabled.contains(check) { continue }
      log.note(fault.findingKey, Finding(kind: .fault(fault), state: state, step: step))
    }
    guard watchesDrops else { return }
    for event in record.events {
      // Replies to actors that are gone are dropped by design; requests are errors.
      guard case .delivered(let delivery) = event, delivery.outcome == .dropped,
        !delivery.entry.isReply, delivery.entry.sender != system.dataModelSender
      else { continue }
      log.note(
        "dropped \(delivery.receiver) \(delivery.entry.gid) \(delivery.entry.isReply)",
        Finding(kind: .dropped(delivery), state: state, step: step))
    }
  }

  /// Checks a state stored for the first time: invariants, coverage.
  func noteNewState(_ index: Int, _ words: [UInt32]) {
    coverage.note(state: words)
    for (number, invariant) in invariants.enumerated() where !invariant.holds(in: words) {
      log.note(
        "invariant \(number)", Finding(kind: .invariant(number), state: index, step: nil))
    }
  }

  /// A state without steps: a deadlock if a notification is queued or a request taken
  /// is still owed its reply; a violation of every liveness property still pending.
  func terminal(_ index: Int, _ words: [UInt32]) {
    let stored = store.words(index) + monitorBase
    if enabled.contains(.deadlock),
      let stuck = (0..<system.actorCount).first(where: {
        system.queueCount($0, in: words) > 0 || system.owedRequests($0, in: words) > 0
      })
    {
      log.note("deadlock", Finding(kind: .deadlock(actor: stuck), state: index, step: nil))
    }
    let pending = program.pendingMask(stored)
    guard pending != 0 else { return }
    for (bit, pattern) in program.liveness.enumerated() where pending & (1 << UInt64(bit)) != 0 {
      log.note(
        "liveness \(pattern)", Finding(kind: .pendingAtEnd(pattern), state: index, step: nil))
    }
  }
}
