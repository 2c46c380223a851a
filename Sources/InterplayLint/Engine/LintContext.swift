import InterplayDiagnostics
import InterplayModel

/// Indexes of one model, built once in a single pass and shared by every rule.
///
/// Rules look things up here instead of scanning the model again: who observes or requests
/// each notifier, which cases the statecharts send, emit and handle, which variables are read.
/// Every index is an array addressed by the model's integer ids (notification cases by a flat
/// case number, see ``caseNumber(_:)``), so lookups are constant time, building allocates
/// little, and iteration is in document order.
///
/// A class, not a struct: rules capture the context in closures and pass it around, and
/// copying a struct of two dozen arrays retains and releases every one of them each time
/// (measured: 3% of a whole lint run). The indexes are written only while the initializer
/// builds them and are read-only afterwards, which makes sharing the context across threads
/// safe and the runtime exclusivity checks on every read pointless (`@exclusivity(unchecked)`;
/// the building code therefore never updates a property from a read of itself).
public final class LintContext: @unchecked Sendable {
  /// The model the indexes describe.
  public let model: Model
  /// The source files, for rules that look at the text (fix-its).
  public let sources: SourceSet
  /// Every pathway, grouped by actor in actor order, each group in the order written.
  @exclusivity(unchecked) public internal(set) var pathways: [Pathway] = []
  /// The actors observing each event notifier, by notifier id, in actor order.
  @exclusivity(unchecked) public internal(set) var observers: [[ActorID]] = []
  /// The actors requesting each request notifier, by notifier id, in actor order.
  @exclusivity(unchecked) public internal(set) var requesters: [[ActorID]] = []
  /// Every `send` action, by actor then document order.
  @exclusivity(unchecked) public internal(set) var sends: [NotificationSite] = []
  /// Every `emit` action, by actor then document order.
  @exclusivity(unchecked) public internal(set) var emits: [NotificationSite] = []
  /// The `push` actions of each scope, by scope id.
  @exclusivity(unchecked) public internal(set) var pushes: [[SourceRange]] = []
  /// How each actor variable is used, by actor id then variable index.
  @exclusivity(unchecked) public internal(set) var variableUse: [[Use]] = []
  /// How each data-model property is used, by data model id then property index.
  @exclusivity(unchecked) public internal(set) var propertyUse: [[Use]] = []
  /// The outermost ancestor of each actor (itself for a top-level actor or scope companion).
  @exclusivity(unchecked) public internal(set) var topLevel: [ActorID] = []
  /// Where `, Owner.request` can be inserted into each actor's last `requests` declaration.
  @exclusivity(unchecked) public internal(set) var requestsInsertionPoint: [SourceRange?] = []
  /// Whether each registration is handled by a transition (`on Data.registration`) or an
  /// `ignore` in its owner's statechart, by data model id then registration index.
  @exclusivity(unchecked) public internal(set) var isRegistrationHandled: [[Bool]] = []
  /// Where each actor's `uri` string literal is written (quotes included), if it is.
  @exclusivity(unchecked) public internal(set) var uriLiteral: [SourceRange?] = []
  @exclusivity(unchecked) var pathwayGroups: [Range<Int>] = []
  /// One past the last actor of each actor's subtree, when actors are in pre-order (each
  /// actor's sub-actors right after it), as the resolver numbers them; else empty.
  @exclusivity(unchecked) var subtreeEnd: [Int] = []
  /// The pathways of the actors of each role, by the role's position in `ActorRole.allCases`.
  @exclusivity(unchecked) var pathwaysByRole: [[Int]] = []
  @exclusivity(unchecked) var caseStart: [Int] = []
  @exclusivity(unchecked) var firstSends: [SourceRange?] = []
  /// The states no transition can enter, by actor then document order, without those whose
  /// parent is one too: what `UnreachableState` reports.
  @exclusivity(unchecked) var unreachableStates: [(actor: ActorID, state: StateID)] = []
  @exclusivity(unchecked) var handlers = ActorLists(count: 0)
  @exclusivity(unchecked) var replyHandlers = ActorLists(count: 0)

  /// Indexes `model`. Where pathways, `requests` lists and URIs are written is what the
  /// resolver recorded on the model as it bound those names: a model built another way
  /// (by hand, in a test) has its pathways at the actor's name.
  public init(model: Model, sources: SourceSet) {
    self.model = model
    self.sources = sources
    build()
  }

  /// The pathways declared by one actor, in the order written.
  public func pathways(of actor: ActorID) -> ArraySlice<Pathway> {
    pathways[pathwayGroups[actor.rawValue]]
  }

  /// The position of a case among every case of every notifier, in notifier order.
  public func caseNumber(_ notification: NotificationRef) -> Int {
    caseStart[notification.notifier.rawValue] + notification.caseIndex
  }

  /// The first `send` or `emit` of a case in a statechart, if any: nil when no statechart
  /// sends (request) or emits (event) it.
  public func firstSend(of notification: NotificationRef) -> SourceRange? {
    firstSends[caseNumber(notification)]
  }

  /// Whether some statechart sends (request) or emits (event) any case of a notifier.
  public func isAnyCaseSent(_ notifier: NotifierID) -> Bool {
    firstSends[caseStart[notifier.rawValue]..<caseStart[notifier.rawValue + 1]].contains {
      $0 != nil
    }
  }

  /// Whether the actor's statechart handles a notification in some state: a transition on
  /// it or an `ignore` (a `defer` alone never handles it). Stubs handle everything.
  public func handles(_ actor: ActorID, _ notification: NotificationRef) -> Bool {
    isStub(actor) || handlers.contains(actor, in: caseNumber(notification))
  }

  /// Whether the actor's statechart handles the reply to a request case in some state: a
  /// transition on it or an `ignore reply` (a `defer reply` alone never handles it).
  public func handlesReply(_ actor: ActorID, _ notification: NotificationRef) -> Bool {
    isStub(actor) || replyHandlers.contains(actor, in: caseNumber(notification))
  }

  /// Whether the actor has no statechart.
  public func isStub(_ actor: ActorID) -> Bool {
    model.actors[actor.rawValue].chart == nil
  }

  /// The dotted path of an actor.
  public func path(of actor: ActorID) -> String {
    model.actors[actor.rawValue].path
  }

  /// The owner of a notifier.
  public func owner(of notifier: NotifierID) -> ActorID {
    model.notifiers[notifier.rawValue].owner
  }

  /// The role of the actor's outermost ancestor: the role BSP rules reason about.
  public func effectiveRole(of actor: ActorID) -> ActorRole {
    model.actors[topLevel[actor.rawValue].rawValue].role
  }

  /// Whether `actor` is `ancestor` or one of its sub-actors.
  public func isWithin(_ actor: ActorID, _ ancestor: ActorID) -> Bool {
    if !subtreeEnd.isEmpty {
      return ancestor.rawValue <= actor.rawValue && actor.rawValue < subtreeEnd[ancestor.rawValue]
    }
    var current: ActorID? = actor
    while let next = current {
      if next == ancestor { return true }
      current = model.actors[next.rawValue].parent
    }
    return false
  }

  /// The edit that deletes a declaration: its whole line when nothing else is on it (the
  /// line break included), else just its range.
  public func removal(of range: SourceRange) -> TextEdit {
    let file = sources[range.file]
    let line = file.location(of: range.start).line
    let lineStart = file.lineStarts[line - 1]
    let lineEnd = line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
    let before = file.bytes[lineStart..<min(range.start, lineEnd)]
    let after = file.bytes[min(range.end, lineEnd)..<lineEnd]
    let blank: (UInt8) -> Bool = { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard range.end <= lineEnd, before.allSatisfy(blank), after.allSatisfy(blank) else {
      return TextEdit(range: range, replacement: "")
    }
    return TextEdit(
      range: SourceRange(file: range.file, start: lineStart, end: lineEnd), replacement: "")
  }

  /// `Owner.request` or `Owner.event`: a notifier as a pathway declaration names it.
  public func name(of notifier: NotifierID) -> String {
    let owner = model.notifiers[notifier.rawValue].owner
    return path(of: owner) + "." + model.notifiers[notifier.rawValue].kind.rawValue
  }

  /// `Owner.case`: a notification as a trigger or property names it.
  public func name(of notification: NotificationRef) -> String {
    let notifier = notification.notifier.rawValue
    return path(of: model.notifiers[notifier].owner) + "."
      + model.notifiers[notifier].cases[notification.caseIndex].name
  }
}
