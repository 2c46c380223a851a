import InterplayModel
import InterplayRuntime

/// Collects participants and items from step records, one record at a time.
struct TraceDiagramBuilder {
  let system: CompiledSystem
  var participants: [SequenceDiagram.Participant] = []
  var items: [SequenceDiagram.Item] = []
  /// Participant index by runtime actor index (the data model is `actorCount`).
  private var index: [Int: Int] = [:]
  /// The last state drawn for each runtime actor.
  private var shown: [Int: String] = [:]
  /// Notification cases by global case id.
  private let notifications: [Int: NotificationRef]

  init(system: CompiledSystem) {
    self.system = system
    var notifications: [Int: NotificationRef] = [:]
    for notifier in system.model.notifiers {
      for caseIndex in notifier.cases.indices {
        let gid = system.gid(notifier: notifier.id.rawValue, caseIndex: caseIndex)
        notifications[gid] = NotificationRef(notifier: notifier.id, caseIndex: caseIndex)
      }
    }
    self.notifications = notifications
  }

  /// The participant of a runtime actor, added on first use.
  mutating func participant(_ actor: Int) -> Int {
    if let existing = index[actor] { return existing }
    let model = system.model
    let participant: SequenceDiagram.Participant =
      actor < model.actors.count
      ? .init(
        name: model.actors[actor].displayName ?? model.actors[actor].path,
        role: model.actors[actor].role,
        isStub: model.actors[actor].isStub,
        scope: SequenceDiagram.scopeName(of: ActorID(actor), in: model))
      : .init(name: system.actorName(actor))
    participants.append(participant)
    index[actor] = participants.count - 1
    return participants.count - 1
  }

  /// Forgets the items and the states drawn; keeps the participants.
  mutating func restart() {
    items = []
    shown = [:]
  }

  mutating func add(
    _ record: StepRecord, after state: SystemState?, highlight: SequenceDiagram.TraceHighlight?
  ) {
    let isHighlighted = highlight != nil
    var moved: [Int] = []
    if let step = record.step {
      _ = participant(step.actor)
      moved.append(step.actor)
    }
    for event in record.events {
      switch event {
      case .delivered(let delivery):
        items.append(.message(message(delivery, isHighlighted: isHighlighted)))
      case .push(let scope), .pop(let scope):
        guard scope < system.model.scopes.count else { continue }
        let companions = system.model.actors.indices.filter { isCompanion($0, of: scope) }
        let isPush = if case .push = event { true } else { false }
        items.append(
          .scope(
            .init(
              name: system.model.scopes[scope].name,
              participants: companions.compactMap { index[$0] }, isPush: isPush)))
        if record.step == nil { moved += companions }
      case .unobserved(let entry):
        // Nobody receives it, so there is no arrow; a note keeps it in the picture.
        let text =
          "emits " + system.caseShortName(entry.gid) + system.argumentsText(entry)
          + " (no observer)"
        items.append(.note(.init(over: [participant(entry.sender)], text: text, isAlert: false)))
      case .raised(let entry):
        // Internal to the actor: no arrow, a note says what it raised.
        let text = "raises " + system.caseShortName(entry.gid) + system.argumentsText(entry)
        items.append(.note(.init(over: [participant(entry.sender)], text: text, isAlert: false)))
      case .timerSet(let entry, let receiver, let milliseconds):
        let text =
          "timer: " + system.caseShortName(entry.gid) + system.argumentsText(entry) + " to "
          + system.actorName(receiver) + " after " + ModelText.duration(milliseconds)
        items.append(.note(.init(over: [participant(entry.sender)], text: text, isAlert: false)))
      case .timerCancelled(let entry):
        let text = "cancels timer: " + system.caseShortName(entry.gid) + system.argumentsText(entry)
        items.append(.note(.init(over: [participant(entry.sender)], text: text, isAlert: false)))
      case .timePassed(let milliseconds):
        let over = record.step.map { [participant($0.actor)] } ?? []
        items.append(
          .note(
            .init(
              over: over, text: "time passes: " + ModelText.duration(milliseconds),
              isAlert: false)))
      case .discarded(let receiver, let entry):
        // Sent earlier, lost now: a lost message where the pop discards it.
        var lost = message(
          Delivery(receiver: receiver, entry: entry, outcome: .dropped),
          isHighlighted: isHighlighted)
        lost.label =
          system.caseDisplayName(entry.gid) + system.argumentsText(entry) + " (discarded)"
        items.append(.message(lost))
      case .exit, .entry, .transition, .registration, .chose, .branch: break
      }
    }
    if record.step == nil, let state {
      moved += (0..<system.actorCount).filter { system.isAlive($0, in: state) }
    }
    if let state { addStates(of: moved, in: state, isHighlighted: isHighlighted) }
    for fault in record.faults {
      items.append(
        .note(.init(over: [participant(fault.actor)], text: system.describe(fault), isAlert: true)))
    }
    if let note = highlight?.note {
      let over = record.step.map { [participant($0.actor)] } ?? []
      items.append(.note(.init(over: over, text: note, isAlert: true)))
    }
  }

  private mutating func message(_ delivery: Delivery, isHighlighted: Bool)
    -> SequenceDiagram.Message
  {
    let entry = delivery.entry
    let from = participant(entry.sender)
    let to = participant(delivery.receiver)
    var label = system.caseDisplayName(entry.gid) + system.argumentsText(entry)
    switch delivery.outcome {
    case .queued: break
    case .coalesced: label += " (coalesced)"
    case .replaced: label += " (replaced)"
    case .overflow: label += " (overflow)"
    case .dropped: label += " (dropped)"
    }
    let kind: SequenceDiagram.MessageKind
    if entry.isReply {
      kind = .reply
    } else if let ref = notifications[entry.gid], system.model[ref.notifier].kind == .request {
      kind = .request
    } else {
      kind = .event
    }
    let isLost = delivery.outcome == .dropped || delivery.outcome == .overflow
    return .init(
      from: from, to: to, label: label, kind: kind, isHighlighted: isHighlighted, isLost: isLost)
  }

  /// State marks for modelled actors among `actors` whose state differs from the last
  /// one drawn (all of them when highlighted).
  private mutating func addStates(of actors: [Int], in state: SystemState, isHighlighted: Bool) {
    var marks: [SequenceDiagram.StateMark] = []
    var seen = Set<Int>()
    for actor in actors where seen.insert(actor).inserted {
      guard actor < system.model.actors.count, system.model.actors[actor].chart != nil else {
        continue
      }
      let leaves = system.isAlive(actor, in: state) ? system.activeLeaves(actor, in: state) : []
      let text = leaves.isEmpty ? "inactive" : leaves.joined(separator: ", ")
      guard shown[actor] != text || isHighlighted else { continue }
      shown[actor] = text
      marks.append(
        .init(participant: participant(actor), state: text, isHighlighted: isHighlighted))
    }
    if !marks.isEmpty { items.append(.states(marks.sorted { $0.participant < $1.participant })) }
  }

  private func isCompanion(_ actor: Int, of scope: Int) -> Bool {
    var current: ActorID? = ActorID(actor)
    while let id = current {
      if system.model.scopes[scope].actors.contains(id) { return true }
      current = system.model[id].parent
    }
    return false
  }
}
