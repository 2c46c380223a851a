import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

extension LintContext {
  /// Fills every index in one pass over the model (and the actor declarations of `syntax`).
  mutating func build(syntax: [SourceFileSyntax]) {
    let actorCount = model.actors.count
    observers = Array(repeating: [], count: model.notifiers.count)
    requesters = Array(repeating: [], count: model.notifiers.count)
    isSentByChart = model.notifiers.map { Array(repeating: false, count: $0.cases.count) }
    pushes = Array(repeating: [], count: model.scopes.count)
    variableUse = model.actors.map { Array(repeating: Use(), count: $0.variables.count) }
    propertyUse = model.dataModels.map { Array(repeating: Use(), count: $0.properties.count) }
    handled = Array(repeating: [], count: actorCount)
    replyHandled = Array(repeating: [], count: actorCount)
    topLevel = model.actors.map(\.id)
    for actor in model.actors {
      if let parent = actor.parent { topLevel[actor.id.rawValue] = topLevel[parent.rawValue] }
    }
    let declarations = PathwaySyntaxIndex(syntax: syntax)
    requestsInsertionPoint = Array(repeating: nil, count: actorCount)
    for actor in model.actors {
      indexPathways(of: actor, declarations: declarations)
      if let chart = actor.chart { indexChart(chart, of: actor.id) }
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

  private mutating func indexPathways(of actor: Actor, declarations: PathwaySyntaxIndex) {
    let start = pathways.count
    let written = declarations.pathways(of: actor)
    for (kind, notifiers) in [(Pathway.Kind.observes, actor.observes), (.requests, actor.requests)]
    {
      for notifier in notifiers {
        let owner = model[notifier].owner
        let range =
          written.first { $0.kind == kind && Self.path($0.actorPath, names: model[owner].path) }?
          .range ?? actor.nameRange
        pathways.append(
          Pathway(actor: actor.id, notifier: notifier, owner: owner, kind: kind, range: range))
        if kind == .observes {
          observers[notifier.rawValue].append(actor.id)
        } else {
          requesters[notifier.rawValue].append(actor.id)
        }
      }
    }
    pathways[start...].sort { $0.range.start < $1.range.start }
    pathwayGroups.append(start..<pathways.count)
    requestsInsertionPoint[actor.id.rawValue] = declarations.requestsEnd(of: actor)
  }

  /// Whether a path written in a pathway declaration names the actor with a full path.
  static func path(_ written: String, names fullPath: String) -> Bool {
    fullPath == written || fullPath.hasSuffix("." + written)
  }

  private mutating func indexChart(_ chart: Statechart, of actor: ActorID) {
    for state in chart.states {
      for transition in state.transitions {
        if case .notification(let ref, let isReply, _) = transition.trigger {
          if isReply {
            replyHandled[actor.rawValue].insert(ref)
          } else {
            handled[actor.rawValue].insert(ref)
          }
        }
      }
      for ignored in state.ignores { handled[actor.rawValue].insert(ignored) }
    }
    ModelWalk.actions(of: chart) { action in
      switch action.kind {
      case .send(let ref, _):
        sends.append(NotificationSite(actor: actor, notification: ref, range: action.range))
        isSentByChart[ref.notifier.rawValue][ref.caseIndex] = true
      case .emit(let ref, _):
        emits.append(NotificationSite(actor: actor, notification: ref, range: action.range))
        isSentByChart[ref.notifier.rawValue][ref.caseIndex] = true
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
    ModelWalk.expressions(of: chart) { markRead($0) }
  }

  private mutating func markReads(_ expr: ResolvedExpr) {
    ModelWalk.subexpressions(expr) { markRead($0) }
  }

  private mutating func markRead(_ expr: ResolvedExpr) {
    switch expr.kind {
    case .variable(let ref): variableUse[ref.actor.rawValue][ref.index].isRead = true
    case .property(let ref): propertyUse[ref.dataModel.rawValue][ref.index].isRead = true
    default: break
    }
  }
}
