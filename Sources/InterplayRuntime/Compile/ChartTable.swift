import InterplayModel

/// One actor's statechart as flat integer tables, indexed by ``StateID`` raw values.
///
/// A class so the step function reaches it through one reference instead of copying
/// (and retaining) its arrays on every access.
final class ChartTable: Sendable {
  /// One state (a class: the step function reads it without copying its arrays).
  final class StateInfo: Sendable {
    let name: String
    let path: String
    let parent: Int  // -1 at top level
    let kind: StateKind
    let children: [Int]
    let initial: Int  // -1 when none
    let histories: [Int]
    let entry: [CompiledAction]
    let exit: [CompiledAction]
    let transitions: [Int]  // indexes into `transitions`, document order
    /// The trigger keys (``ChartIndex/key(gid:isReply:)``) of the notifications, replies
    /// and registrations the state defers and ignores.
    let deferKeys: [Int]
    let ignoreKeys: [Int]
    let isAtomic: Bool
    let isCompound: Bool
    /// A written `initial -> ...`: its targets (empty: ``initial`` is the default entry)
    /// and actions.
    let initialTargets: [TransitionInfo.Target]
    let initialActions: [CompiledAction]

    init(
      name: String, path: String, parent: Int, kind: StateKind, children: [Int], initial: Int,
      histories: [Int], entry: [CompiledAction], exit: [CompiledAction], transitions: [Int],
      deferKeys: [Int], ignoreKeys: [Int], initialTargets: [TransitionInfo.Target] = [],
      initialActions: [CompiledAction] = []
    ) {
      self.initialTargets = initialTargets
      self.initialActions = initialActions
      self.name = name
      self.path = path
      self.parent = parent
      self.kind = kind
      self.children = children
      self.initial = initial
      self.histories = histories
      self.entry = entry
      self.exit = exit
      self.transitions = transitions
      self.deferKeys = deferKeys
      self.ignoreKeys = ignoreKeys
      isAtomic = children.isEmpty
      isCompound = !children.isEmpty && kind != .parallel
    }
  }

  /// One transition (a class: the step function reads it without copying).
  final class TransitionInfo: Sendable {
    enum Trigger: Sendable, Equatable {
      case notification(gid: Int, isReply: Bool)
      case always
      /// The done event of a state (its index).
      case done(Int)
      /// A time event, in milliseconds after the source was entered.
      case after(Int)
    }
    enum Target: Sendable, Equatable {
      case none
      case state(Int)
      case history(Int)
      /// A choice or junction pseudostate (index into ``ChartTable/choices``).
      case choice(Int)
    }
    let index: Int
    let source: Int
    let trigger: Trigger
    let guardExpr: CompiledExpr?
    let target: Target
    let isInternal: Bool
    let actions: [CompiledAction]
    /// For an `after` transition, its timer slot (``TimerLayout``); else -1.
    let timerSlot: Int
    /// The targets after ``target`` (a fork).
    let moreTargets: [Target]
    /// Whether the target is a junction, whose branches' guards are part of this
    /// transition's.
    let targetsJunction: Bool

    /// Every target: ``target`` then ``moreTargets`` (none for a targetless transition).
    var targets: [Target] { target == .none ? [] : [target] + moreTargets }

    init(
      index: Int, source: Int, trigger: Trigger, guardExpr: CompiledExpr?, target: Target,
      isInternal: Bool, actions: [CompiledAction], timerSlot: Int = -1,
      moreTargets: [Target] = [], targetsJunction: Bool = false
    ) {
      self.moreTargets = moreTargets
      self.targetsJunction = targetsJunction
      self.timerSlot = timerSlot
      self.index = index
      self.source = source
      self.trigger = trigger
      self.guardExpr = guardExpr
      self.target = target
      self.isInternal = isInternal
      self.actions = actions
    }
  }

  /// One choice or junction pseudostate.
  struct ChoiceInfo: Sendable {
    /// One branch: its guard (nil: always enabled), target and actions.
    struct Branch: Sendable {
      var guardExpr: CompiledExpr?
      var isElse: Bool
      var target: TransitionInfo.Target
      var actions: [CompiledAction]
    }
    var name: String
    var isJunction: Bool
    var parent: Int  // -1 at the top
    /// A state just inside the parent (its first child; the first top-level state at
    /// the top): a transition into the pseudostate exits what a transition to it would.
    var proxy: Int
    var branches: [Branch]
  }

  /// One history pseudostate.
  struct HistoryInfo: Sendable {
    var name: String
    var parent: Int
    var isDeep: Bool
    var defaultTarget: Int  // -1: the parent's default entry
    /// The default transition's actions, run when the default is taken.
    var defaultActions: [CompiledAction] = []
  }

  let states: [StateInfo]
  let transitions: [TransitionInfo]
  let histories: [HistoryInfo]
  let choices: [ChoiceInfo]
  let roots: [Int]
  let initial: Int
  /// The chart's written `initial -> ...`: targets (empty: ``initial``) and actions.
  let rootInitialTargets: [TransitionInfo.Target]
  let rootInitialActions: [CompiledAction]
  /// Whether any `always` transition exists (eventless steps are possible).
  let hasEventless: Bool
  /// Whether any state of the chart is final (so done events may occur).
  let hasFinal: Bool
  /// Whether any state defers anything (else the first queue entry is always taken).
  let hasDefers: Bool
  /// Flat copies of what every step reads, in ``arena``.
  let index: ChartIndex
  /// The memory of ``index``: freed with the chart.
  private let arena: TableArena

  init(
    states: [StateInfo], transitions: [TransitionInfo], histories: [HistoryInfo], roots: [Int],
    initial: Int, hasEventless: Bool, hasFinal: Bool, options: CompileOptions,
    rootInitialTargets: [TransitionInfo.Target] = [], rootInitialActions: [CompiledAction] = [],
    choices: [ChoiceInfo] = []
  ) {
    self.choices = choices
    self.rootInitialTargets = rootInitialTargets
    self.rootInitialActions = rootInitialActions
    self.states = states
    self.transitions = transitions
    self.histories = histories
    self.roots = roots
    self.initial = initial
    self.hasEventless = hasEventless
    self.hasFinal = hasFinal
    hasDefers = states.contains { !$0.deferKeys.isEmpty }
    arena = TableArena(checksBounds: options.checksTableBounds)
    index = ChartIndex(
      states: states, transitions: transitions, histories: histories, initial: initial,
      rootInitialTargets: rootInitialTargets, hasRootInitialActions: !rootInitialActions.isEmpty,
      hasEventless: hasEventless, hasFinal: hasFinal, options: options, in: arena)
  }

  /// Whether `state` is `ancestor` or below it.
  func isDescendantOrSelf(_ state: Int, of ancestor: Int) -> Bool {
    index.isDescendantOrSelf(state, of: ancestor)
  }

  /// Whether `state` is strictly below `ancestor` (-1 is the chart's root).
  func isProperDescendant(_ state: Int, of ancestor: Int) -> Bool {
    index.isProperDescendant(state, of: ancestor)
  }
}
