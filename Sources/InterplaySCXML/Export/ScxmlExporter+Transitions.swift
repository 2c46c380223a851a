import InterplayDiagnostics
import InterplayModel

/// Transitions: triggers as event descriptors, guards as `cond`, targets, `internal`,
/// eventless, completion and time events, and `ignore` as a targetless transition.
extension ScxmlExporter {
  /// A state's transitions in document order, then one targetless transition for its
  /// `ignore` list. The cases of one declaration (`on a, b`, `on A.*`) that share guard,
  /// target and actions are written as one transition listing their events.
  mutating func transitions(of state: State) -> [XMLNode] {
    var nodes: [XMLNode] = []
    var previous: (range: SourceRange, transition: Transition)?
    for (index, transition) in state.transitions.enumerated() {
      if transition.targets.contains(where: { if case .choice = $0 { true } else { false } }) {
        unsupported(
          "a transition to a choice or junction: not exported to SCXML", at: transition.range)
        if lossy { nodes.append(.comment("a transition to a choice or junction")) }
        previous = nil
        continue
      }
      guard let event = trigger(transition, state: state, index: index) else {
        previous = nil
        continue
      }
      if let event, let earlier = previous, earlier.range == transition.range,
        sameEffect(earlier.transition, transition), case .notification = transition.trigger,
        let last = nodes.indices.last,
        let written = nodes[last].attributes.firstIndex(where: { $0.name == "event" })
      {
        nodes[last].attributes[written].value += " " + event
        continue
      }
      nodes.append(self.transition(transition, event: event, state: state))
      previous = (transition.range, transition)
    }
    let ignored = state.ignores.map { eventName($0) }
    if !ignored.isEmpty {
      takenEvents += ignored
      nodes.append(XMLNode("transition", [("event", ignored.joined(separator: " "))]))
    }
    return nodes
  }

  /// Whether two transitions differ only in their trigger.
  private func sameEffect(_ first: Transition, _ second: Transition) -> Bool {
    first.guardExpr == second.guardExpr && first.targets == second.targets
      && first.joinSources == second.joinSources && first.isInternal == second.isInternal
      && first.actions == second.actions
  }

  /// The event descriptor of a trigger: `.some(nil)` for an eventless transition, nil
  /// (reported) for a trigger SCXML cannot express.
  private mutating func trigger(_ transition: Transition, state: State, index: Int) -> String?? {
    switch transition.trigger {
    case .always:
      return .some(nil)
    case .done(let completed):
      let event = "done.state." + stateIDs[completed.rawValue]
      takenEvents.append(event)
      return event
    case .after:
      let event = timerOfTransition[state.id.rawValue]?[index]
      return event
    case .notification(let ref, let isReply, let bindings):
      if isReply {
        unsupported(
          "the reply trigger 'reply \(model.qualifiedName(of: ref))': SCXML has no requests with replies",
          at: transition.range, approximation: "taken as the event '\(replyEvent(ref))'")
        guard lossy else { return nil }
        takenEvents.append(replyEvent(ref))
        return replyEvent(ref)
      }
      if bindings.contains(where: { $0.name != "_" }) {
        unsupported(
          "the payload bound by '\(model.qualifiedName(of: ref))': payloads are not exported",
          at: transition.range, approximation: "its values read from _event.data")
        guard lossy else { return nil }
      }
      let event = eventName(ref)
      takenEvents.append(event)
      return event
    case .registration(let ref):
      let event = model.qualifiedName(of: ref)
      unsupported(
        "the data-model registration trigger '\(event)': SCXML has no data-model registrations",
        at: transition.range, approximation: "taken as the event '\(event)'")
      guard lossy else { return nil }
      takenEvents.append(event)
      return event
    }
  }

  /// The event a lossy export names the reply to a request case: `reply.` and the case
  /// (`reply.Service.locate`), which no notification's event can be a dotted prefix of.
  mutating func replyEvent(_ ref: NotificationRef) -> String {
    "reply." + model.qualifiedName(of: ref)
  }

  /// One `<transition>`.
  private mutating func transition(_ transition: Transition, event: String?, state: State)
    -> XMLNode
  {
    if case .notification(let ref, let isReply, _) = transition.trigger {
      currentTrigger = (ref, isReply)
    }
    defer { currentTrigger = nil }
    var condition: String?
    if let guardExpr = transition.enablingCondition(actor: actor.id) {
      condition = expression(guardExpr, isCondition: true)
    }
    let target = transition.targets.isEmpty ? nil : targetIDs(transition.targets)
    var type: String?
    switch transition.target {
    case nil: break
    case .state(let id):
      if transition.isInternal {
        type = internalType(from: state, to: id, range: transition.range)
      }
    case .history(let id):
      if transition.isInternal {
        type = internalType(
          from: state, to: chart.histories[id.rawValue].parent, range: transition.range,
          throughHistory: true)
      }
    case .choice:
      unsupported(
        "a transition to a choice or junction: SCXML has no such pseudostates",
        at: transition.range)
    }
    return XMLNode(
      "transition", [("event", event), ("cond", condition), ("target", target), ("type", type)],
      actions(transition.actions))
  }

  /// `internal` for a local transition from a compound state to a descendant. From a
  /// parallel state Interplay keeps the other regions; SCXML's internal transition from a
  /// parallel state is external, so that one is reported.
  private mutating func internalType(
    from source: State, to target: StateID, range: SourceRange, throughHistory: Bool = false
  ) -> String? {
    let isInside =
      throughHistory
      ? chart.isDescendant(target, of: source.id)
      : target != source.id && chart.isDescendant(target, of: source.id)
    guard isInside else { return nil }
    if source.kind == .parallel {
      unsupported(
        "the local transition of the parallel state '\(source.path)': SCXML's internal transitions from a parallel state exit it",
        at: range, approximation: "written as an external transition")
      return nil
    }
    return "internal"
  }

  /// The SCXML event of a notification: a case of the actor's own request notifier by its
  /// name alone (`tick`), any other as `Actor.case`.
  mutating func eventName(_ ref: NotificationRef) -> String {
    if let name = eventNames[ref] { return name }
    let notifier = model[ref.notifier]
    let name =
      notifier.id == actor.requestNotifier
      ? notifier.cases[ref.caseIndex].name : model.qualifiedName(of: ref)
    eventNames[ref] = name
    return name
  }

  /// SCXML matches an event descriptor against every event it is a dotted prefix of:
  /// two events the chart takes where one is a prefix of the other (`A.b` and the event
  /// `A.b.c` of a sub-actor `A.b`) would be confused, so that is reported.
  mutating func checkEventNames() {
    let events = Set(takenEvents + timerEvents.keys).sorted()
    for event in events {
      if let longer = events.first(where: { $0.hasPrefix(event + ".") }) {
        unsupported(
          "the events '\(event)' and '\(longer)': SCXML's descriptor '\(event)' matches both",
          at: actor.nameRange, approximation: "written as they are")
      }
    }
  }
}
