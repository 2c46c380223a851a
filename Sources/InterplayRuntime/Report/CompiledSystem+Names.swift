/// Names of ids, for traces and reports.
extension CompiledSystem {
  /// The actor's dotted path.
  public func actorName(_ actor: Int) -> String {
    actor < actors.count ? actors[actor].path : "data model"
  }

  /// `Actor.case` of a global case id (`Data.Registration` for a registration's own case).
  public func caseName(_ gid: Int) -> String { cases[gid].qualifiedName }

  /// The bare case name of a global case id.
  public func caseShortName(_ gid: Int) -> String { cases[gid].name }

  /// What diagrams show for a case: its display text when written, else its name.
  public func caseDisplayName(_ gid: Int) -> String {
    let notifier = cases[gid].notifier
    guard notifier >= 0, notifier < model.notifiers.count else { return cases[gid].name }
    let index = gid - notifiers[notifier].firstGid
    let declared = model.notifiers[notifier].cases
    return declared.indices.contains(index)
      ? declared[index].displayName ?? cases[gid].name : cases[gid].name
  }

  /// The global case id of `case` on a notifier, if any.
  public func gid(notifier: Int, caseIndex: Int) -> Int { notifiers[notifier].firstGid + caseIndex }

  /// The dotted path of a state of an actor's chart.
  public func stateName(_ actor: Int, _ state: Int) -> String {
    actors[actor].chart?.states[state].path ?? "?"
  }

  /// The payload of an entry, decoded.
  public func payloadValues(_ entry: QueueEntry) -> [RuntimeValue] {
    let info = cases[entry.gid]
    if entry.isReply {
      guard let reply = info.reply, let first = entry.payload.first else { return [] }
      return [value(first, type: reply.type)]
    }
    return zip(entry.payload, info.parameters).map { value($0, type: $1.type) }
  }

  /// Whether a global case id is a request case (else an event or registration case).
  public func isRequest(_ gid: Int) -> Bool {
    let notifier = cases[gid].notifier
    return notifier >= 0 && notifiers[notifier].isRequest
  }

  /// A queued entry as Swift stub code receives it.
  public func stubNotification(_ entry: QueueEntry) -> StubNotification {
    let info = cases[entry.gid]
    return StubNotification(
      name: info.name, qualifiedName: info.qualifiedName, sender: actorName(entry.sender),
      arguments: payloadValues(entry), isReply: entry.isReply,
      expectsReply: !entry.isReply && info.reply != nil && entry.sender < actorCount)
  }

  /// `(home, 3)`: an entry's payload as written in messages; empty without one.
  public func argumentsText(_ entry: QueueEntry) -> String {
    let values = payloadValues(entry)
    return values.isEmpty ? "" : "(" + values.map(\.description).joined(separator: ", ") + ")"
  }

  /// `Service.located(home)`, or `reply Service.locate(3)`.
  public func describe(_ entry: QueueEntry) -> String {
    (entry.isReply ? "reply " : "") + caseName(entry.gid) + argumentsText(entry)
  }

  /// `Sender -> Receiver: case(args)` (`-->` for a reply).
  public func describeMessage(_ delivery: Delivery) -> String {
    actorName(delivery.entry.sender) + (delivery.entry.isReply ? " --> " : " -> ")
      + actorName(delivery.receiver) + ": " + caseShortName(delivery.entry.gid)
      + argumentsText(delivery.entry)
  }

  /// `Idle -> Locating`, `Running (internal)`, `Lights -> history H`.
  public func describe(_ transition: TransitionRef) -> String {
    guard let chart = actors[transition.actor].chart else { return "?" }
    let info = chart.transitions[transition.index]
    let source = chart.states[info.source].path
    let trigger: String
    switch info.trigger {
    case .notification(let gid, let isReply): trigger = (isReply ? "reply " : "") + caseName(gid)
    case .always: trigger = "always"
    case .after(let milliseconds): trigger = "after \(milliseconds)ms"
    case .done(let state):
      trigger = state == info.source ? "done" : "done(\(chart.states[state].path))"
    }
    let targets = info.targets.map { target -> String in
      switch target {
      case .none: return ""
      case .state(let state): return chart.states[state].path
      case .history(let history):
        return chart.states[chart.histories[history].parent].path + "."
          + chart.histories[history].name
      case .choice(let choice): return choiceName(choice, in: chart)
      }
    }
    guard !targets.isEmpty else { return "\(source) on \(trigger) (internal)" }
    return "\(source) -> \(targets.joined(separator: ", ")) on \(trigger)"
      + (info.isInternal ? " (internal)" : "")
  }

  /// `C: [guard] -> Target`, `C: else -> Target`: one branch of a choice or junction.
  public func describeBranch(actor: Int, choice: Int, branch: Int) -> String {
    guard let chart = actors[actor].chart else { return "?" }
    let info = chart.choices[choice].branches[branch]
    let target: String
    switch info.target {
    case .state(let state): target = chart.states[state].path
    case .history(let history):
      target =
        chart.states[chart.histories[history].parent].path + "." + chart.histories[history].name
    case .choice(let other): target = choiceName(other, in: chart)
    case .none: target = "?"
    }
    let kind = info.isElse ? "else" : "branch \(branch + 1)"
    return choiceName(choice, in: chart) + " " + kind + " -> " + target
  }

  /// `Parent.C`: a choice or junction by its path.
  func choiceName(_ choice: Int, in chart: ChartTable) -> String {
    let info = chart.choices[choice]
    return (info.parent >= 0 ? chart.states[info.parent].path + "." : "") + info.name
  }

  /// Whether an actor is alive in a state (always, or while its scope is pushed).
  public func isAlive(_ actor: Int, in state: SystemState) -> Bool {
    let scope = actors[actor].scope
    return scope < 0 || state.words[scopes[scope].activeWord] != 0
  }

  /// The active atomic states of an actor, as paths in document order.
  public func activeLeaves(_ actor: Int, in state: SystemState) -> [String] {
    guard let chart = actors[actor].chart else { return [] }
    let table = actors[actor]
    return chart.states.indices.filter { index in
      chart.states[index].isAtomic
        && state.words[table.configWord + index >> 5] & (1 << UInt32(index & 31)) != 0
    }.map { chart.states[$0].path }
  }

  /// The queued notifications of an actor, oldest first.
  public func queue(_ actor: Int, in state: SystemState) -> [QueueEntry] {
    let run = StepRun(system: self, reading: state.words)
    return (0..<run.queueCount(actor)).map { run.entry(actor, $0) }
  }

  /// The variables of an actor, by name, decoded.
  public func variables(_ actor: Int, in state: SystemState) -> [(
    name: String, value: RuntimeValue
  )] {
    let table = actors[actor]
    return table.variableNames.indices.map {
      (
        table.variableNames[$0],
        value(state.words[table.variableWord + $0], type: table.variableTypes[$0])
      )
    }
  }

  /// The scope stacks, in declaration order, each with the names of the scopes pushed on
  /// it, bottom first.
  public func scopeStacks(in state: SystemState) -> [(name: String, scopes: [String])] {
    stacks.map { stack in
      // The depth word is the system's own, but a state read from a trace file is not:
      // a depth past the slots reads as full, an unknown scope id as `?`.
      let depth = min(Int(state.words[stack.depthWord]), stack.slots)
      let pushed = (0..<depth).map { slot -> String in
        let scope = Int(state.words[stack.depthWord + 1 + slot]) - 1
        return scopes.indices.contains(scope) ? scopes[scope].name : "?"
      }
      return (stack.name, pushed)
    }
  }

  /// The data-model properties, `Data.property` by name, decoded.
  public func dataProperties(in state: SystemState) -> [(name: String, value: RuntimeValue)] {
    properties.map { ($0.name, value(state.words[$0.word], type: $0.type)) }
  }
}
