import InterplayRuntime

/// Which actors may still step, and which scopes may be pushed or popped, on the paths
/// from a state on which one actor (the frozen one) does not move.
///
/// A fixpoint over ``FutureTables``: the messages that may arrive start as what the
/// queues hold (and what pending timers may send); a transition of an actor may fire when
/// its source state may be active and a message that triggers it may arrive (or it needs
/// none); firing it adds the states it enters, what it and they do, and, since it
/// leaves states, what leaving any of the actor's possible states does. A stub may take
/// what arrives and reply, and send or emit anything while its budget lasts. A scope that
/// may be pushed or popped makes its actors start over: any of their states, with their
/// budgets back. Every step of every path on which the frozen actor does not move is a
/// firing (or a stub's step) the fixpoint contains, by induction along the path, so the
/// actors it leaves inactive cannot step on such a path.
///
/// This is what lets an actor of a scope be ample while the scope's parent can still
/// pop it in principle: the parent pops only on a reply that the frozen actor's step
/// comes first for.
struct FutureAnalysis {
  let tables: FutureTables
  let system: CompiledSystem
  private var generation: UInt32 = 0
  private var changed = false
  /// Per message key: `generation` when it may arrive.
  private var possible: [UInt32]
  /// Per actor: `generation` when some message may arrive.
  private var incoming: [UInt32]
  /// Per actor: `generation` when it may step.
  private var active: [UInt32]
  /// Per actor: `generation` when its scope may be pushed or popped.
  private var restarted: [UInt32]
  /// Per actor: `generation` when it is alive now.
  private var alive: [UInt32]
  /// Per actor: `generation` when it may leave states (a move with targets fired, or it
  /// restarts).
  private var leaving: [UInt32]
  /// Per scope: `generation` when it may be pushed or popped.
  private var touched: [UInt32]
  /// Per flat state: may be active; entry effects applied; exit effects applied.
  private var reachable: [UInt32]
  private var entered: [UInt32]
  private var exited: [UInt32]
  /// Per flat move: `generation` when it fired.
  private var fired: [UInt32]
  /// Per stub: spontaneous steps applied, replies applied.
  private var sent: [UInt32]
  private var replied: [UInt32]
  /// Per actor: chart effects applied (it restarts).
  private var began: [UInt32]
  /// The part of the frozen stub's steps that goes on moving (``run(_:frozen:keeping:enabled:)``),
  /// if any, and whether it may step.
  private var kept: AmpleChoice.Part?
  private(set) var keptMayStep = false
  /// The moves flattened for the fixpoint's inner loop, which looks at every move of a
  /// chart on every visit (reading them out of ``FutureTables/moves`` retained each move's
  /// lists): per actor its first flat move (one more at the end), per flat move its
  /// source state, whether it has targets, and where its triggers and the states it
  /// enters start in ``moveTriggers`` and ``moveEntered`` (one more at the end).
  private let moveStart: [Int]
  private let moveSources: [Int]
  private let moveHasTargets: [Bool]
  private let moveTriggerStart: [Int]
  private let moveTriggers: [Int]
  private let moveEnteredStart: [Int]
  private let moveEntered: [Int]
  /// Every list of effects flattened the same way, for the same reason: list `i`'s
  /// messages are `effectMessages[effectMessageStart[i]..<effectMessageStart[i + 1]]`,
  /// its scopes likewise. The lists: each flat state's entry effects, then each flat
  /// state's exit effects, each actor's chart effects, each actor's spontaneous ones,
  /// each flat move's (see ``EffectList``).
  private let effectMessageStart: [Int]
  private let effectMessages: [Int]
  private let effectScopeStart: [Int]
  private let effectScopes: [Int]
  private let effectLists: EffectList

  init(tables: FutureTables, system: CompiledSystem) {
    self.tables = tables
    self.system = system
    let actors = tables.actorCount
    let states = tables.entryEffects.count
    let moves = (tables.moveBase.last ?? 0) + (tables.moves.last?.count ?? 0)
    possible = Array(repeating: 0, count: actors * tables.keysPerActor)
    incoming = Array(repeating: 0, count: actors)
    active = Array(repeating: 0, count: actors)
    restarted = Array(repeating: 0, count: actors)
    alive = Array(repeating: 0, count: actors)
    leaving = Array(repeating: 0, count: actors)
    touched = Array(repeating: 0, count: tables.scopeMembers.count)
    reachable = Array(repeating: 0, count: states)
    entered = Array(repeating: 0, count: states)
    exited = Array(repeating: 0, count: states)
    fired = Array(repeating: 0, count: moves)
    sent = Array(repeating: 0, count: actors)
    replied = Array(repeating: 0, count: actors)
    began = Array(repeating: 0, count: actors)
    moveStart = tables.moveBase + [moves]
    let flat = tables.moves.joined()
    moveSources = flat.map(\.source)
    var triggerStart = [0]
    for move in flat { triggerStart.append(triggerStart.last! + move.triggers.count) }
    moveTriggerStart = triggerStart
    moveTriggers = flat.flatMap(\.triggers)
    moveHasTargets = flat.map(\.hasTargets)
    var enteredStart = [0]
    for move in flat { enteredStart.append(enteredStart.last! + move.entered.count) }
    moveEnteredStart = enteredStart
    moveEntered = flat.flatMap(\.entered)
    let lists =
      tables.entryEffects + tables.exitEffects + tables.chartEffects + tables.spontaneous
      + flat.map(\.effects)
    var messageStart = [0]
    var scopeStart = [0]
    for list in lists {
      messageStart.append(messageStart.last! + list.messages.count)
      scopeStart.append(scopeStart.last! + list.scopes.count)
    }
    effectMessageStart = messageStart
    effectMessages = lists.flatMap(\.messages)
    effectScopeStart = scopeStart
    effectScopes = lists.flatMap(\.scopes)
    effectLists = EffectList(states: states, actors: actors)
  }

  /// Where each kind of effect list starts among the flattened ones.
  private struct EffectList {
    let exit: Int
    let chart: Int
    let spontaneous: Int
    let move: Int

    init(states: Int, actors: Int) {
      exit = states
      chart = 2 * states
      spontaneous = 2 * states + actors
      move = 2 * states + 2 * actors
    }
  }

  /// Whether `actor` may step on a path from the last state ``run(_:frozen:)`` saw on
  /// which the frozen actor does not move.
  @inline(__always)
  func isActive(_ actor: Int) -> Bool { active[actor] == generation }

  /// Whether `actor` may be created or destroyed on such a path (its scope may be pushed
  /// or popped).
  @inline(__always)
  func mayRestart(_ actor: Int) -> Bool { restarted[actor] == generation }

  /// Whether the message with this key (see ``FutureTables``) may be delivered on such
  /// a path, or is queued now.
  @inline(__always)
  func mayDeliver(_ key: Int) -> Bool { possible[key] == generation }

  /// Whether `scope` may be pushed or popped on such a path.
  @inline(__always)
  func mayChange(scope: Int) -> Bool { touched[scope] == generation }

  /// Computes the fixpoint for the state with these words, `frozen` never moving, from
  /// the actors with steps in it (`enabled`).
  ///
  /// What is queued now may trigger moves but does not make its receiver active: an
  /// actor that cannot take what it holds (it defers it) can step only after something
  /// new arrives, a move of its own fires, or its scope is pushed or popped; another
  /// notification of a case it already holds and cannot take changes nothing.
  ///
  /// With `kept`, the frozen actor is a stub of which only the other part of its steps
  /// is frozen: what the kept part may do is in the fixpoint (``keptMayStep`` says
  /// whether it may step at all), and the stub itself is never marked active.
  mutating func run(
    _ words: [UInt32], frozen: Int, keeping kept: AmpleChoice.Part? = nil, enabled: [Int]
  ) {
    generation &+= 1
    if generation == 0 { reset() }
    self.kept = kept
    keptMayStep = false
    for actor in enabled where actor != frozen { active[actor] = generation }
    for key in tables.timed { mark(key) }
    for actor in 0..<tables.actorCount where actor != frozen {
      guard system.isAlive(actor, words: words) else { continue }
      alive[actor] = generation
      if system.queueCount(actor, in: words) > 0 {
        let base = actor * tables.keysPerActor
        system.forEachQueued(actor, in: words) { gid, isReply in
          possible[base + gid * 2 + (isReply ? 1 : 0)] = generation
        }
      }
      let count = tables.stateCounts[actor]
      guard count > 0 else { continue }
      let base = tables.stateBase[actor]
      let configuration = system.configurationWords(of: actor)
      for state in 0..<count
      where words[configuration.lowerBound + state >> 5] & (1 << UInt32(state & 31)) != 0 {
        reachable[base + state] = generation
      }
    }
    repeat {
      changed = false
      for actor in 0..<tables.actorCount {
        guard actor != frozen else {
          if kept != nil { visitKept(actor, words) }
          continue
        }
        guard alive[actor] == generation || restarted[actor] == generation else { continue }
        if tables.isStub[actor] {
          visitStub(actor, words)
        } else {
          visitChart(actor)
        }
      }
    } while changed
  }

  private mutating func visitStub(_ actor: Int, _ words: [UInt32]) {
    // A stub with nothing to emit or send has no step of its own accord, budget or not.
    if sent[actor] != generation, !tables.spontaneous[actor].messages.isEmpty,
      restarted[actor] == generation || system.budgetLeft(actor, in: words) > 0
    {
      sent[actor] = generation
      active[actor] = generation
      apply(effectLists.spontaneous + actor)
    }
    if incoming[actor] == generation { active[actor] = generation }
    if replied[actor] != generation,
      incoming[actor] == generation || system.queueCount(actor, in: words) > 0
        || system.owedRequests(actor, in: words) > 0
    {
      replied[actor] = generation
      for key in tables.replies[actor] { mark(key) }
    }
  }

  /// What the frozen stub's kept part may do: its emits and sends while its budget
  /// lasts, or its replies to what is queued or may arrive. A stub scope pushed again
  /// restarts it, which the caller refuses anyway (``mayRestart(_:)``).
  private mutating func visitKept(_ actor: Int, _ words: [UInt32]) {
    switch kept {
    case .ownAccord:
      guard sent[actor] != generation, !tables.spontaneous[actor].messages.isEmpty,
        system.budgetLeft(actor, in: words) > 0
      else { return }
      sent[actor] = generation
      keptMayStep = true
      apply(effectLists.spontaneous + actor)
    case .takes:
      guard replied[actor] != generation,
        incoming[actor] == generation || system.queueCount(actor, in: words) > 0
          || system.owedRequests(actor, in: words) > 0
      else { return }
      replied[actor] = generation
      keptMayStep = true
      for key in tables.replies[actor] { mark(key) }
    case .all, nil:
      return
    }
  }

  private mutating func visitChart(_ actor: Int) {
    let base = tables.stateBase[actor]
    if restarted[actor] == generation, began[actor] != generation {
      began[actor] = generation
      active[actor] = generation
      leaving[actor] = generation
      apply(effectLists.chart + actor)
      for state in 0..<tables.stateCounts[actor] { enter(base + state) }
    }
    if incoming[actor] == generation { active[actor] = generation }
    let keyBase = actor * tables.keysPerActor
    let moveBase = moveStart[actor]
    // The fixpoint visits every chart again after each change: the moves are read from
    // the flat tables, with no list retained.
    for flat in moveBase..<moveStart[actor + 1]
    where fired[flat] != generation && reachable[base + moveSources[flat]] == generation {
      let triggers = moveTriggerStart[flat]..<moveTriggerStart[flat + 1]
      guard
        triggers.isEmpty
          || triggers.contains(where: { possible[keyBase + moveTriggers[$0]] == generation })
      else { continue }
      fired[flat] = generation
      active[actor] = generation
      changed = true
      apply(effectLists.move + flat)
      if moveHasTargets[flat] { leaving[actor] = generation }
      for index in moveEnteredStart[flat]..<moveEnteredStart[flat + 1] {
        enter(base + moveEntered[index])
      }
    }
    guard leaving[actor] == generation else { return }
    for state in base..<(base + tables.stateCounts[actor])
    where reachable[state] == generation && exited[state] != generation {
      exited[state] = generation
      apply(effectLists.exit + state)
    }
  }

  private mutating func enter(_ state: Int) {
    if reachable[state] != generation {
      reachable[state] = generation
      changed = true
    }
    if entered[state] != generation {
      entered[state] = generation
      apply(state)
    }
  }

  /// Applies effect list `list` (see ``effectMessageStart``).
  private mutating func apply(_ list: Int) {
    for index in effectMessageStart[list]..<effectMessageStart[list + 1] {
      mark(effectMessages[index])
    }
    for index in effectScopeStart[list]..<effectScopeStart[list + 1]
    where touched[effectScopes[index]] != generation {
      let scope = effectScopes[index]
      touched[scope] = generation
      changed = true
      for member in tables.scopeMembers[scope] {
        restarted[member] = generation
        active[member] = generation
      }
    }
  }

  @inline(__always)
  private mutating func mark(_ key: Int) {
    guard possible[key] != generation else { return }
    possible[key] = generation
    incoming[key / tables.keysPerActor] = generation
    changed = true
  }

  private mutating func reset() {
    for index in possible.indices { possible[index] = 0 }
    for index in incoming.indices {
      incoming[index] = 0
      active[index] = 0
      restarted[index] = 0
      alive[index] = 0
      leaving[index] = 0
      sent[index] = 0
      replied[index] = 0
      began[index] = 0
    }
    for index in touched.indices { touched[index] = 0 }
    for index in reachable.indices {
      reachable[index] = 0
      entered[index] = 0
      exited[index] = 0
    }
    for index in fired.indices { fired[index] = 0 }
    generation = 1
  }
}
