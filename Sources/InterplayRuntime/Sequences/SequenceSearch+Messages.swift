import InterplayModel

/// Sequence messages: their text, how they match deliveries, how stubs inject them.
extension SequenceSearch {
  struct Problem: Error {
    var message: String
  }

  /// The types of a message's arguments: the case's parameters, or its reply type.
  func argumentTypes(_ message: Message) -> [Int] {
    let info = system.cases[gid(message)]
    if message.isReply { return info.reply.map { [$0.type] } ?? [] }
    return info.parameters.map(\.type)
  }

  func gid(_ message: Message) -> Int {
    system.gid(
      notifier: message.notification.notifier.rawValue, caseIndex: message.notification.caseIndex)
  }

  /// The argument ordinals written, or nil when none are written (any payload matches).
  func payload(_ message: Message) -> [UInt32?]? {
    guard !message.arguments.isEmpty else { return nil }
    let types = argumentTypes(message)
    return message.arguments.enumerated().map { index, expr in
      index < types.count ? system.constantOrdinal(expr, type: types[index]) : nil
    }
  }

  /// `Behaviour -> Service: locate`, as the sequence writes it.
  func text(_ message: Message) -> String {
    var arguments = ""
    if let payload = payload(message) {
      let types = argumentTypes(message)
      let values = payload.enumerated().map { index, ordinal in
        guard let ordinal, index < types.count else { return "?" }
        return system.value(ordinal, type: types[index]).description
      }
      arguments = "(" + values.joined(separator: ", ") + ")"
    }
    return system.actorName(message.from.rawValue) + (message.isReply ? " --> " : " -> ")
      + system.actorName(message.to.rawValue) + ": "
      + system.caseShortName(gid(message)) + arguments
  }

  func matches(_ message: Message, _ observed: Observed) -> Bool {
    guard case .message(let delivery) = observed.kind else { return false }
    let entry = delivery.entry
    guard entry.sender == message.from.rawValue, delivery.receiver == message.to.rawValue,
      entry.gid == gid(message), entry.isReply == message.isReply
    else { return false }
    guard let expected = payload(message) else { return true }
    return expected.count == entry.payload.count
      && zip(expected, entry.payload).allSatisfy { $0 == $1 }
  }

  /// The stub step that makes a scripted stub's message happen.
  func injection(_ message: Message, _ state: SystemState) -> Result<Step, Problem> {
    let from = message.from.rawValue
    let gid = gid(message)
    let info = system.cases[gid]
    let types = argumentTypes(message)
    // Written without its payload (`(*)`): a scripted stub sends each value's first one.
    let values: [UInt32?] =
      payload(message) ?? (message.matchesAnyPayload ? types.map { _ in UInt32(0) } : [])
    let expected = types.count
    guard values.count == expected, values.allSatisfy({ $0 != nil }) else {
      return .failure(
        Problem(
          message:
            "'\(text(message))' is sent by a scripted stub, so it must give \(expected == 1 ? "its value" : "all \(expected) values") as constants"
        ))
    }
    let ordinals = values.map { $0! }
    guard system.isAlive(from, in: state) else {
      return .failure(
        Problem(message: "'\(system.actorName(from))' is not alive (its scope is not pushed)"))
    }
    if message.isReply {
      let queue = system.queue(from, in: state)
      guard
        let index = queue.firstIndex(where: {
          !$0.isReply && $0.gid == gid && $0.sender == message.to.rawValue
        })
      else {
        return .failure(
          Problem(
            message:
              "'\(system.actorName(from))' has no pending request '\(info.name)' from '\(system.actorName(message.to.rawValue))' to answer"
          ))
      }
      return .success(.stubTake(actor: from, index: index, reply: ordinals.first))
    }
    let notifier = system.notifiers[info.notifier]
    if notifier.isRequest {
      return .success(.stubSend(actor: from, gid: gid, payload: ordinals))
    }
    return .success(.stubEmit(actor: from, gid: gid, payload: ordinals))
  }
}
