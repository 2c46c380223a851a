import InterplayDiagnostics

/// The role keyword written before an actor declaration or as a topology-rule endpoint.
///
/// The resolver maps it to the model's `ActorRole`.
public enum RoleKeyword: String, Hashable, Sendable, CaseIterable, Codable {
  /// A plain actor.
  case actor
  /// Coordinates the others (workflow).
  case behaviour
  /// A thin interface to an OS or backend service.
  case service
  /// Owns views and view models.
  case presentation
}

/// `service Name uri "/actor/x" budget 3 { members }` (or `budget 3 per push`)
public struct ActorDecl: Hashable, Sendable {
  /// The role keyword written.
  public var role: RoleKeyword
  /// Where the role keyword was written.
  public var roleRange: SourceRange
  /// The actor name.
  public var name: Identifier
  /// The display text, if written (`service IdP "Identity Provider"`): what diagrams show;
  /// the name stays what models and properties use.
  public var display: StringLiteral?
  /// The URI, if written (default `/actor/<path>`).
  public var uri: StringLiteral?
  /// The stub budget, if written.
  public var budget: IntLiteral?
  /// Where `per push` was written after the budget, if it was: the budget is renewed at
  /// each push of the actor's scope instead of lasting the whole run.
  public var budgetPerPushRange: SourceRange?
  /// Where `ordered` was written, if it was: a stub that takes its queue in order.
  public var orderedRange: SourceRange?
  /// For a replica of `actor Name[i in a...b]`: its index and the clause.
  public var replication: ReplicationSyntax?
  /// The members in source order.
  public var members: [ActorMember]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    role: RoleKeyword, roleRange: SourceRange, name: Identifier, uri: StringLiteral?,
    budget: IntLiteral?, members: [ActorMember], range: SourceRange
  ) {
    self.role = role
    self.roleRange = roleRange
    self.name = name
    self.uri = uri
    self.budget = budget
    self.members = members
    self.range = range
  }
}

/// A member of an actor body.
public enum ActorMember: Hashable, Sendable {
  /// `var name: Type = value`
  case variable(VarDecl)
  /// `request { ... }` or `event { ... }`
  case notifier(NotifierDecl)
  /// `observes A.event, B.event`
  case observes(PathwayDecl)
  /// `requests A.request`
  case requests(PathwayDecl)
  /// A sub-actor.
  case actor(ActorDecl)
  /// A top-level state of the actor's statechart.
  case state(StateDecl)
  /// `initial -> A { actions }`: the chart's initial transition.
  case initial(InitialDecl)
  /// A top-level choice or junction pseudostate.
  case choice(ChoiceDecl)
  /// A member that failed to parse.
  case error(ErrorSyntax)
}

/// `var name: Type = initial`
public struct VarDecl: Hashable, Sendable {
  /// The variable name.
  public var name: Identifier
  /// The declared type.
  public var type: TypeSyntax
  /// The initial value, if written (default: the type's first value).
  public var initial: Expr?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, type: TypeSyntax, initial: Expr?, range: SourceRange) {
    self.name = name
    self.type = type
    self.initial = initial
    self.range = range
  }
}

/// The keyword that introduced a notifier: `request` or `event`.
///
/// The resolver maps it to the model's `NotifierKind`.
public enum NotifierKeyword: String, Hashable, Sendable, Codable {
  /// Many senders, one handler: the owner.
  case request
  /// One emitter, the owner; many observers.
  case event
}

/// The delivery-policy keyword written after `request` or `event`.
///
/// The resolver maps it to the model's `DeliveryPolicy`.
public enum PolicyKeyword: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every notification is queued in order.
  case fifo
  /// A notification equal to one already pending is not queued again.
  case coalesce
  /// A new notification replaces the pending one of the same case.
  case latest
}

/// `request coalesce capacity 4 { cases }`
public struct NotifierDecl: Hashable, Sendable {
  /// Request or event.
  public var kind: NotifierKeyword
  /// The delivery policy, if written.
  public var policy: PolicyKeyword?
  /// Where the policy was written.
  public var policyRange: SourceRange?
  /// The queue capacity, if written.
  public var capacity: IntLiteral?
  /// The notification cases.
  public var cases: [NotificationCaseSyntax]
  /// Cases that failed to parse.
  public var errors: [ErrorSyntax]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    kind: NotifierKeyword, policy: PolicyKeyword?, policyRange: SourceRange?,
    capacity: IntLiteral?, cases: [NotificationCaseSyntax], errors: [ErrorSyntax] = [],
    range: SourceRange
  ) {
    self.kind = kind
    self.policy = policy
    self.policyRange = policyRange
    self.capacity = capacity
    self.cases = cases
    self.errors = errors
    self.range = range
  }
}

/// `located(place: Place)` or `fetch(url: URL) -> Bool`
public struct NotificationCaseSyntax: Hashable, Sendable {
  /// The case name.
  public var name: Identifier
  /// The payload.
  public var parameters: [ParameterSyntax]
  /// The reply type (requests only).
  public var replyType: TypeSyntax?
  /// The display text, if written (`token(code: Code) "POST /token" -> Token`).
  public var display: StringLiteral?
  /// The whole case.
  public var range: SourceRange
  /// Creates the case.
  public init(
    name: Identifier, parameters: [ParameterSyntax], replyType: TypeSyntax?, range: SourceRange
  ) {
    self.name = name
    self.parameters = parameters
    self.replyType = replyType
    self.range = range
  }
}

/// `observes A.event, B.event` or `requests A.request`.
public struct PathwayDecl: Hashable, Sendable {
  /// The notifiers named, each `ActorPath.request` or `ActorPath.event`.
  public var notifiers: [Path]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(notifiers: [Path], range: SourceRange) {
    self.notifiers = notifiers
    self.range = range
  }
}
