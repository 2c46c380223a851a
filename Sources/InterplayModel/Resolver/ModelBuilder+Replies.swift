import InterplayDiagnostics
import InterplaySyntax

/// `reply value`: what it answers and the type of its value.
extension ModelBuilder {
  /// What a `reply` in an action of `actor` answers.
  ///
  /// - Parameter request: the own request case the transition takes, if its trigger is one.
  func replyContext(for actor: ActorID, taking request: NotificationRef?) -> ReplyContext {
    if let request, let type = model[request].replyType {
      return .immediate(request, name: model[request].name, type: type)
    }
    if actor.rawValue < deferredReplies.count, let known = deferredReplies[actor.rawValue] {
      return known
    }
    let context = deferredReplyContext(for: actor)
    if deferredReplies.count < model.actors.count {
      deferredReplies += repeatElement(nil, count: model.actors.count - deferredReplies.count)
    }
    deferredReplies[actor.rawValue] = context
    return context
  }

  /// What a `reply` answers outside the transition that takes a request: computed once per
  /// actor (by ``replyContext(for:taking:)``), since notifiers are complete by then.
  private func deferredReplyContext(for actor: ActorID) -> ReplyContext {
    // `model.actors[…]`, not `model[actor]`: the subscript returns a copy of the whole actor.
    guard let notifier = model.actors[actor.rawValue].requestNotifier else { return .none }
    let replyable = model[notifier].cases.compactMap { notification in
      notification.replyType.map { (name: notification.name, type: $0) }
    }
    return replyable.isEmpty ? .none : .deferred(replyable)
  }

  /// `reply value`: in the transition that takes a request with a reply type, the value
  /// has that type; anywhere else in the chart it answers a request taken earlier and
  /// has the reply type every replyable request case of the actor shares.
  func resolveReply(
    _ value: Expr?, in context: ActionContext, range: SourceRange
  ) -> ResolvedAction? {
    let type: TypeID
    let timing: ReplyTiming
    let names: [String]
    switch context.reply {
    case .none:
      error(
        "resolve.reply-outside-request",
        "'reply' has nothing to answer: no request of '\(model[context.actor].path)' "
          + "declares a reply type", at: range)
      return nil
    case .immediate(let request, let name, let replyType):
      (type, timing, names) = (replyType, .immediate(request), [name])
    case .deferred(let candidates):
      // Reply types that failed to resolve are already reported; they decide nothing.
      let known = candidates.filter { !isError($0.type) }
      var types: [TypeID] = []
      for candidate in known where !types.contains(candidate.type) { types.append(candidate.type) }
      if types.count > 1 {
        let listed = known.map { "'\($0.name)' (\(typeName($0.type)))" }
        error(
          "resolve.ambiguous-reply",
          "'reply' here may answer \(alternatives(listed)); "
            + "reply inside the transition that takes the request", at: range)
        return nil
      }
      (type, timing, names) = (types.first ?? candidates[0].type, .deferred, candidates.map(\.name))
    }
    guard let value else {
      error(
        "resolve.reply-missing-value",
        "reply to \(alternatives(names.map { "'\($0)'" })) needs a value of type "
          + "'\(typeName(type))'", at: range)
      return nil
    }
    return ResolvedAction(
      .reply(coerce(value, to: type, in: context.expr)), range: range, replyTiming: timing)
  }

  /// "a", "a or b", "a, b or c".
  private func alternatives(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }
}
