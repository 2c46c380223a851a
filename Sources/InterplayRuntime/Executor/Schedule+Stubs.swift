/// Bound stubs: Swift code answering for an actor without a statechart.
extension Schedule {
  /// Lets a bound stub take its entry in `state`: its Swift code runs, and its reply,
  /// sends and emits become steps of the step function, the take first.
  mutating func stubSteps(_ actor: Int, _ index: Int, in state: SystemState) -> [Step] {
    let entry = system.queue(actor, in: state)[index]
    let info = system.cases[entry.gid]
    let notification = system.stubNotification(entry)
    var outbox = StubOutbox()
    stubs[actor]!.receive(notification, &outbox)
    stubProblems += outbox.problems.map { "\(system.actorName(actor)): \($0)" }
    var reply: UInt32?
    if notification.expectsReply, let answer = outbox.replyValue {
      reply = system.ordinal(answer, type: info.reply!.type)
      if reply == nil {
        stubProblems.append(
          "\(system.actorName(actor)) replied \(answer) to \(info.qualifiedName): not a value of its reply type"
        )
      }
    } else if notification.expectsReply {
      stubProblems.append(
        "\(system.actorName(actor)) did not reply to \(info.qualifiedName) from \(notification.sender)"
      )
    }
    var steps: [Step] = [.stubTake(actor: actor, index: index, reply: reply)]
    for action in outbox.actions {
      guard let step = resolve(action, from: actor) else { continue }
      steps.append(step)
    }
    return steps
  }

  /// The step for one outbox action; nil (with a problem noted) when it names nothing.
  private mutating func resolve(_ action: StubOutbox.Action, from actor: Int) -> Step? {
    let table = system.actors[actor]
    let notifier: Int
    let name: String
    let arguments: [RuntimeValue]
    switch action {
    case .emit(let caseName, let values):
      guard table.eventNotifier >= 0 else {
        stubProblems.append("\(table.path) has no event notifier to emit '\(caseName)' on")
        return nil
      }
      (notifier, name, arguments) = (table.eventNotifier, caseName, values)
    case .send(let target, let caseName, let values):
      guard let receiver = (0..<system.actorCount).first(where: { system.actorName($0) == target }),
        system.actors[receiver].requestNotifier >= 0
      else {
        stubProblems.append(
          "\(table.path) sends '\(caseName)' to '\(target)', which takes no requests")
        return nil
      }
      (notifier, name, arguments) = (system.actors[receiver].requestNotifier, caseName, values)
    }
    let notifierTable = system.notifiers[notifier]
    guard
      let gid = (notifierTable.firstGid..<(notifierTable.firstGid + notifierTable.caseCount)).first(
        where: { system.cases[$0].name == name })
    else {
      stubProblems.append(
        "\(table.path): '\(system.actorName(notifierTable.owner))' has no case '\(name)'")
      return nil
    }
    let parameters = system.cases[gid].parameters
    guard parameters.count == arguments.count else {
      stubProblems.append(
        "\(table.path): '\(system.caseName(gid))' takes \(parameters.count) values, got \(arguments.count)"
      )
      return nil
    }
    var payload: [UInt32] = []
    for (value, parameter) in zip(arguments, parameters) {
      guard let ordinal = system.ordinal(value, type: parameter.type) else {
        stubProblems.append(
          "\(table.path): \(value) is not a valid value for '\(system.caseName(gid))'")
        return nil
      }
      payload.append(ordinal)
    }
    return notifierTable.isRequest
      ? .stubSend(actor: actor, gid: gid, payload: payload)
      : .stubEmit(actor: actor, gid: gid, payload: payload)
  }
}
