import InterplayDiagnostics

/// Renders step records as text: what `interplay run --trace` prints and what the
/// semantics snapshots assert.
public enum TraceFormatter {
  /// The lines of one record: a head line, then one indented line per event, then the
  /// moving actor's state after the step.
  public static func lines(
    _ record: StepRecord, index: Int, after state: SystemState, in system: CompiledSystem
  ) -> [String] {
    var lines = ["#\(index) " + head(record, system)]
    for event in record.events {
      switch event {
      case .exit(let actor, let state):
        lines.append("  exit \(system.actorName(actor)).\(system.stateName(actor, state))")
      case .entry(let actor, let state):
        lines.append("  enter \(system.actorName(actor)).\(system.stateName(actor, state))")
      case .transition(let actor, let transition):
        lines.append(
          "  transition \(system.actorName(actor)): "
            + system.describe(TransitionRef(actor: actor, index: transition)))
      case .delivered(let delivery):
        lines.append("  send " + system.describeMessage(delivery) + outcome(delivery))
      case .push(let scope): lines.append("  push \(system.scopes[scope].name)")
      case .pop(let scope): lines.append("  pop \(system.scopes[scope].name)")
      case .discarded(let receiver, let entry):
        lines.append(
          "  discard \(system.describe(entry)) queued for \(system.actorName(receiver))")
      case .registration(let registration):
        lines.append(
          "  notify \(system.registrations[registration].name) -> "
            + system.actorName(system.registrations[registration].owner))
      case .unobserved(let entry):
        // An actor emits only on its own notifier, so the case name says who emitted.
        lines.append("  emit \(system.describe(entry)) (no observer)")
      case .raised(let entry):
        lines.append("  raise \(system.describe(entry))")
      case .timerSet(let entry, let receiver, let milliseconds):
        lines.append(
          "  timer \(system.actorName(entry.sender)) -> \(system.actorName(receiver)): "
            + system.caseShortName(entry.gid) + system.argumentsText(entry)
            + " after \(milliseconds)ms")
      case .timerCancelled(let entry):
        lines.append(
          "  cancel timer \(system.actorName(entry.sender)): " + system.caseShortName(entry.gid)
            + system.argumentsText(entry))
      case .timePassed(let milliseconds):
        lines.append("  time passes: \(milliseconds)ms")
      case .branch(let actor, let choice, let branch):
        lines.append(
          "  branch \(system.actorName(actor)): "
            + system.describeBranch(actor: actor, choice: choice, branch: branch))
      case .chose(let actor, let option, let count):
        lines.append("  choose \(system.actorName(actor)): option \(option + 1) of \(count)")
      }
    }
    // A fault's text may quote the model (an assertion message): kept on its line.
    for fault in record.faults {
      lines.append("  fault: " + TextEscaping.line(system.describe(fault)))
    }
    if record.step == nil {
      for actor in 0..<system.actorCount
      where system.actors[actor].chart != nil && system.isAlive(actor, in: state) {
        lines.append(
          "  now \(system.actorName(actor)): "
            + system.activeLeaves(actor, in: state).joined(separator: ", "))
      }
    } else if let actor = record.step?.actor, system.actors[actor].chart != nil {
      let leaves = system.isAlive(actor, in: state) ? system.activeLeaves(actor, in: state) : []
      lines.append(
        "  now \(system.actorName(actor)): "
          + (leaves.isEmpty ? "-" : leaves.joined(separator: ", ")))
    }
    return lines
  }

  /// The whole trace of an executor run.
  public static func text(_ trace: [StepRecord], states: [SystemState], in system: CompiledSystem)
    -> String
  {
    zip(trace, states).enumerated().flatMap { index, pair in
      lines(pair.0, index: index, after: pair.1, in: system)
    }.joined(separator: "\n") + "\n"
  }

  private static func head(_ record: StepRecord, _ system: CompiledSystem) -> String {
    guard let step = record.step else { return "initialize" }
    let actor = system.actorName(step.actor)
    switch step {
    case .take, .stubTake:
      guard let taken = record.taken else { return "\(actor) takes nothing" }
      let what = system.describe(taken) + " from " + system.actorName(taken.sender)
      let verb = step.isStub ? "stub \(actor) takes" : "\(actor) takes"
      return "\(verb) \(what)" + (step.isStub ? "" : ": \(outcome(record.outcome))")
    case .eventless: return "\(actor) eventless"
    case .stubEmit(_, let gid, _): return "stub \(actor) emits \(system.caseShortName(gid))"
    case .stubSend(_, let gid, _): return "stub \(actor) sends \(system.caseName(gid))"
    case .timeout: return "timeout: time passes to the earliest timer"
    }
  }

  private static func outcome(_ outcome: TakeOutcome) -> String {
    switch outcome {
    case .handled: "handled"
    case .ignored: "ignored"
    case .deferred: "deferred"
    case .unhandled: "unhandled"
    case .none: "none"
    }
  }

  private static func outcome(_ delivery: Delivery) -> String {
    switch delivery.outcome {
    case .queued: ""
    case .coalesced: " (coalesced)"
    case .replaced(let index): " (replaced #\(index))"
    case .overflow: " (overflow)"
    // A reply is only dropped when the incarnation that asked is gone (its scope popped
    // since, and maybe pushed again).
    case .dropped:
      delivery.entry.isReply
        ? " (dropped: asked by an incarnation that is gone)" : " (dropped: receiver inactive)"
    }
  }
}

extension Step {
  /// Whether a stub moves.
  var isStub: Bool {
    switch self {
    case .take, .eventless, .timeout: false
    case .stubTake, .stubEmit, .stubSend: true
    }
  }
}
