import InterplayDiagnostics

/// A typed pathway owned by an actor.
///
/// A request notifier carries requests to its owner; an event notifier carries
/// events from its owner to every observer.
public struct Notifier: Hashable, Sendable {
  /// The notifier's id (its index in ``Model/notifiers``).
  public var id: NotifierID
  /// The owning actor.
  public var owner: ActorID
  /// Request or event.
  public var kind: NotifierKind
  /// The delivery policy (`fifo` unless written).
  public var policy: DeliveryPolicy
  /// The queue capacity, if written (the checker's default applies otherwise).
  public var capacity: Int?
  /// The notification cases in document order.
  public var cases: [NotificationCase]
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a notifier.
  public init(
    id: NotifierID, owner: ActorID, kind: NotifierKind, policy: DeliveryPolicy = .fifo,
    capacity: Int? = nil, cases: [NotificationCase] = [], range: SourceRange
  ) {
    self.id = id
    self.owner = owner
    self.kind = kind
    self.policy = policy
    self.capacity = capacity
    self.cases = cases
    self.range = range
  }

  /// The index of the case with a name, if any.
  public func caseIndex(named name: String) -> Int? {
    cases.firstIndex { $0.name == name }
  }
}

/// One notification a notifier carries.
public struct NotificationCase: Hashable, Sendable {
  /// The case name.
  public var name: String
  /// The payload.
  public var parameters: [Parameter]
  /// The type of the reply the handler sends back (request cases only).
  public var replyType: TypeID?
  /// Where the case name was written.
  public var nameRange: SourceRange
  /// The display text diagrams show for the case, if written.
  public var displayName: String?
  /// The whole case.
  public var range: SourceRange

  /// Creates a case.
  public init(
    name: String, parameters: [Parameter], replyType: TypeID?, nameRange: SourceRange,
    range: SourceRange
  ) {
    self.name = name
    self.parameters = parameters
    self.replyType = replyType
    self.nameRange = nameRange
    self.range = range
  }
}
