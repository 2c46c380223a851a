import InterplayModel
import InterplayRuntime

/// What each actor may still do from each state of its chart, read once from the model:
/// the static half of ``FutureAnalysis``.
///
/// A message is named by a key: `receiver * keysPerActor + gid * 2 + (reply ? 1 : 0)`.
/// Everything here over-approximates: guards are taken as true, a transition enters
/// every state below its targets, and a choice, join or history may enter any state of
/// the chart. The reduction stays sound as long as nothing a step can do is missing.
struct FutureTables: Sendable {
  /// What running some actions may do beyond the actor's own words.
  struct Effects: Sendable {
    /// The messages they may deliver (keys).
    var messages: [Int] = []
    /// The scopes they may push or pop.
    var scopes: [Int] = []
  }

  /// One transition of a chart, abstracted.
  struct Move: Sendable {
    /// The state it leaves from (a state id of the actor's chart).
    let source: Int
    /// The message keys, without the receiver's part, that may trigger it; empty when
    /// it needs no message (eventless, completion, a timer).
    let triggers: [Int]
    /// The states it may enter, ancestors below its domain and descendants included.
    let entered: [Int]
    /// Its own actions' effects.
    let effects: Effects
    /// Whether it has targets, so it may exit states.
    let hasTargets: Bool
  }

  /// Two keys per global case id: a message of it, and a reply to it.
  let keysPerActor: Int
  /// Per actor, its chart's moves (none for a stub).
  let moves: [[Move]]
  /// Per actor, the index of its first move in flat per-move arrays.
  let moveBase: [Int]
  /// Per actor, the index of its chart's first state in flat per-state arrays.
  let stateBase: [Int]
  /// Per actor, the number of states of its chart (0 for a stub).
  let stateCounts: [Int]
  /// Per flat state: what entering it may do (entry actions, initial transition,
  /// history defaults).
  let entryEffects: [Effects]
  /// Per flat state: what leaving it may do.
  let exitEffects: [Effects]
  /// Per actor: what its chart's initial transition and every choice branch may do
  /// (run when it is pushed, or when a move enters a choice).
  let chartEffects: [Effects]
  /// Per actor: whether it is a stub.
  let isStub: [Bool]
  /// Per stub: what it may emit or send of its own accord while its budget lasts.
  let spontaneous: [Effects]
  /// Per actor: the replies it may send to whoever requests it (keys).
  let replies: [[Int]]
  /// Per scope: the actors it holds (``CompiledSystem/scopeMembers(_:)``).
  let scopeMembers: [[Int]]
  /// Per actor: its scope, or -1.
  let scopeOf: [Int]
  /// The messages a `send … after` may deliver: possible whenever time passes.
  let timed: [Int]

  /// The number of actors.
  var actorCount: Int { moves.count }

  /// The tables of `system`, or nil when its message keys would take more than four
  /// million marks (the reduction then looks ahead along who may write whom only).
  static func build(_ system: CompiledSystem) -> FutureTables? {
    let model = system.model
    let keysPerActor = 2 * system.caseCount
    guard model.actors.count.multipliedReportingOverflow(by: keysPerActor).partialValue <= 1 << 22,
      model.actors.count <= 1 << 16
    else { return nil }
    var builder = Builder(system: system, keysPerActor: keysPerActor)
    return builder.tables()
  }
}

/// Builds ``FutureTables`` actor by actor.
private struct Builder {
  let system: CompiledSystem
  let model: Model
  let keysPerActor: Int
  let requesters: [Set<Int>]
  var observers: [[Int]]

  init(system: CompiledSystem, keysPerActor: Int) {
    self.system = system
    self.model = system.model
    self.keysPerActor = keysPerActor
    requesters = ActorFootprint.requesters(in: system.model)
    var observers = Array(repeating: [Int](), count: system.model.notifiers.count)
    for actor in system.model.actors {
      for notifier in Set(actor.observes) { observers[notifier.rawValue].append(actor.id.rawValue) }
    }
    self.observers = observers
  }

  func key(_ receiver: Int, _ gid: Int, reply: Bool) -> Int {
    receiver * keysPerActor + gid * 2 + (reply ? 1 : 0)
  }

  func gid(_ ref: NotificationRef) -> Int {
    system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex)
  }

  /// The replies an actor's `reply` may send: every case of its request notifier with a
  /// reply type, to every requester.
  func replyKeys(_ actor: Actor) -> [Int] {
    guard let own = actor.requestNotifier else { return [] }
    let notifier = model.notifiers[own.rawValue]
    var keys: [Int] = []
    for (index, item) in notifier.cases.enumerated() where item.replyType != nil {
      let gid = gid(NotificationRef(notifier: own, caseIndex: index))
      for requester in requesters[own.rawValue].sorted() {
        keys.append(key(requester, gid, reply: true))
      }
    }
    return keys
  }

  func effects(_ actions: [ResolvedAction], of actor: Actor) -> FutureTables.Effects {
    var result = FutureTables.Effects()
    ResolvedAction.visit(actions) { action in
      switch action.kind {
      case .send(let ref, _), .sendAfter(let ref, _, _):
        let owner = model.notifiers[ref.notifier.rawValue].owner.rawValue
        result.messages.append(key(owner, gid(ref), reply: false))
      case .emit(let ref, _):
        for observer in observers[ref.notifier.rawValue] {
          result.messages.append(key(observer, gid(ref), reply: false))
        }
      case .raise(let ref, _):
        result.messages.append(key(actor.id.rawValue, gid(ref), reply: false))
      case .reply:
        result.messages += replyKeys(actor)
      case .push(let scope), .pop(let scope):
        result.scopes.append(scope.rawValue)
      case .cancel, .assign, .assert, .ifAction, .transaction, .choose:
        break
      }
    }
    return result
  }

  static func merge(_ effects: [FutureTables.Effects]) -> FutureTables.Effects {
    var result = FutureTables.Effects()
    for effect in effects {
      result.messages += effect.messages
      result.scopes += effect.scopes
    }
    return result
  }

  mutating func tables() -> FutureTables {
    var moves: [[FutureTables.Move]] = []
    var moveBase: [Int] = []
    var stateBase: [Int] = []
    var stateCounts: [Int] = []
    var entryEffects: [FutureTables.Effects] = []
    var exitEffects: [FutureTables.Effects] = []
    var chartEffects: [FutureTables.Effects] = []
    var spontaneous: [FutureTables.Effects] = []
    var timed: [Int] = []
    var moveCount = 0
    for actor in model.actors {
      moveBase.append(moveCount)
      stateBase.append(entryEffects.count)
      guard let chart = actor.chart else {
        moves.append([])
        stateCounts.append(0)
        chartEffects.append(.init())
        spontaneous.append(stubEffects(actor))
        continue
      }
      spontaneous.append(.init())
      stateCounts.append(chart.states.count)
      for state in chart.states {
        var entry = state.entry
        if let initial = state.initialTransition { entry += initial.actions }
        for history in chart.histories where history.parent == state.id {
          entry += history.defaultActions
        }
        entryEffects.append(effects(entry, of: actor))
        exitEffects.append(effects(state.exit, of: actor))
      }
      var whole = chart.initialTransition?.actions ?? []
      for choice in chart.choices { for branch in choice.branches { whole += branch.actions } }
      chartEffects.append(effects(whole, of: actor))
      chart.visitActions { action in
        if case .sendAfter(let ref, _, _) = action.kind {
          timed.append(
            key(model.notifiers[ref.notifier.rawValue].owner.rawValue, gid(ref), reply: false))
        }
      }
      let actorMoves = chart.states.flatMap { state in
        state.transitions.map { move($0, in: chart, of: actor) }
      }
      moveCount += actorMoves.count
      moves.append(actorMoves)
    }
    return FutureTables(
      keysPerActor: keysPerActor, moves: moves, moveBase: moveBase, stateBase: stateBase,
      stateCounts: stateCounts, entryEffects: entryEffects, exitEffects: exitEffects,
      chartEffects: chartEffects, isStub: model.actors.map { $0.chart == nil },
      spontaneous: spontaneous, replies: model.actors.map(replyKeys),
      scopeMembers: (0..<system.scopeCount).map(system.scopeMembers),
      scopeOf: model.actors.map { $0.scope?.rawValue ?? -1 }, timed: timed)
  }

  /// A stub's own steps: every request it may send, every event it may emit.
  func stubEffects(_ actor: Actor) -> FutureTables.Effects {
    var result = FutureTables.Effects()
    for notifier in actor.requests {
      let owner = model.notifiers[notifier.rawValue].owner.rawValue
      for index in model.notifiers[notifier.rawValue].cases.indices {
        result.messages.append(
          key(owner, gid(NotificationRef(notifier: notifier, caseIndex: index)), reply: false))
      }
    }
    if let own = actor.eventNotifier {
      for index in model.notifiers[own.rawValue].cases.indices {
        let gid = gid(NotificationRef(notifier: own, caseIndex: index))
        for observer in observers[own.rawValue] {
          result.messages.append(key(observer, gid, reply: false))
        }
      }
    }
    return result
  }

  func move(_ transition: Transition, in chart: Statechart, of actor: Actor)
    -> FutureTables.Move
  {
    var triggers: [Int] = []
    if case .notification(let ref, let isReply, _) = transition.trigger {
      let cases =
        transition.isWildcardCase
        ? Array(model.notifiers[ref.notifier.rawValue].cases.indices) : [ref.caseIndex]
      triggers = cases.map {
        gid(NotificationRef(notifier: ref.notifier, caseIndex: $0)) * 2 + (isReply ? 1 : 0)
      }
    }
    let targets = transition.targets
    var effects = effects(transition.actions, of: actor)
    guard !targets.isEmpty else {
      return .init(
        source: transition.source.rawValue, triggers: triggers, entered: [], effects: effects,
        hasTargets: false)
    }
    var roots: [Int] = []
    var anywhere = !transition.joinSources.isEmpty
    for target in targets {
      switch target {
      case .state(let state): roots.append(state.rawValue)
      case .history(let history): roots.append(chart.histories[history.rawValue].parent.rawValue)
      case .choice: anywhere = true
      }
    }
    if anywhere {
      effects = Self.merge([effects, chartEffectsOfChoices(chart, actor)])
      return .init(
        source: transition.source.rawValue, triggers: triggers,
        entered: Array(chart.states.indices), effects: effects, hasTargets: true)
    }
    let domain = Self.domain(source: transition.source.rawValue, roots: roots, chart: chart)
    var entered = Set<Int>()
    for root in roots {
      var state: Int? = root
      while let current = state, current != domain {
        entered.insert(current)
        state = chart.states[current].parent?.rawValue
      }
      Self.addDescendants(of: root, in: chart, to: &entered)
    }
    return .init(
      source: transition.source.rawValue, triggers: triggers, entered: entered.sorted(),
      effects: effects, hasTargets: true)
  }

  func chartEffectsOfChoices(_ chart: Statechart, _ actor: Actor) -> FutureTables.Effects {
    var actions: [ResolvedAction] = []
    for choice in chart.choices { for branch in choice.branches { actions += branch.actions } }
    return effects(actions, of: actor)
  }

  /// The innermost compound proper ancestor of `source` holding every root below it
  /// (-1 for the chart's root): the highest domain the runtime may use for such a
  /// transition, internal ones included, so what lies below it covers what is exited
  /// and entered.
  static func domain(source: Int, roots: [Int], chart: Statechart) -> Int {
    var ancestor = chart.states[source].parent?.rawValue
    while let current = ancestor {
      let state = chart.states[current]
      if state.kind != .parallel, !state.children.isEmpty,
        roots.allSatisfy({ $0 != current && chart.isDescendant(StateID($0), of: state.id) })
      {
        return current
      }
      ancestor = state.parent?.rawValue
    }
    return -1
  }

  static func addDescendants(of state: Int, in chart: Statechart, to set: inout Set<Int>) {
    var work = [state]
    while let current = work.popLast() {
      set.insert(current)
      work += chart.states[current].children.map(\.rawValue)
    }
  }
}
