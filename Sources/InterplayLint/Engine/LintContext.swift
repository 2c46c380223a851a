import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// Indexes of one model, built once in a single pass and shared by every rule.
///
/// Rules look things up here instead of scanning the model again: who observes or requests
/// each notifier, which cases the statecharts send, emit and handle, which variables are read.
/// Every index is an array addressed by the model's integer ids, so lookups are constant time
/// and iteration is in document order.
public struct LintContext: Sendable {
  /// The model the indexes describe.
  public let model: Model
  /// The source files, for rules that look at the text (fix-its).
  public let sources: SourceSet
  /// Every pathway, grouped by actor in actor order, each group in the order written.
  public internal(set) var pathways: [Pathway] = []
  /// The actors observing each event notifier, by notifier id, in actor order.
  public internal(set) var observers: [[ActorID]] = []
  /// The actors requesting each request notifier, by notifier id, in actor order.
  public internal(set) var requesters: [[ActorID]] = []
  /// Every `send` action, by actor then document order.
  public internal(set) var sends: [NotificationSite] = []
  /// Every `emit` action, by actor then document order.
  public internal(set) var emits: [NotificationSite] = []
  /// Whether each case is sent (request) or emitted (event) by some statechart action.
  public internal(set) var isSentByChart: [[Bool]] = []
  /// The `push` actions of each scope, by scope id.
  public internal(set) var pushes: [[SourceRange]] = []
  /// How each actor variable is used, by actor id then variable index.
  public internal(set) var variableUse: [[Use]] = []
  /// How each data-model property is used, by data model id then property index.
  public internal(set) var propertyUse: [[Use]] = []
  /// The outermost ancestor of each actor (itself for a top-level actor or scope companion).
  public internal(set) var topLevel: [ActorID] = []
  /// Where `, Owner.request` can be inserted into each actor's last `requests` declaration.
  public internal(set) var requestsInsertionPoint: [SourceRange?] = []
  var pathwayGroups: [Range<Int>] = []
  var handled: [Set<NotificationRef>] = []
  var replyHandled: [Set<NotificationRef>] = []

  /// Indexes `model`; `syntax` (its files) supplies the ranges of pathway declarations.
  public init(model: Model, syntax: [SourceFileSyntax] = [], sources: SourceSet) {
    self.model = model
    self.sources = sources
    build(syntax: syntax)
  }

  /// The pathways declared by one actor, in the order written.
  public func pathways(of actor: ActorID) -> ArraySlice<Pathway> {
    pathways[pathwayGroups[actor.rawValue]]
  }

  /// Whether the actor's statechart handles a notification in some state: a transition on
  /// it or an `ignore` (a `defer` alone never handles it). Stubs handle everything.
  public func handles(_ actor: ActorID, _ notification: NotificationRef) -> Bool {
    model[actor].isStub || handled[actor.rawValue].contains(notification)
  }

  /// Whether the actor's statechart has a transition on the reply to a request case.
  public func handlesReply(_ actor: ActorID, _ notification: NotificationRef) -> Bool {
    model[actor].isStub || replyHandled[actor.rawValue].contains(notification)
  }

  /// The role of the actor's outermost ancestor: the role BSP rules reason about.
  public func effectiveRole(of actor: ActorID) -> ActorRole {
    model[topLevel[actor.rawValue]].role
  }

  /// Whether `actor` is `ancestor` or one of its sub-actors.
  public func isWithin(_ actor: ActorID, _ ancestor: ActorID) -> Bool {
    var current: ActorID? = actor
    while let next = current {
      if next == ancestor { return true }
      current = model[next].parent
    }
    return false
  }

  /// `Owner.request` or `Owner.event`: a notifier as a pathway declaration names it.
  public func name(of notifier: NotifierID) -> String {
    let value = model[notifier]
    return model[value.owner].path + "." + value.kind.rawValue
  }

  /// `Owner.case`: a notification as a trigger or property names it.
  public func name(of notification: NotificationRef) -> String {
    model.qualifiedName(of: notification)
  }
}
