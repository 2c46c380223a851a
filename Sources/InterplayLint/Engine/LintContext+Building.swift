import InterplayDiagnostics
import InterplayModel

extension LintContext {
  /// Fills every index in one pass over the model.
  func build() {
    let actorCount = model.actors.count
    observers = Array(repeating: [], count: model.notifiers.count)
    requesters = Array(repeating: [], count: model.notifiers.count)
    // Built in locals and stored once: with the properties' exclusivity unchecked, an update
    // that reads the property it writes (`caseStart.append(caseStart[index] + …)`) is not
    // allowed on a class.
    var starts = [0]
    starts.reserveCapacity(model.notifiers.count + 1)
    for index in model.notifiers.indices {
      starts.append(starts[index] + model.notifiers[index].cases.count)
    }
    caseStart = starts
    let caseCount = caseStart[model.notifiers.count]
    firstSends = Array(repeating: nil, count: caseCount)
    handlers = ActorLists(count: caseCount)
    replyHandlers = ActorLists(count: caseCount)
    pushes = Array(repeating: [], count: model.scopes.count)
    variableUse = model.actors.indices.map {
      Array(repeating: Use(), count: model.actors[$0].variables.count)
    }
    propertyUse = model.dataModels.map { Array(repeating: Use(), count: $0.properties.count) }
    isRegistrationHandled = model.dataModels.map {
      Array(repeating: false, count: $0.registrations.count)
    }
    // By index: `model.actors.map(\.id)` would copy every actor to read its id.
    var outermost = model.actors.indices.map { model.actors[$0].id }
    for index in model.actors.indices {
      if let parent = model.actors[index].parent { outermost[index] = outermost[parent.rawValue] }
    }
    topLevel = outermost
    requestsInsertionPoint = Array(repeating: nil, count: actorCount)
    uriLiteral = Array(repeating: nil, count: actorCount)
    var reachability = StateReachability()
    for index in model.actors.indices {
      let actor = ActorID(index)
      indexPathways(of: actor)
      guard let chart = model.actors[index].chart else { continue }
      indexChart(chart, of: actor)
      // Now, while the chart is in the cache from indexing it.
      reachability.unreachableStates(of: chart) { unreachableStates.append((actor, $0)) }
    }
    indexSubtrees()
    pathwaysByRole = Array(repeating: [], count: ActorRole.allCases.count)
    for (index, pathway) in pathways.enumerated() {
      let role = model.actors[pathway.actor.rawValue].role
      pathwaysByRole[ActorRole.allCases.firstIndex(of: role) ?? 0].append(index)
    }
    for dataModel in model.dataModels {
      for registration in dataModel.registrations {
        for read in registration.reads {
          propertyUse[read.dataModel.rawValue][read.index].isRead = true
        }
        for write in registration.writes {
          propertyUse[write.dataModel.rawValue][write.index].isWritten = true
        }
      }
    }
    for invariant in model.invariants { markReads(invariant.condition) }
    for property in model.properties {
      if case .universality(let condition) = property.pattern { markReads(condition) }
    }
    for sequence in model.sequences {
      ModelWalk.messages(sequence.items) { message in
        for argument in message.arguments { markReads(argument) }
      }
    }
  }

  /// Both kinds, in the order an actor's pathways are listed; a constant, so indexing each
  /// actor does not allocate the list again.
  private static let pathwayKinds: [Pathway.Kind] = [.observes, .requests]

  /// Indexes the actor's pathways where the resolver recorded them: the written path of
  /// each `observes` and `requests` entry, where more can be added to `requests`, and the
  /// `uri` literal. A model built without the resolver (a test's, by hand) has no such
  /// ranges: its pathways point at the actor's name.
  private func indexPathways(of actor: ActorID) {
    let start = pathways.count
    let declared = model.actors[actor.rawValue]
    for kind in Self.pathwayKinds {
      let notifiers = kind == .observes ? declared.observes : declared.requests
      let ranges = kind == .observes ? declared.observesRanges : declared.requestsRanges
      for (position, notifier) in notifiers.enumerated() {
        let range = position < ranges.count ? ranges[position] : declared.nameRange
        pathways.append(
          Pathway(
            actor: actor, notifier: notifier, owner: owner(of: notifier), kind: kind,
            range: range))
        if kind == .observes {
          observers[notifier.rawValue].append(actor)
        } else {
          requesters[notifier.rawValue].append(actor)
        }
      }
    }
    if pathways.count - start > 1 { pathways[start...].sort { $0.range.start < $1.range.start } }
    pathwayGroups.append(start..<pathways.count)
    requestsInsertionPoint[actor.rawValue] = declared.requestsEnd
    uriLiteral[actor.rawValue] = declared.uriRange
  }

  /// Fills ``subtreeEnd`` when every actor's sub-actors directly follow it; leaves it empty
  /// (and ``isWithin(_:_:)`` walks parents) otherwise.
  private func indexSubtrees() {
    var open: [Int] = []
    var end = model.actors.indices.map { $0 + 1 }
    for index in model.actors.indices {
      let parent = model.actors[index].parent?.rawValue
      while let top = open.last, top != parent { open.removeLast() }
      if parent != nil && open.isEmpty { return }
      open.append(index)
    }
    for index in model.actors.indices.reversed() {
      if let parent = model.actors[index].parent?.rawValue {
        end[parent] = max(end[parent], end[index])
      }
    }
    subtreeEnd = end
  }

  private func indexChart(_ chart: Statechart, of actor: ActorID) {
    for state in chart.states.indices {
      for transition in chart.states[state].transitions.indices {
        switch chart.states[state].transitions[transition].trigger {
        case .registration(let ref):
          isRegistrationHandled[ref.dataModel.rawValue][ref.index] = true
        case .notification(let ref, let isReply, _):
          let number = caseNumber(ref)
          if isReply {
            replyHandlers.append(actor, to: number)
          } else {
            handlers.append(actor, to: number)
          }
        case .always, .done, .after:
          break
        }
        if let guardExpr = chart.states[state].transitions[transition].guardExpr {
          markReads(guardExpr)
        }
      }
      for ignored in chart.states[state].ignoredRegistrations {
        isRegistrationHandled[ignored.dataModel.rawValue][ignored.index] = true
      }
      for ignored in chart.states[state].ignores {
        handlers.append(actor, to: caseNumber(ignored))
      }
      for ignored in chart.states[state].ignoredReplies {
        replyHandlers.append(actor, to: caseNumber(ignored))
      }
    }
    // One walk over the actions for what they do and what they read: a second walk (as
    // `ModelWalk.expressions(of:)` would make) costs as much again.
    ModelWalk.actions(of: chart) { action in
      ModelWalk.expressions(of: action) { markReads($0) }
      switch action.kind {
      case .send(let ref, _), .sendAfter(let ref, _, _):
        sends.append(NotificationSite(actor: actor, notification: ref, range: action.range))
        markSent(ref, at: action.range)
      case .emit(let ref, _):
        emits.append(NotificationSite(actor: actor, notification: ref, range: action.range))
        markSent(ref, at: action.range)
      case .raise(let ref, _):
        // Internal to the actor: no pathway, but the case is sent.
        markSent(ref, at: action.range)
      case .push(let scope):
        pushes[scope.rawValue].append(action.range)
      case .assign(.variable(let ref), _):
        variableUse[ref.actor.rawValue][ref.index].isWritten = true
      case .assign(.property(let ref), _):
        propertyUse[ref.dataModel.rawValue][ref.index].isWritten = true
      default:
        break
      }
    }
  }

  private func markSent(_ ref: NotificationRef, at range: SourceRange) {
    let number = caseNumber(ref)
    if firstSends[number] == nil { firstSends[number] = range }
  }

  private func markReads(_ expr: ResolvedExpr) {
    ModelWalk.subexpressions(expr) { markRead($0) }
  }

  private func markRead(_ expr: ResolvedExpr) {
    switch expr.kind {
    case .variable(let ref): variableUse[ref.actor.rawValue][ref.index].isRead = true
    case .property(let ref): propertyUse[ref.dataModel.rawValue][ref.index].isRead = true
    default: break
    }
  }
}
