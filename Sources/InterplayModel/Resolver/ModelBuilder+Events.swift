import InterplayDiagnostics
import InterplaySyntax

/// The events of property patterns and scopes: terms joined by `or`, each a notification
/// sent or taken, optionally a reply, optionally with its payload.
extension ModelBuilder {
  /// Every term resolved, or nil if one of them is wrong (each mistake reported).
  func resolveEvent(_ syntax: EventSyntax) -> EventPattern? {
    let terms = syntax.terms.map(resolveTerm)
    guard terms.allSatisfy({ $0 != nil }) else { return nil }
    return EventPattern(terms.compactMap { $0 })
  }

  private func resolveTerm(_ term: EventTermSyntax) -> EventTerm? {
    var taker: ActorID?
    if let path = term.taker {
      guard let actor = resolveActorPath(path.components[...], from: nil) else { return nil }
      taker = actor
    }
    let ref: NotificationRef?
    if term.notification.components.count == 1, let taker {
      ref = resolveTakenCase(term.notification.last, by: taker, isReply: term.isReply)
    } else {
      ref = resolveNotificationPath(term.notification)
    }
    guard let ref else { return nil }
    if term.isReply, model[ref].replyType == nil {
      error(
        "resolve.reply-without-type",
        "request '\(model.qualifiedName(of: ref))' has no reply type", at: term.notification.range)
      return nil
    }
    if let taker, !canTake(taker, ref, isReply: term.isReply) {
      error(
        "resolve.never-taken",
        "'\(model[taker].path)' never takes \(term.isReply ? "a reply to " : "")'\(model.qualifiedName(of: ref))': \(takingRule(ref, isReply: term.isReply))",
        at: term.range)
      return nil
    }
    guard
      let payload = constantPayload(
        term.arguments, of: ref, isReply: term.isReply, name: term.notification.last,
        range: term.range)
    else { return nil }
    return EventTerm(
      notification: ref, isReply: term.isReply, taker: taker, arguments: payload.arguments,
      matchesAnyPayload: payload.matchesAny)
  }

  /// A bare case after `takes`: a request of the taker's own, an event it observes, or
  /// (after `reply`) a request it makes, whichever exists; ambiguity is an error.
  private func resolveTakenCase(_ name: Identifier, by taker: ActorID, isReply: Bool)
    -> NotificationRef?
  {
    let actor = model[taker]
    let notifiers =
      isReply ? actor.requests : (actor.requestNotifier.map { [$0] } ?? []) + actor.observes
    let matches = notifiers.compactMap { notifier in
      caseIndex(notifier, named: name.name).map {
        NotificationRef(notifier: notifier, caseIndex: $0)
      }
    }
    if matches.count == 1 {
      bind(.notificationCase(matches[0]), at: name.range)
      return matches[0]
    }
    if matches.isEmpty {
      unknown(
        "resolve.unknown-case",
        "'\(actor.path)' takes no \(isReply ? "reply to " : "")'\(name.name)'", name: name,
        candidates: notifiers.flatMap { cases(of: $0) })
    } else {
      error(
        "resolve.ambiguous-event",
        "'\(name.name)' is a case of several notifiers '\(actor.path)' takes: write "
          + matches.map { "'\(model.qualifiedName(of: $0))'" }.joined(separator: " or "),
        at: name.range)
    }
    return nil
  }

  /// Whether `taker` can ever take the notification: its owner takes a request, an
  /// observer an event, a requester the reply.
  private func canTake(_ taker: ActorID, _ ref: NotificationRef, isReply: Bool) -> Bool {
    let actor = model[taker]
    if isReply { return actor.requests.contains(ref.notifier) }
    switch model[ref.notifier].kind {
    case .request: return actor.requestNotifier == ref.notifier
    case .event: return actor.observes.contains(ref.notifier)
    }
  }

  private func takingRule(_ ref: NotificationRef, isReply: Bool) -> String {
    let owner = model[model[ref.notifier].owner].path
    if isReply { return "only the actors that request '\(owner).request' take its replies" }
    switch model[ref.notifier].kind {
    case .request: return "only '\(owner)' takes its own requests"
    case .event: return "only the observers of '\(owner).event' take its events"
    }
  }

  /// The payload written for a notification in a sequence message or a property event:
  /// constants of the parameters' types (for a reply, one value of the reply type).
  /// Nothing written matches any payload. Nil when the case has no reply to match.
  func constantPayload(
    _ written: [Expr], of ref: NotificationRef, isReply: Bool, name: Identifier,
    range: SourceRange
  ) -> (arguments: [ResolvedExpr], matchesAny: Bool)? {
    let context = ExprContext(actor: nil, isConstant: true)
    if isReply {
      guard let replyType = model[ref].replyType else { return nil }
      if written.count > 1 {
        error("type.arity", "a reply carries 1 value, found \(written.count)", at: range)
      }
      let arguments = written.prefix(1).map {
        checkedSequenceArgument(
          coerce($0, to: replyType, in: context), type: replyType, at: $0.range)
      }
      return (arguments, arguments.isEmpty)
    }
    // Leaving the payload out matches any payload (the way to write opaque tokens).
    let parameters = model[ref].parameters
    let matchesAny = written.isEmpty && !parameters.isEmpty
    var arguments =
      matchesAny
      ? []
      : resolveArguments(
        written, parameters: parameters, what: "'\(name.name)'", in: context, range: range)
    for index in arguments.indices where index < parameters.count {
      let place = index < written.count ? written[index].range : range
      arguments[index] = checkedSequenceArgument(
        arguments[index], type: parameters[index].type, at: place)
    }
    return (arguments, matchesAny)
  }
}
