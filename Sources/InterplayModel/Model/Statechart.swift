import InterplayDiagnostics

/// An actor's behaviour: a tree of states with transitions.
///
/// ``states`` lists every state in document order (pre-order, parents first), so a
/// ``StateID`` is stable for a given source text.
public struct Statechart: Hashable, Sendable {
  /// Every state in document order.
  public var states: [State]
  /// Every history pseudostate in document order.
  public var histories: [History]
  /// Every choice and junction pseudostate in document order.
  public var choices: [ChoicePoint] = []
  /// The top-level states in document order.
  public var roots: [StateID]
  /// The top-level state entered first: marked `initial`, else the first root.
  public var initial: StateID?
  /// `initial -> ...` written in the actor: the chart's default entry (``initial`` is then
  /// the top-level state on the way to its first target).
  public var initialTransition: InitialTransition?

  /// Creates a statechart.
  public init(
    states: [State] = [], histories: [History] = [], roots: [StateID] = [],
    initial: StateID? = nil
  ) {
    self.states = states
    self.histories = histories
    self.roots = roots
    self.initial = initial
  }

  /// The state with an id.
  public subscript(id: StateID) -> State { states[id.rawValue] }

  /// The ancestors of a state, innermost first (the state itself excluded).
  public func ancestors(of id: StateID) -> [StateID] {
    var result: [StateID] = []
    var current = states[id.rawValue].parent
    while let parent = current {
      result.append(parent)
      current = states[parent.rawValue].parent
    }
    return result
  }

  /// Whether `id` is `ancestor` or one of its descendants.
  public func isDescendant(_ id: StateID, of ancestor: StateID) -> Bool {
    id == ancestor || ancestors(of: id).contains(ancestor)
  }
}

/// A history pseudostate: remembers the last active configuration of its parent.
public struct History: Hashable, Sendable {
  /// The history's id (its index in ``Statechart/histories``).
  public var id: HistoryID
  /// The pseudostate name.
  public var name: String
  /// The state whose configuration is remembered.
  public var parent: StateID
  /// Deep (the whole configuration below the parent) or shallow (the direct child).
  public var isDeep: Bool
  /// Where to go while nothing is remembered: written, or the parent's initial state.
  public var defaultTarget: StateID?
  /// The actions of the default transition, run when the default is taken (after the
  /// parent's entry actions).
  public var defaultActions: [ResolvedAction] = []
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a history pseudostate.
  public init(
    id: HistoryID, name: String, parent: StateID, isDeep: Bool, defaultTarget: StateID?,
    nameRange: SourceRange, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.parent = parent
    self.isDeep = isDeep
    self.defaultTarget = defaultTarget
    self.nameRange = nameRange
    self.range = range
  }
}
