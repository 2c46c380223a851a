import InterplayModel

/// What one actor's steps may touch beyond its own words, read off its declarations and
/// chart: whose queues it may write, whose words its expressions read, and whether it
/// reaches state shared by everyone (the data model, the scope stacks, the clock).
///
/// Over-approximate by design: the partial-order reduction is sound as long as nothing
/// an actor can do is missing here (see ``PartialOrderAnalysis``).
struct ActorFootprint: Sendable {
  /// The actors whose queues its steps may append to (requests, replies, events).
  var writesTo: Set<Int> = []
  /// Other actors whose configuration or variables its expressions read.
  var reads: Set<Int> = []
  /// Whether it reads or assigns a data-model property or runs a registration.
  var touchesDataModel = false
  /// Whether it pushes or pops scopes.
  var changesScopes = false
  /// Whether it sets, cancels or waits for timers.
  var usesTimers = false
  /// Per receiver, the most notifications one of its steps may deliver to it; nil when
  /// a step may run transitions any number of times (eventless or completion
  /// transitions, raised events), so no bound is known.
  var fanout: [Int: Int]? = [:]

  /// The footprint of every actor of `model`, by actor index.
  static func all(of model: Model) -> [ActorFootprint] {
    let requesters = requesters(in: model)
    var observers = Array(repeating: Set<Int>(), count: model.notifiers.count)
    for actor in model.actors {
      for notifier in actor.observes { observers[notifier.rawValue].insert(actor.id.rawValue) }
    }
    return model.actors.map { actor in
      var footprint = ActorFootprint()
      let index = actor.id.rawValue
      // Declared pathways: requests out, events to its observers, and replies back to
      // whoever requests it when a case has a reply type. A stub may use every one of
      // them; a chart replies only where it says `reply`.
      for notifier in actor.requests {
        footprint.writesTo.insert(model.notifiers[notifier.rawValue].owner.rawValue)
      }
      if let own = actor.eventNotifier { footprint.writesTo.formUnion(observers[own.rawValue]) }
      let replyTo = actor.requestNotifier.map { requesters[$0.rawValue] } ?? []
      guard let chart = actor.chart else {
        if let own = actor.requestNotifier,
          model.notifiers[own.rawValue].cases.contains(where: { $0.replyType != nil })
        {
          footprint.writesTo.formUnion(replyTo)
        }
        // A stub's step takes, emits or sends one notification.
        footprint.fanout = Dictionary(uniqueKeysWithValues: footprint.writesTo.map { ($0, 1) })
        return footprint
      }
      var replies = false
      chart.visitActions { if case .reply = $0.kind { replies = true } }
      if replies { footprint.writesTo.formUnion(replyTo) }
      chart.visitActions { footprint.note($0, actor: index, model: model, observers: observers) }
      for state in chart.states {
        for transition in state.transitions {
          if let guardExpr = transition.guardExpr { footprint.note(guardExpr, actor: index) }
          switch transition.trigger {
          case .after: footprint.usesTimers = true
          case .registration: footprint.touchesDataModel = true
          case .notification, .always, .done: break
          }
        }
      }
      for choice in chart.choices {
        for branch in choice.branches {
          if let guardExpr = branch.guardExpr { footprint.note(guardExpr, actor: index) }
        }
      }
      // Its own words are its own business.
      footprint.reads.remove(index)
      footprint.fanout = fanout(
        of: chart, model: model, observers: observers, replyTo: replyTo)
      return footprint
    }
  }

  /// Per receiver, the most notifications one step of `chart` delivers to it, or nil.
  ///
  /// Without eventless or completion transitions, raised events and parallel states, a
  /// step fires one transition and runs each entry, exit, initial, history and choice
  /// action at most once: the busiest transition plus all of those bounds it.
  static func fanout(
    of chart: Statechart, model: Model, observers: [Set<Int>], replyTo: Set<Int>
  ) -> [Int: Int]? {
    var unbounded = chart.states.contains { $0.kind == .parallel }
    func deliveries(_ actions: [ResolvedAction]) -> [Int: Int] {
      var counts: [Int: Int] = [:]
      ResolvedAction.visit(actions) { action in
        switch action.kind {
        case .send(let ref, _):
          counts[model.notifiers[ref.notifier.rawValue].owner.rawValue, default: 0] += 1
        case .emit(let ref, _):
          for observer in observers[ref.notifier.rawValue] { counts[observer, default: 0] += 1 }
        case .reply:
          for requester in replyTo { counts[requester, default: 0] += 1 }
        case .raise:
          unbounded = true
        default:
          break
        }
      }
      return counts
    }
    var busiest: [Int: Int] = [:]
    var always: [Int: Int] = [:]
    func add(_ counts: [Int: Int], to total: inout [Int: Int]) {
      for (receiver, count) in counts { total[receiver, default: 0] += count }
    }
    if let initial = chart.initialTransition { add(deliveries(initial.actions), to: &always) }
    for state in chart.states {
      add(deliveries(state.entry), to: &always)
      add(deliveries(state.exit), to: &always)
      if let initial = state.initialTransition { add(deliveries(initial.actions), to: &always) }
      for transition in state.transitions {
        switch transition.trigger {
        case .always, .done: unbounded = true
        case .notification, .after, .registration: break
        }
        for (receiver, count) in deliveries(transition.actions) {
          busiest[receiver] = max(busiest[receiver] ?? 0, count)
        }
      }
    }
    for history in chart.histories { add(deliveries(history.defaultActions), to: &always) }
    for choice in chart.choices {
      for branch in choice.branches { add(deliveries(branch.actions), to: &always) }
    }
    if unbounded { return nil }
    add(busiest, to: &always)
    return always
  }

  /// Per request notifier, every actor that may send it a request: those that declare
  /// `requests` of it, and those whose charts send to it without declaring it (a lint
  /// warning, not an error).
  static func requesters(in model: Model) -> [Set<Int>] {
    var result = Array(repeating: Set<Int>(), count: model.notifiers.count)
    for actor in model.actors {
      for notifier in actor.requests { result[notifier.rawValue].insert(actor.id.rawValue) }
      actor.chart?.visitActions { action in
        switch action.kind {
        case .send(let ref, _), .sendAfter(let ref, _, _):
          result[ref.notifier.rawValue].insert(actor.id.rawValue)
        default: break
        }
      }
    }
    return result
  }

  private mutating func note(
    _ action: ResolvedAction, actor: Int, model: Model, observers: [Set<Int>]
  ) {
    switch action.kind {
    case .send(let ref, let arguments):
      writesTo.insert(model.notifiers[ref.notifier.rawValue].owner.rawValue)
      for argument in arguments { note(argument, actor: actor) }
    case .sendAfter(let ref, let arguments, _):
      usesTimers = true
      writesTo.insert(model.notifiers[ref.notifier.rawValue].owner.rawValue)
      for argument in arguments { note(argument, actor: actor) }
    case .cancel:
      usesTimers = true
    case .raise(_, let arguments):
      for argument in arguments { note(argument, actor: actor) }
    case .emit(let ref, let arguments):
      writesTo.formUnion(observers[ref.notifier.rawValue])
      for argument in arguments { note(argument, actor: actor) }
    case .reply(let value):
      if let value { note(value, actor: actor) }
    case .assign(let target, let value):
      if case .property = target { touchesDataModel = true }
      note(value, actor: actor)
    case .push, .pop:
      changesScopes = true
    case .assert(let condition, _), .ifAction(let condition, _, _):
      note(condition, actor: actor)
    case .transaction:
      touchesDataModel = true
    case .choose:
      break
    }
  }

  /// Notes what an expression evaluated by `actor` reads.
  mutating func note(_ expr: ResolvedExpr, actor: Int) {
    switch expr.kind {
    case .variable(let ref): if ref.actor.rawValue != actor { reads.insert(ref.actor.rawValue) }
    case .inState(let other, _): if other.rawValue != actor { reads.insert(other.rawValue) }
    case .property: touchesDataModel = true
    case .enumCase(_, let payload): for value in payload { note(value, actor: actor) }
    case .unary(_, let operand): note(operand, actor: actor)
    case .binary(_, let lhs, let rhs):
      note(lhs, actor: actor)
      note(rhs, actor: actor)
    case .bool, .int, .binding, .error: break
    }
  }
}
