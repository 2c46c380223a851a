/// The facts of a chart that every step reads (transition selection, ancestor walks,
/// entry and exit), as flat integer tables in a ``TableArena``: a plain value of
/// ``CountedTable``s (a pointer and its count each), so reading it costs no reference
/// counting and no exclusivity check, where reading the per-state and per-transition
/// objects of ``ChartTable`` retains and releases each one. Each table knows its count,
/// and checks every read against it when compiled with
/// ``CompileOptions/checksTableBounds``.
///
/// Counts: per state (``stateCount``), per transition, per history; the `...Start`
/// tables of compressed lists have one more entry than their owners (the end of the
/// last list), those indexed by state then root (``initialTargetStart``,
/// ``hasInitialActions``) one more again; the flat lists (``children``, ``actions``...)
/// as many entries as their lists hold together.
///
/// Lists per state are stored compressed: state `s`'s entries are
/// `values[start[s]..<start[s + 1]]`. The pointers stay valid as long as the arena
/// given to ``init(states:transitions:initial:hasEventless:hasFinal:in:)`` lives (the
/// chart's own), and the memory never changes.
struct ChartIndex: @unchecked Sendable {
  /// The number of states; the initial state (-1 when none).
  let stateCount: Int
  let initial: Int
  /// Whether any `always` transition exists; any state is final; any state defers; any
  /// state has a history pseudostate.
  let hasEventless: Bool
  let hasFinal: Bool
  /// Per state: whether some transition takes its done event (else it is not queued).
  let isDoneObserved: CountedTable<Bool>
  /// Whether any `after` transition exists (timers are armed on entry).
  let hasAfter: Bool
  /// Per state: its `after` transitions, document order.
  let afterStart: CountedTable<Int>
  let afterTransitions: CountedTable<Int>
  /// Per transition: its timer slot, -1 unless it is an `after` transition.
  let timerSlots: CountedTable<Int>
  let hasDefers: Bool
  let hasHistory: Bool
  /// Per state: its parent, -1 at top level.
  let parents: CountedTable<Int>
  /// Per state: whether it has no children; whether it is compound, parallel, final.
  let isAtomic: CountedTable<Bool>
  let isCompound: CountedTable<Bool>
  let isParallel: CountedTable<Bool>
  let isFinal: CountedTable<Bool>
  /// Per state: its initial child, -1 when none.
  let initials: CountedTable<Int>
  /// Per state, then the chart's root (at ``stateCount``): the targets of a written
  /// `initial -> ...` (a state, or ``historyCode(_:)`` of a history), none without one.
  let initialTargetStart: CountedTable<Int>
  let initialTargets: CountedTable<Int>
  /// Per history pseudostate: its parent state.
  let historyParents: CountedTable<Int>
  /// Per state, then the root: whether its written initial transition has actions.
  let hasInitialActions: CountedTable<Bool>
  /// Whether entering may depend on more than the chart: an initial transition to a
  /// history, or actions on an initial or history-default transition. Entry sets then
  /// carry ``EntrySet/extras`` and are never taken from ``entryMasks``.
  let hasEntryExtras: Bool
  /// Whether a single transition's entry set is read from ``entryMasks``.
  let usesEntryMasks: Bool
  /// Whether some transition targets a choice or junction pseudostate.
  let hasChoicePoints: Bool
  /// The top-level final states: with one of them active the actor has finished.
  let rootFinals: CountedTable<Int>
  /// Per state: whether it has entry actions, exit actions, history pseudostates.
  let hasEntry: CountedTable<Bool>
  let hasExit: CountedTable<Bool>
  let hasHistories: CountedTable<Bool>
  /// Every action list of the chart in one flat buffer, compressed like the lists
  /// above: state `s`'s entry actions start at `entryStart[s]`, its exit actions at
  /// `exitStart[s]`, transition `t`'s actions at `actionStart[t]` (each list ends where
  /// the next starts). Actions are read in place (``StepRun/perform(_:from:_:)``): an
  /// array of them would be retained, and each element copied out of it too.
  let actions: CountedTable<CompiledAction>
  let entryStart: CountedTable<Int>
  let exitStart: CountedTable<Int>
  let actionStart: CountedTable<Int>
  /// Per action of ``actions``: its shortcut code and constant payload (see
  /// ``shortcut(_:)``).
  let shortcuts: CountedTable<Int>
  let shortcutPayloads: CountedTable<[UInt32]>
  /// The guards of the transitions and the computed payloads of ``actions``, flattened
  /// (with ``CompileOptions/flattensExpressions``; see ``CompiledExprCode``).
  let code: CompiledExprCode
  /// Whether the chart has at most 64 states and the masks below
  /// (``CompileOptions/usesEntryExitMasks``): a single transition then exits and enters
  /// by bitmask instead of by lists.
  let usesMasks: Bool
  /// With ``usesMasks``, by state + 1 (0 for the root, -1): the bitmask of the state's
  /// proper descendants, so the states a transition exits are the active ones under its
  /// domain's mask (see ``StepRun/exitMask(_:)``).
  let descendantMasks: CountedTable<UInt64>
  /// Per state: its children, document order.
  let childStart: CountedTable<Int>
  let children: CountedTable<Int>
  /// Per transition: its source; its target state (-1 for none, a history or several
  /// targets); whether it is internal; whether it has actions.
  let sources: CountedTable<Int>
  let targetStates: CountedTable<Int>
  let isInternal: CountedTable<Bool>
  let hasActions: CountedTable<Bool>
  /// Per state: its transitions (indexes into ``ChartTable/transitions``), document order.
  let transitionStart: CountedTable<Int>
  let transitions: CountedTable<Int>
  /// Per transition: ``key(gid:isReply:)`` of its notification trigger, ``alwaysKey`` or
  /// ``doneKey(_:)`` of the state whose done event it takes.
  let triggerKeys: CountedTable<Int>
  /// Per transition: its domain (see ``domain(source:targets:isInternal:)``) when it
  /// does not depend on the configuration, else ``dynamicDomain`` (a history target,
  /// whose states come from the history's memory).
  private(set) var domains: CountedTable<Int>
  /// With ``usesMasks``, per transition: ``entryMask(_:)``.
  private(set) var entryMasks: CountedTable<UInt64>
  /// Per transition: whether it has a guard.
  let hasGuard: CountedTable<Bool>
  /// Per state: the trigger keys (``key(gid:isReply:)``) it defers and ignores.
  let deferStart: CountedTable<Int>
  let deferKeys: CountedTable<Int>
  let ignoreStart: CountedTable<Int>
  let ignoreKeys: CountedTable<Int>
  /// A bitset over states, laid out like the configuration words: the states that defer
  /// something or have an ancestor that does. A configuration without any of them
  /// defers nothing.
  let deferMask: CountedTable<UInt32>
  /// What each atomic state decides about each notification key below
  /// ``decisionKeys`` (see ``decisions(states:transitions:)``): row-major by state; no
  /// table when ``decisionKeys`` is 0.
  let decisionKeys: Int
  let decisions: CountedTable<Int32>

  static let alwaysKey = -1
  /// The trigger key of `after` transitions: no event has it, so selection never takes
  /// them; a timer fires them.
  static let afterKey = Int.min

  /// The trigger key of the done event of `state`: below ``alwaysKey``, so it is in no
  /// decision table (done events are selected by walking the configuration).
  @inline(__always)
  static func doneKey(_ state: Int) -> Int { -2 - state }

  /// How an initial target that is a history pseudostate is written in
  /// ``initialTargets``: below -1, so it is never a state.
  @inline(__always)
  static func historyCode(_ history: Int) -> Int { -2 - history }

  /// The trigger key of a notification.
  @inline(__always)
  static func key(gid: Int, isReply: Bool) -> Int { gid << 1 | (isReply ? 1 : 0) }

  /// Flattens a chart's states and transitions into `arena`, with the fast paths
  /// `options` asks for.
  init(
    states: [ChartTable.StateInfo], transitions: [ChartTable.TransitionInfo],
    histories: [ChartTable.HistoryInfo], initial: Int,
    rootInitialTargets: [ChartTable.TransitionInfo.Target], hasRootInitialActions: Bool,
    hasEventless: Bool, hasFinal: Bool, options: CompileOptions, in arena: TableArena
  ) {
    stateCount = states.count
    self.initial = initial
    self.hasEventless = hasEventless
    self.hasFinal = hasFinal
    hasDefers = states.contains { !$0.deferKeys.isEmpty }
    hasHistory = states.contains { !$0.histories.isEmpty }
    parents = arena.copy(states.map(\.parent))
    usesMasks = options.usesEntryExitMasks && states.count <= 64
    descendantMasks = arena.copy(usesMasks ? Self.descendantMasks(states.map(\.parent)) : [])
    isAtomic = arena.copy(states.map(\.isAtomic))
    isCompound = arena.copy(states.map(\.isCompound))
    isParallel = arena.copy(states.map { $0.kind == .parallel })
    isFinal = arena.copy(states.map { $0.kind == .final })
    var observed = Array(repeating: false, count: states.count)
    for transition in transitions {
      if case .done(let state) = transition.trigger { observed[state] = true }
    }
    isDoneObserved = arena.copy(observed)
    var afters = Array(repeating: [Int](), count: states.count)
    for transition in transitions {
      if case .after = transition.trigger { afters[transition.source].append(transition.index) }
    }
    hasAfter = afters.contains { !$0.isEmpty }
    (afterStart, afterTransitions) = Self.compress(afters, in: arena)
    timerSlots = arena.copy(transitions.map(\.timerSlot))
    initials = arena.copy(states.map(\.initial))
    let written = (states.map(\.initialTargets) + [rootInitialTargets]).map { targets in
      targets.map { target -> Int in
        switch target {
        case .state(let state): state
        case .history(let history): Self.historyCode(history)
        case .none, .choice: -1  // the resolver allows neither
        }
      }
    }
    (initialTargetStart, initialTargets) = Self.compress(written, in: arena)
    historyParents = arena.copy(histories.map(\.parent))
    let initialActions = states.map { !$0.initialActions.isEmpty } + [hasRootInitialActions]
    hasInitialActions = arena.copy(initialActions)
    hasEntryExtras =
      initialActions.contains(true) || written.joined().contains { $0 < -1 }
      || histories.contains { !$0.defaultActions.isEmpty }
    usesEntryMasks = usesMasks && !hasEntryExtras
    hasChoicePoints = transitions.contains { if case .choice = $0.target { true } else { false } }
    let rootFinals = states.indices.filter { states[$0].kind == .final && states[$0].parent < 0 }
    self.rootFinals = arena.copy(rootFinals)
    hasEntry = arena.copy(states.map { !$0.entry.isEmpty })
    hasExit = arena.copy(states.map { !$0.exit.isEmpty })
    hasHistories = arena.copy(states.map { !$0.histories.isEmpty })
    let lists = states.map(\.entry) + states.map(\.exit) + transitions.map(\.actions)
    var starts = [0]
    for list in lists { starts.append(starts.last! + list.count) }
    let flat = Array(lists.joined())
    actions = arena.copy(objects: flat)
    let shortcuts = flat.map(Self.shortcut)
    self.shortcuts = arena.copy(shortcuts.map(\.code))
    shortcutPayloads = arena.copy(objects: shortcuts.map(\.payload))
    code = CompiledExprCode(
      guards: transitions.map(\.guardExpr), actions: flat, shortcuts: shortcuts.map(\.code),
      isOn: options.flattensExpressions, in: arena)
    entryStart = arena.copy(Array(starts[0...states.count]))
    exitStart = arena.copy(Array(starts[states.count...(2 * states.count)]))
    actionStart = arena.copy(Array(starts[(2 * states.count)...]))
    (childStart, children) = Self.compress(states.map(\.children), in: arena)
    sources = arena.copy(transitions.map(\.source))
    targetStates = arena.copy(
      transitions.map {
        if case .state(let state) = $0.target, $0.moreTargets.isEmpty { state } else { -1 }
      })
    isInternal = arena.copy(transitions.map(\.isInternal))
    hasActions = arena.copy(transitions.map { !$0.actions.isEmpty })
    (transitionStart, self.transitions) = Self.compress(states.map(\.transitions), in: arena)
    triggerKeys = arena.copy(
      transitions.map { transition in
        switch transition.trigger {
        case .notification(let gid, let isReply): Self.key(gid: gid, isReply: isReply)
        case .always: Self.alwaysKey
        case .done(let state): Self.doneKey(state)
        case .after: Self.afterKey
        }
      })
    // A junction's branch guards are part of the transition's guard.
    hasGuard = arena.copy(transitions.map { $0.guardExpr != nil || $0.targetsJunction })
    (deferStart, deferKeys) = Self.compress(states.map(\.deferKeys), in: arena)
    (ignoreStart, ignoreKeys) = Self.compress(states.map(\.ignoreKeys), in: arena)
    var mask = Array(repeating: UInt32(0), count: (states.count + 31) / 32)
    for state in states.indices {
      var current = state
      while current >= 0, states[current].deferKeys.isEmpty { current = states[current].parent }
      if current >= 0 { mask[state >> 5] |= 1 << UInt32(state & 31) }
    }
    deferMask = arena.copy(mask)
    let decisions =
      options.usesDecisionTables
      ? Self.decisions(states: states, transitions: transitions) : (keyCount: 0, table: [])
    decisionKeys = decisions.keyCount
    self.decisions = arena.copy(decisions.table)
    // Domains are computed with the index's own ancestor walks, once it is whole.
    domains = arena.copy([Int]())
    entryMasks = arena.copy([UInt64]())
    domains = arena.copy(transitions.map(staticDomain))
    // Entry sets walk the index too, with the domains known.
    if usesEntryMasks { entryMasks = arena.copy(transitions.indices.map(entryMask)) }
  }

  /// The domain of a transition whose targets are known without the configuration.
  private func staticDomain(_ transition: ChartTable.TransitionInfo) -> Int {
    var states: [Int] = []
    for target in transition.targets {
      switch target {
      case .none: return Self.noDomain
      case .state(let state): states.append(state)
      case .history, .choice: return Self.dynamicDomain
      }
    }
    if states.isEmpty { return Self.noDomain }
    return domain(source: transition.source, targets: states, isInternal: transition.isInternal)
  }

  private static func compress(_ lists: [[Int]], in arena: TableArena)
    -> (start: CountedTable<Int>, values: CountedTable<Int>)
  {
    var start = [0]
    var values: [Int] = []
    for list in lists {
      values += list
      start.append(values.count)
    }
    return (arena.copy(start), arena.copy(values))
  }

  /// Whether state `state`'s list in `values` (compressed by `start`) holds `value`.
  @inline(__always)
  static func contains(
    _ value: Int, _ start: CountedTable<Int>, _ values: CountedTable<Int>, state: Int
  ) -> Bool {
    for position in start[state]..<start[state + 1] where values[position] == value {
      return true
    }
    return false
  }

  /// Whether `state` is `ancestor` or below it.
  @inline(__always)
  func isDescendantOrSelf(_ state: Int, of ancestor: Int) -> Bool {
    var current = state
    while current >= 0 {
      if current == ancestor { return true }
      current = parents[current]
    }
    return false
  }

  /// Whether `state` is strictly below `ancestor` (-1 is the chart's root).
  @inline(__always)
  func isProperDescendant(_ state: Int, of ancestor: Int) -> Bool {
    if ancestor < 0 { return true }
    return state != ancestor && isDescendantOrSelf(state, of: ancestor)
  }

  /// The children of a state, document order.
  func children(of state: Int) -> UnsafeBufferPointer<Int> {
    children.elements(childStart[state]..<childStart[state + 1])
  }
}
