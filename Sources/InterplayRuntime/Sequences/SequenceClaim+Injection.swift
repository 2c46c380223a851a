import InterplayModel

/// Scripted stubs: the step that makes a stub's message of a sequence happen, which a
/// run on the schedule injects when the system is quiescent (`interplay run` with Swift
/// stubs).
extension SequenceClaim {
  /// Why an item cannot be injected: the failure's reason and what happened instead.
  public struct InjectionProblem: Error, Sendable {
    /// The reason the run fails.
    public var message: String
    /// What the run shows instead of the item.
    public var actual = "nothing: no step is enabled"
  }

  /// The stub step that sends the message `atom` stands for, in the quiescent `state`
  /// of `system`: only a scripted stub's message (a stub `isBound` says has no Swift
  /// code) can be injected.
  public static func injection(
    _ atom: Atom, in state: SystemState, of system: CompiledSystem, isBound: (Int) -> Bool
  ) -> Result<Step, InjectionProblem> {
    typealias Problem = InjectionProblem
    guard let (from, to, gid, isReply, payload) = atom.messageFields,
      system.actors[from].isStub, !isBound(from)
    else {
      return .failure(Problem(message: "expected \(atom.text), but the system is quiescent"))
    }
    let info = system.cases[gid]
    let types: [Int] = isReply ? (info.reply.map { [$0.type] } ?? []) : info.parameters.map(\.type)
    // Written without its payload: a scripted stub sends each value's first one.
    let values: [UInt32?] = payload ?? types.map { _ in UInt32(0) }
    guard values.count == types.count, values.allSatisfy({ $0 != nil }) else {
      return .failure(
        Problem(
          message:
            "'\(atom.text)' is sent by a scripted stub, so it must give its values as constants",
          actual: "no value to send"))
    }
    let ordinals = values.map { $0! }
    guard system.isAlive(from, in: state) else {
      return .failure(
        Problem(
          message: "'\(system.actorName(from))' is not alive (its scope is not pushed)",
          actual: "inactive"))
    }
    if isReply {
      guard
        let index = system.queue(from, in: state).firstIndex(where: {
          !$0.isReply && $0.gid == gid && $0.sender == to
        })
      else {
        return .failure(
          Problem(
            message:
              "'\(system.actorName(from))' has no pending request '\(info.name)' from '\(system.actorName(to))' to answer",
            actual: "no pending request"))
      }
      if index > 0, system.model.actors[from].isOrdered {
        return .failure(
          Problem(
            message:
              "'\(system.actorName(from))' is ordered: it takes '\(info.name)' only once what was queued before it is taken",
            actual: "queued behind another notification"))
      }
      return .success(.stubTake(actor: from, index: index, reply: ordinals.first))
    }
    if system.notifiers[info.notifier].isRequest {
      return .success(.stubSend(actor: from, gid: gid, payload: ordinals))
    }
    return .success(.stubEmit(actor: from, gid: gid, payload: ordinals))
  }
}
