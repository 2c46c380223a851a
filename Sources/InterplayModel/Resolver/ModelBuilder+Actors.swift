import InterplayDiagnostics
import InterplaySyntax

/// Actors: variables, notifiers, pathways and actor paths.
extension ModelBuilder {
  /// Pass 3: every actor's variables and notifiers.
  func resolveActorMembers() {
    for index in model.actors.indices {
      let actor = ActorID(index)
      // Members are tested in place, by case before binding: iterating, or switching with
      // bindings, copies every member (states and all) to look at its case.
      let members = actorDecls[index].members
      for memberIndex in members.indices {
        if case .variable = members[memberIndex], case .variable(let decl) = members[memberIndex] {
          declareVariable(decl, in: actor)
        } else if case .notifier = members[memberIndex],
          case .notifier(let decl) = members[memberIndex]
        {
          declareNotifier(decl, in: actor)
        }
      }
    }
  }

  private func declareVariable(_ decl: VarDecl, in actor: ActorID) {
    let ownerIndex = actor.rawValue
    if let first = model.actors[ownerIndex].variables.first(where: { $0.name == decl.name.name }) {
      duplicate(
        "resolve.duplicate-variable",
        "duplicate variable '\(decl.name.name)' in '\(model.actors[ownerIndex].path)'",
        name: decl.name, first: first.nameRange)
      return
    }
    model.actors[actor.rawValue].variables.append(
      variable(decl, context: .constant(in: actor)))
  }

  /// A variable or data property with its type and constant initial value.
  func variable(_ decl: VarDecl, context: ExprContext) -> Variable {
    let type = resolveType(decl.type)
    var initial = defaultValue(of: type)
    if let expr = decl.initial {
      initial = constantValue(of: expr, type: type, name: decl.name.name, in: context)
    }
    return Variable(
      name: decl.name.name, type: type, initial: initial, nameRange: decl.name.range,
      range: decl.range)
  }

  private func declareNotifier(_ decl: NotifierDecl, in actor: ActorID) {
    let ownerIndex = actor.rawValue
    let existing =
      decl.kind == .request
      ? model.actors[ownerIndex].requestNotifier : model.actors[ownerIndex].eventNotifier
    if let existing {
      error(
        "resolve.duplicate-notifier",
        "'\(model.actors[ownerIndex].path)' already has \(decl.kind == .request ? "a request" : "an event") notifier",
        at: decl.range,
        notes: [DiagnosticNote("first declared here", at: model.notifiers[existing.rawValue].range)]
      )
      return
    }
    let id = NotifierID(model.notifiers.count)
    var capacity: Int?
    if let written = decl.capacity {
      if written.value < 1 {
        error(
          "resolve.invalid-count", "capacity must be at least 1, found \(written.value)",
          at: written.range)
      } else if isWithinLimit(written, ModelLimits.maxCapacity, "limit.capacity", "capacity") {
        capacity = written.value
      }
    }
    var cases: [NotificationCase] = []
    cases.reserveCapacity(decl.cases.count)
    // By name, so duplicates are found in linear time, however many cases.
    var seen = NameMap<SourceRange>(expected: decl.cases.count)
    for syntax in decl.cases {
      if let first = seen[syntax.name.name] {
        duplicate(
          "resolve.duplicate-case",
          "duplicate case '\(syntax.name.name)' in '\(model.actors[ownerIndex].path).\(decl.kind)'",
          name: syntax.name, first: first)
        continue
      }
      seen[syntax.name.name] = syntax.name.range
      // The parser reports a reply type on an event case (`parse.reply-type-on-event`);
      // it is dropped here without a second diagnostic.
      let replyType = decl.kind == .request ? syntax.replyType.map(resolveType) : nil
      var resolved = NotificationCase(
        name: syntax.name.name, parameters: syntax.parameters.map(resolveParameter),
        replyType: replyType, nameRange: syntax.name.range, range: syntax.range)
      resolved.displayName = syntax.display?.value
      cases.append(resolved)
    }
    model.notifiers.append(
      Notifier(
        id: id, owner: actor, kind: NotifierKind(decl.kind),
        policy: decl.policy.map(DeliveryPolicy.init) ?? .fifo, capacity: capacity,
        cases: cases, range: decl.range))
    if decl.kind == .request {
      model.actors[actor.rawValue].requestNotifier = id
    } else {
      model.actors[actor.rawValue].eventNotifier = id
    }
  }

  /// Pass 5: `observes` and `requests`.
  func resolvePathways() {
    for index in model.actors.indices {
      let actor = ActorID(index)
      let members = actorDecls[index].members
      for memberIndex in members.indices {
        // Only pathways matter here: other members are skipped by their case, unbound (see
        // `resolveActorMembers`).
        switch members[memberIndex] {
        case .observes, .requests: break
        default: continue
        }
        switch members[memberIndex] {
        case .observes(let decl):
          for path in decl.notifiers {
            guard let notifier = resolveNotifierRef(path, from: actor) else { continue }
            if model.notifiers[notifier.rawValue].kind == .request {
              error(
                "resolve.observes-request",
                "'\(path.text)' is a request notifier; 'observes' takes event notifiers",
                at: path.range)
            } else if !model.actors[index].observes.contains(notifier) {
              model.actors[index].observes.append(notifier)
              model.actors[index].observesRanges.append(path.range)
            }
          }
        case .requests(let decl):
          if let last = decl.notifiers.last {
            model.actors[index].requestsEnd = .point(last.range.file, last.range.end)
          }
          for path in decl.notifiers {
            guard let notifier = resolveNotifierRef(path, from: actor) else { continue }
            if model.notifiers[notifier.rawValue].kind == .event {
              error(
                "resolve.requests-event",
                "'\(path.text)' is an event notifier; 'requests' takes request notifiers",
                at: path.range)
            } else if !model.actors[index].requests.contains(notifier) {
              model.actors[index].requests.append(notifier)
              model.actors[index].requestsRanges.append(path.range)
            }
          }
        default: break
        }
      }
    }
  }

  /// `Actor.Sub.request` or `Actor.event`.
  func resolveNotifierRef(_ path: Path, from context: ActorID?) -> NotifierID? {
    let last = path.last
    guard path.components.count >= 2, last.name == "request" || last.name == "event" else {
      error(
        "resolve.unknown-notifier",
        "expected a notifier such as 'Service.request' or 'Service.event', found '\(path.text)'",
        at: path.range)
      return nil
    }
    guard let actor = resolveActorPath(path.components.dropLast(), from: context) else {
      return nil
    }
    let ownerIndex = actor.rawValue
    guard
      let notifier = last.name == "request"
        ? model.actors[ownerIndex].requestNotifier : model.actors[ownerIndex].eventNotifier
    else {
      error(
        "resolve.unknown-notifier",
        "'\(model.actors[ownerIndex].path)' has no \(last.name) notifier", at: path.range)
      return nil
    }
    bind(.notifier(notifier), at: last.range)
    return notifier
  }

  /// Resolves an actor path. The first name is looked up among the sub-actors of the
  /// context actor, then of each enclosing actor outward, then among top-level actors;
  /// each further name is a sub-actor of the previous one.
  func resolveActorPath(_ components: ArraySlice<Identifier>, from context: ActorID?) -> ActorID? {
    guard let first = components.first else { return nil }
    var current: ActorID? = nil
    var scope = context
    while let actor = scope, current == nil {
      current = child(named: first.name, of: actor)
      scope = model.actors[actor.rawValue].parent
    }
    if current == nil, case .actor(let id) = globals[first.name]?.symbol { current = id }
    guard var found = current else {
      var candidates: [(name: String, range: SourceRange?)] = []
      var scope = context
      while let actor = scope {
        candidates += model.actors[actor.rawValue].children.map {
          (model.actors[$0.rawValue].name, model.actors[$0.rawValue].nameRange)
        }
        scope = model.actors[actor.rawValue].parent
      }
      candidates += globalCandidates { if case .actor = $0 { true } else { false } }
      let message =
        globals[first.name].map { "'\(first.name)' is \($0.symbol.description), not an actor" }
        ?? "unknown actor '\(first.name)'"
      unknown("resolve.unknown-actor", message, name: first, candidates: candidates)
      return nil
    }
    bind(.actor(found), at: first.range)
    for name in components.dropFirst() {
      guard let next = child(named: name.name, of: found) else {
        let parent = model.actors[found.rawValue]
        unknown(
          "resolve.unknown-actor", "'\(parent.path)' has no sub-actor '\(name.name)'", name: name,
          candidates: parent.children.map {
            (model.actors[$0.rawValue].name, model.actors[$0.rawValue].nameRange)
          })
        return nil
      }
      found = next
      bind(.actor(found), at: name.range)
    }
    return found
  }

  private func child(named name: String, of actor: ActorID) -> ActorID? {
    model.actors[actor.rawValue].children.first { model.actors[$0.rawValue].name == name }
  }
}
