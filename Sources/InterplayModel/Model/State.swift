import InterplayDiagnostics

/// One state of a statechart.
public struct State: Hashable, Sendable {
  /// The state's id (its index in ``Statechart/states``).
  public var id: StateID
  /// The simple name.
  public var name: String
  /// The dotted path from the top-level state: `Running.Paused`.
  public var path: String
  /// Normal, final or parallel.
  public var kind: StateKind
  /// Whether it was introduced with `region`.
  public var isRegion: Bool
  /// The enclosing state, if any.
  public var parent: StateID?
  /// The child states in document order (the regions of a parallel state).
  public var children: [StateID]
  /// The child entered by default: marked `initial`, else the first child (not for parallel).
  public var initial: StateID?
  /// `initial -> ...` when written: the default entry (``initial`` is then the child on
  /// the way to its first target).
  public var initialTransition: InitialTransition?
  /// The history pseudostates declared in this state.
  public var histories: [HistoryID]
  /// The entry actions, all `entry` blocks in document order.
  public var entry: [ResolvedAction]
  /// The exit actions, all `exit` blocks in document order.
  public var exit: [ResolvedAction]
  /// The outgoing transitions in document order.
  public var transitions: [Transition]
  /// Notifications explicitly ignored here.
  public var ignores: [NotificationRef]
  /// Notifications deferred here (kept queued until a state handles them).
  public var defers: [NotificationRef]
  /// Replies to request cases (`reply Other.case`) explicitly ignored here.
  public var ignoredReplies: [NotificationRef]
  /// Replies to request cases deferred here.
  public var deferredReplies: [NotificationRef]
  /// Data-model registrations (`Data.registration`) explicitly ignored here.
  public var ignoredRegistrations: [RegistrationRef]
  /// Data-model registrations deferred here.
  public var deferredRegistrations: [RegistrationRef]
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a state.
  public init(
    id: StateID, name: String, path: String, kind: StateKind, isRegion: Bool = false,
    parent: StateID? = nil, children: [StateID] = [], initial: StateID? = nil,
    histories: [HistoryID] = [], entry: [ResolvedAction] = [], exit: [ResolvedAction] = [],
    transitions: [Transition] = [], ignores: [NotificationRef] = [],
    defers: [NotificationRef] = [], ignoredReplies: [NotificationRef] = [],
    deferredReplies: [NotificationRef] = [], ignoredRegistrations: [RegistrationRef] = [],
    deferredRegistrations: [RegistrationRef] = [], nameRange: SourceRange, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.path = path
    self.kind = kind
    self.isRegion = isRegion
    self.parent = parent
    self.children = children
    self.initial = initial
    self.histories = histories
    self.entry = entry
    self.exit = exit
    self.transitions = transitions
    self.ignores = ignores
    self.defers = defers
    self.ignoredReplies = ignoredReplies
    self.deferredReplies = deferredReplies
    self.ignoredRegistrations = ignoredRegistrations
    self.deferredRegistrations = deferredRegistrations
    self.nameRange = nameRange
    self.range = range
  }

  /// Whether the state has no children.
  public var isSimple: Bool { children.isEmpty }
}
