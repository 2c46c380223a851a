import InterplayModel
import InterplayRuntime

/// Decides whether a model admits the partial-order reduction, and builds the static
/// tables it needs (``IndependenceTables``).
///
/// The reduction expands, in a state, only the steps of one actor A (an ample set) when
/// nothing else that can happen before A moves could interfere with them. Two steps of
/// different actors interfere only through what they share: a queue both append to (the
/// order of the notifications differs), a queue one appends to and the other takes
/// from (its capacity, and for `coalesce` and `latest`, what is pending), words one
/// reads and the other writes (`in` guards), the scope stacks, the data model, and the
/// pending timers (ranked across actors by when they were set). Time itself passes only
/// when no step processes anything, so it cannot pass before an ample actor that is
/// processing something moves. The tables say, per actor, what its steps may touch; ``AmpleSelector`` then
/// checks, in each state, that no actor able to step before A (the closure of the actors
/// enabled now along who-may-write-whom) touches what A's steps touch. State predicates
/// (invariants, `always` conditions) see only actors that are never ample; event
/// patterns and sequence claims see single steps, which are then never ample. See `docs/Checking.md`, "Partial-order
/// reduction", for why each property survives.
enum PartialOrderAnalysis {
  /// The tables, or nil and why the model admits no reduction; without `lookAhead`, the
  /// tables leave ``IndependenceTables/futures`` out.
  static func analyze(_ system: CompiledSystem, lookAhead: Bool = true) -> (
    IndependenceTables?, String?
  ) {
    let model = system.model
    let footprints = ActorFootprint.all(of: model)
    if model.dataModels.contains(where: { !$0.registrations.isEmpty }) {
      return (nil, "the model has data-model registrations, whose cascades order every step")
    }
    let visible = visibleActors(model)
    let count = model.actors.count
    var writers = Array(repeating: Set<Int>(), count: count)
    var sharers = Array(repeating: Set<Int>(), count: count)
    for (actor, footprint) in footprints.enumerated() {
      for receiver in footprint.writesTo where receiver != actor { writers[receiver].insert(actor) }
      for other in footprint.reads {
        sharers[actor].insert(other)
        sharers[other].insert(actor)
      }
    }
    // The data model is words every actor touching it shares.
    let dataUsers = footprints.indices.filter { footprints[$0].touchesDataModel }
    for actor in dataUsers {
      sharers[actor].formUnion(dataUsers.filter { $0 != actor })
    }
    let eligible = footprints.enumerated().map { actor, footprint in
      !visible.contains(actor) && !footprint.touchesDataModel && !footprint.changesScopes
    }
    guard eligible.contains(true) else {
      return (
        nil,
        "every actor is read by an invariant or an `always` condition, or touches the data model or the scope stacks"
      )
    }
    var fifoCase: [Bool] = []
    for notifier in model.notifiers {
      for index in notifier.cases.indices {
        let gid = system.gid(notifier: notifier.id.rawValue, caseIndex: index)
        if gid >= fifoCase.count {
          fifoCase += Array(repeating: true, count: gid + 1 - fifoCase.count)
        }
        fifoCase[gid] = notifier.policy == .fifo
      }
    }
    var observerCounts = Array(repeating: 0, count: model.notifiers.count)
    for actor in model.actors {
      for notifier in Set(actor.observes) { observerCounts[notifier.rawValue] += 1 }
    }
    let sortedWriters = writers.map { $0.sorted() }
    let fanout = sortedWriters.enumerated().map { receiver, writers in
      writers.map { writer in
        footprints[writer].fanout.map { Int32(clamping: $0[receiver] ?? 0) } ?? -1
      }
    }
    let tables = IndependenceTables(
      eligible: eligible, writers: sortedWriters,
      writesTo: footprints.map { $0.writesTo.sorted() }, sharers: sharers.map { $0.sorted() },
      scopeChangers: footprints.indices.filter { footprints[$0].changesScopes },
      canFinish: model.actors.map { actor in
        actor.chart?.states.contains { $0.kind == .final } ?? false
      },
      fifoCase: fifoCase, fanout: fanout,
      emission: footprints.indices.map { actor in
        guard let fanout = footprints[actor].fanout else { return -1 }
        if model.actors[actor].isStub {
          guard let own = model.actors[actor].eventNotifier else { return 1 }
          return max(1, observerCounts[own.rawValue])
        }
        return fanout.values.reduce(0) { min(1 << 20, $0 + $1) }
      },
      isStub: model.actors.map(\.isStub),
      room: model.actors.indices.map { room(of: $0, system) },
      acceptsArrivals: model.actors.map { actor in
        let inbox = ([actor.requestNotifier].compactMap { $0 } + actor.observes)
        return (!actor.isStub || actor.isOrdered)
          && inbox.allSatisfy { model.notifiers[$0.rawValue].policy == .fifo }
      },
      usesTimers: footprints.map(\.usesTimers),
      hasTimers: footprints.contains(where: \.usesTimers),
      futures: lookAhead ? FutureTables.build(system) : nil)
    return (tables, nil)
  }

  /// Why the reduction cannot keep the weakly fair cycles of liveness properties, or nil
  /// when it can.
  ///
  /// The argument (docs/Checking.md, "Liveness under the reduction") needs whether an
  /// actor can move to depend on its own words and queue only: then an actor left out
  /// of a state stays able to move until it does, so a fair run never leaves an ample
  /// actor waiting, and a reduced run made of the same steps is fair too. An eventless
  /// or completion transition whose guard reads another actor or the data model breaks
  /// that.
  static func fairnessRefusal(_ model: Model) -> String? {
    for actor in model.actors {
      guard let chart = actor.chart else { continue }
      for state in chart.states {
        for transition in state.transitions {
          switch transition.trigger {
          case .always, .done: break
          case .notification, .after, .registration: continue
          }
          guard let condition = transition.guardExpr else { continue }
          var reader = ActorFootprint()
          reader.note(condition, actor: actor.id.rawValue)
          if !reader.reads.isEmpty || reader.touchesDataModel {
            return
              "the model has liveness properties, and '\(actor.path)' has an eventless or completion transition whose guard reads another actor or the data model, so whether it can move depends on others"
          }
        }
      }
    }
    return nil
  }

  /// The fewest entries an actor's empty queue holds (``IndependenceTables/room``): its
  /// slots, and the capacity of every channel that may deliver to it (its requests, the
  /// events it observes, the replies to whatever it requests or sends to).
  static func room(of actor: Int, _ system: CompiledSystem) -> Int {
    let model = system.model
    var channels = model.actors[actor].requests.map(\.rawValue)
    if let own = model.actors[actor].requestNotifier { channels.append(own.rawValue) }
    channels += model.actors[actor].observes.map(\.rawValue)
    model.actors[actor].chart?.visitActions { action in
      if case .send(let ref, _) = action.kind { channels.append(ref.notifier.rawValue) }
    }
    return channels.reduce(system.queueSlots(of: actor)) {
      min($0, system.capacity(ofNotifier: $1))
    }
  }

  /// The actors whose words an invariant or an `always` condition reads (`in`,
  /// variables), or an event pattern's arguments: their steps change what a state
  /// predicate says. Event patterns make no actor visible as a whole: a step whose
  /// events a pattern names is visible on its own, decided in the state
  /// (``MonitorProgram/sees(_:)``).
  static func visibleActors(_ model: Model) -> Set<Int> {
    var reader = ActorFootprint()
    for invariant in model.invariants { reader.note(invariant.condition, actor: -1) }
    func observe(_ pattern: EventPattern) {
      for term in pattern.terms {
        for argument in term.arguments { reader.note(argument, actor: -1) }
      }
    }
    for property in model.properties {
      switch property.pattern {
      case .absence(let p), .existence(let p), .boundedExistence(_, let p): observe(p)
      case .universality(let condition): reader.note(condition, actor: -1)
      case .precedence(let p, let s), .response(let s, let p):
        observe(p)
        observe(s)
      }
      switch property.scope {
      case .globally: break
      case .before(let p), .after(let p): observe(p)
      case .between(let q, let r), .afterUntil(let q, let r):
        observe(q)
        observe(r)
      }
    }
    return reader.reads
  }
}
