import InterplayDiagnostics
import InterplaySyntax

/// Triggers: which notification a transition, `ignore` or `defer` names.
extension ModelBuilder {
  /// A resolved trigger.
  struct ResolvedTrigger {
    /// A `.notification` or `.registration` trigger.
    var trigger: Trigger
    /// The names bound to the payload (none for a registration).
    var bindings: [Binding] = []
    /// The own request case the trigger takes, if it is one.
    var ownRequest: NotificationRef?
  }

  /// Resolves `case`, `Actor.case`, `reply Actor.case` or `Data.registration` as seen by `actor`:
  ///
  /// - a bare name, or the actor's own path before it, is a case of its own request notifier;
  /// - `Other.case` is a case of `Other`'s event notifier, which the actor must observe;
  /// - `reply Other.case` is the answer to a request case of `Other` the actor requests;
  /// - `Data.registration` is a registration of that data model the actor runs.
  func resolveTrigger(_ syntax: TriggerSyntax, actor: ActorID) -> ResolvedTrigger? {
    if let dataModel = registrationDataModel(syntax, actor: actor) {
      return resolveRegistrationTrigger(syntax, in: dataModel, actor: actor)
    }
    let components = syntax.name.components
    let name = syntax.name.last
    var owner = actor
    if components.count > 1 {
      guard let found = resolveActorPath(components.dropLast(), from: actor) else {
        return nil
      }
      owner = found
    }
    let ownerPath = model.actors[owner.rawValue].path
    if syntax.isReply {
      guard let ref = requestCase(name, of: owner, from: actor, pathRange: syntax.name.range)
      else { return nil }
      let notification = model[ref]
      guard let replyType = notification.replyType else {
        error(
          "resolve.reply-without-type",
          "request '\(ownerPath).\(name.name)' has no reply type", at: syntax.name.range)
        return nil
      }
      let bindings = bind(
        syntax, types: .one(replyType), what: "the reply to '\(name.name)' carries")
      return ResolvedTrigger(
        trigger: .notification(ref, isReply: true, bindings: bindings), bindings: bindings)
    }
    if owner == actor {
      guard let ref = ownRequestCase(name, of: actor) else { return nil }
      let notification = model[ref]
      let bindings = bind(
        syntax, types: .parameters(notification.parameters), what: "'\(name.name)' carries")
      return ResolvedTrigger(
        trigger: .notification(ref, isReply: false, bindings: bindings), bindings: bindings,
        ownRequest: ref)
    }
    let events = model.actors[owner.rawValue].eventNotifier
    guard let notifier = events, let index = caseIndex(notifier, named: name.name) else {
      if let requests = model.actors[owner.rawValue].requestNotifier,
        caseIndex(requests, named: name.name) != nil
      {
        error(
          "resolve.not-receivable",
          "'\(name.name)' is a request to '\(ownerPath)'; only '\(ownerPath)' receives it",
          at: syntax.name.range)
      } else {
        unknown(
          "resolve.unknown-case", "'\(ownerPath)' has no event '\(name.name)'", name: name,
          candidates: events.map { model[$0].cases.map { ($0.name, $0.nameRange) } } ?? [])
      }
      return nil
    }
    if !model.actors[actor.rawValue].observes.contains(notifier) {
      error(
        "resolve.not-observed",
        "'\(model.actors[actor.rawValue].path)' does not observe '\(ownerPath).event'",
        at: syntax.name.range)
    }
    let ref = NotificationRef(notifier: notifier, caseIndex: index)
    bind(.notificationCase(ref), at: name.range)
    let bindings = bind(
      syntax, types: .parameters(model[ref].parameters), what: "'\(name.name)' carries")
    return ResolvedTrigger(
      trigger: .notification(ref, isReply: false, bindings: bindings), bindings: bindings)
  }

  /// A case of the actor's own request notifier, named bare.
  private func ownRequestCase(_ name: Identifier, of actor: ActorID) -> NotificationRef? {
    let ownerIndex = actor.rawValue
    if let notifier = model.actors[ownerIndex].requestNotifier,
      let index = caseIndex(notifier, named: name.name)
    {
      bind(.notificationCase(NotificationRef(notifier: notifier, caseIndex: index)), at: name.range)
      return NotificationRef(notifier: notifier, caseIndex: index)
    }
    // An observed event with this name was probably meant: suggest qualifying it.
    for observed in model.actors[ownerIndex].observes
    where caseIndex(observed, named: name.name) != nil {
      let qualified = model.actors[model[observed].owner.rawValue].path + "." + name.name
      error(
        "resolve.unknown-case", "'\(model.actors[ownerIndex].path)' has no request '\(name.name)'",
        at: name.range,
        notes: [DiagnosticNote("did you mean '\(qualified)'?", at: nil)],
        fixIts: [
          FixIt(
            "replace '\(name.name)' with '\(qualified)'",
            edits: [TextEdit(range: name.range, replacement: qualified)])
        ])
      return nil
    }
    unknown(
      "resolve.unknown-case", "'\(model.actors[ownerIndex].path)' has no request '\(name.name)'",
      name: name,
      candidates: model.actors[ownerIndex].requestNotifier.map {
        model[$0].cases.map { ($0.name, $0.nameRange) }
      }
        ?? [])
    return nil
  }

  /// A request case of `owner` that `actor` may send (or expect a reply to).
  ///
  /// Pathway errors are reported at `pathRange`, the whole `Actor.case` as written.
  func requestCase(
    _ name: Identifier, of owner: ActorID, from actor: ActorID, pathRange: SourceRange
  ) -> NotificationRef? {
    let ownerIndex = owner.rawValue
    guard let notifier = model.actors[ownerIndex].requestNotifier,
      let index = caseIndex(notifier, named: name.name)
    else {
      if owner != actor, let events = model.actors[ownerIndex].eventNotifier,
        caseIndex(events, named: name.name) != nil
      {
        error(
          "resolve.not-sendable",
          "'\(name.name)' is an event of '\(model.actors[ownerIndex].path)'; only '\(model.actors[ownerIndex].path)' emits it",
          at: pathRange)
      } else {
        unknown(
          "resolve.unknown-case",
          "'\(model.actors[ownerIndex].path)' has no request '\(name.name)'", name: name,
          candidates: model.actors[ownerIndex].requestNotifier.map {
            model[$0].cases.map { ($0.name, $0.nameRange) }
          } ?? [])
      }
      return nil
    }
    bind(.notificationCase(NotificationRef(notifier: notifier, caseIndex: index)), at: name.range)
    if owner != actor, !model.actors[actor.rawValue].requests.contains(notifier) {
      error(
        "resolve.not-requested",
        "'\(model.actors[actor.rawValue].path)' does not request '\(model.actors[ownerIndex].path).request'",
        at: pathRange)
    }
    return NotificationRef(notifier: notifier, caseIndex: index)
  }

  /// The types of the values a trigger can bind: a notification's payload, or a reply.
  enum PayloadTypes {
    case parameters([Parameter])
    case one(TypeID)

    var count: Int {
      switch self {
      case .parameters(let parameters): parameters.count
      case .one: 1
      }
    }

    subscript(index: Int) -> TypeID {
      switch self {
      case .parameters(let parameters): parameters[index].type
      case .one(let type): type
      }
    }
  }

  /// Types the names bound by a trigger; none binds nothing, else one per value.
  ///
  /// `what` (the start of an arity message) is evaluated only when needed.
  func bind(
    _ syntax: TriggerSyntax, types: PayloadTypes, what: @autoclosure () -> String
  ) -> [Binding] {
    guard !syntax.bindings.isEmpty else { return [] }
    if syntax.bindings.count != types.count {
      error(
        "type.arity",
        "\(what()) \(count(types.count, "value")), found \(count(syntax.bindings.count, "binding"))",
        at: syntax.range)
    }
    var bindings: [Binding] = []
    bindings.reserveCapacity(min(syntax.bindings.count, types.count))
    for (index, name) in syntax.bindings.enumerated() where index < types.count {
      if name.name != "_", let first = bindings.first(where: { $0.name == name.name }) {
        duplicate(
          "resolve.duplicate-binding", "duplicate binding '\(name.name)'", name: name,
          first: first.range)
      }
      bindings.append(Binding(name: name.name, index: index, type: types[index], range: name.range))
    }
    return bindings
  }
}
