import InterplayDiagnostics
import InterplaySyntax

/// Pass 11: properties, invariants and topology rules.
extension ModelBuilder {
  func resolveProperties() {
    for decl in propertyDecls {
      guard claimPropertyName(decl.name) else { continue }
      guard let pattern = resolvePattern(decl.pattern) else { continue }
      var scope = Property.PatternScope.globally
      switch decl.scope {
      case nil, .globally: break
      case .before(let r):
        guard let r = resolveEvent(r) else { continue }
        scope = .before(r)
      case .after(let q):
        guard let q = resolveEvent(q) else { continue }
        scope = .after(q)
      case .between(let q, let r):
        guard let q = resolveEvent(q), let r = resolveEvent(r) else { continue }
        scope = .between(q, r)
      case .afterUntil(let q, let r):
        guard let q = resolveEvent(q), let r = resolveEvent(r) else { continue }
        scope = .afterUntil(q, r)
      }
      model.properties.append(
        Property(
          name: decl.name.name, pattern: pattern, scope: scope, nameRange: decl.name.range,
          range: decl.range))
    }
  }

  func resolveInvariants() {
    for decl in invariantDecls {
      guard claimPropertyName(decl.name) else { continue }
      let condition = coerce(decl.condition, to: Model.boolTypeID, in: .global)
      model.invariants.append(
        Invariant(
          name: decl.name.name, condition: condition, nameRange: decl.name.range,
          range: decl.range))
    }
  }

  /// Properties and invariants share one namespace: the checker reports them by name.
  private func claimPropertyName(_ name: Identifier) -> Bool {
    if let first = propertyNames[name.name] {
      duplicate(
        "resolve.duplicate-property", "duplicate property '\(name.name)'", name: name, first: first)
      return false
    }
    propertyNames[name.name] = name.range
    return true
  }

  private func resolvePattern(_ syntax: PatternSyntax) -> Property.Pattern? {
    switch syntax {
    case .absence(let p): return resolveEvent(p).map(Property.Pattern.absence)
    case .existence(let p): return resolveEvent(p).map(Property.Pattern.existence)
    case .boundedExistence(let bound, let p):
      if bound.value < 0 {
        error(
          "resolve.invalid-count", "'at most' needs a count of at least 0, found \(bound.value)",
          at: bound.range)
        return nil
      }
      guard isWithinLimit(bound, ModelLimits.maxOccurrences, "limit.occurrences", "'at most' count")
      else { return nil }
      return resolveEvent(p).map { .boundedExistence(bound.value, $0) }
    case .universality(let expr):
      return .universality(coerce(expr, to: Model.boolTypeID, in: .global))
    case .precedence(let p, let s):
      guard let p = resolveEvent(p), let s = resolveEvent(s) else { return nil }
      return .precedence(p, s)
    case .response(let s, let p):
      guard let s = resolveEvent(s), let p = resolveEvent(p) else { return nil }
      return .response(response: s, trigger: p)
    case .error: return nil
    }
  }

  /// `Actor.case`: a request case of the actor, else an event case it emits.
  func resolveNotificationPath(_ path: Path) -> NotificationRef? {
    let name = path.last
    guard path.components.count >= 2 else {
      let matches = model.notifiers.flatMap { notifier in
        notifier.caseIndex(named: name.name).map {
          [NotificationRef(notifier: notifier.id, caseIndex: $0)]
        } ?? []
      }
      let suggestion = matches.count == 1 ? model.qualifiedName(of: matches[0]) : nil
      error(
        "resolve.unknown-case", "expected an event written 'Actor.case', found '\(name.name)'",
        at: path.range,
        notes: suggestion.map { [DiagnosticNote("did you mean '\($0)'?", at: nil)] } ?? [],
        fixIts: suggestion.map {
          [FixIt("replace with '\($0)'", edits: [TextEdit(range: path.range, replacement: $0)])]
        } ?? [])
      return nil
    }
    guard let actor = resolveActorPath(path.components.dropLast(), from: nil) else {
      return nil
    }
    let owner = model.actors[actor.rawValue]
    let request = owner.requestNotifier.flatMap { n in
      caseIndex(n, named: name.name).map { NotificationRef(notifier: n, caseIndex: $0) }
    }
    let event = owner.eventNotifier.flatMap { n in
      caseIndex(n, named: name.name).map { NotificationRef(notifier: n, caseIndex: $0) }
    }
    switch (request, event) {
    case (let request?, nil):
      bind(.notificationCase(request), at: name.range)
      return request
    case (nil, let event?):
      bind(.notificationCase(event), at: name.range)
      return event
    case (_?, _?):
      error(
        "resolve.ambiguous-event",
        "'\(path.text)' names both a request and an event of '\(owner.path)'", at: path.range)
      return nil
    case (nil, nil):
      unknown(
        "resolve.unknown-case", "'\(owner.path)' has no request or event '\(name.name)'",
        name: name, candidates: cases(of: owner.requestNotifier) + cases(of: owner.eventNotifier))
      return nil
    }
  }

  func resolveRules() {
    for decl in ruleDecls {
      switch decl {
      case .forbid(let from, let to, let range):
        guard let from = resolveEndpoint(from), let to = resolveEndpoint(to) else { continue }
        model.rules.append(TopologyRule(.forbid(from, to), range: range))
      case .allowOnly(let pairs, let range):
        let resolved = pairs.compactMap { pair -> EndpointPair? in
          guard let from = resolveEndpoint(pair.from), let to = resolveEndpoint(pair.to) else {
            return nil
          }
          return EndpointPair(from: from, to: to)
        }
        guard resolved.count == pairs.count else { continue }
        model.rules.append(TopologyRule(.allowOnly(resolved), range: range))
      case .hub(let hub, let between, let range):
        let hubActor = resolveActorPath(hub.components[...], from: nil)
        let endpoints = between.compactMap(resolveEndpoint)
        guard let hubActor, endpoints.count == between.count else { continue }
        model.rules.append(TopologyRule(.hub(hubActor, between: endpoints), range: range))
      }
    }
  }

  private func resolveEndpoint(_ syntax: EndpointSyntax) -> Endpoint? {
    switch syntax {
    case .role(let role, _): return .role(ActorRole(role))
    case .actor(let path):
      return resolveActorPath(path.components[...], from: nil).map(Endpoint.actor)
    }
  }
}
