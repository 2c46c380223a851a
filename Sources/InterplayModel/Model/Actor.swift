import InterplayDiagnostics

/// A participant of the system, flattened out of the declaration tree.
///
/// ``Model/actors`` lists actors in document order, each parent before its children.
public struct Actor: Hashable, Sendable {
  /// The actor's id (its index in ``Model/actors``).
  public var id: ActorID
  /// The simple name.
  public var name: String
  /// The dotted path from the top-level actor: `Behaviour.Sub`.
  public var path: String
  /// The role keyword.
  public var role: ActorRole
  /// The URI: written, or `/actor/<lower-cased path components joined by '/'>`.
  public var uri: String
  /// The display text diagrams show for the actor (`service IdP "Identity Provider"`),
  /// if written; properties and sequences use its name.
  public var displayName: String?
  /// Whether the URI was written explicitly.
  public var hasExplicitURI: Bool
  /// The enclosing actor, if this is a sub-actor.
  public var parent: ActorID?
  /// The sub-actors in document order.
  public var children: [ActorID]
  /// The variables in document order.
  public var variables: [Variable]
  /// The request notifier the actor owns, if any.
  public var requestNotifier: NotifierID?
  /// The event notifier the actor owns, if any.
  public var eventNotifier: NotifierID?
  /// Event notifiers the actor observes (`observes`), in the order written.
  public var observes: [NotifierID]
  /// Request notifiers the actor sends to (`requests`), in the order written.
  public var requests: [NotifierID]
  /// Where each ``observes`` entry was written (parallel to ``observes``).
  public var observesRanges: [SourceRange] = []
  /// Where each ``requests`` entry was written (parallel to ``requests``).
  public var requestsRanges: [SourceRange] = []
  /// Where the `uri` string literal is written, quotes included; nil when none is.
  public var uriRange: SourceRange?
  /// The end of the last notifier path of the last `requests` declaration (an empty range),
  /// where one more requested notifier can be written; nil without one.
  public var requestsEnd: SourceRange?
  /// The statechart; nil for a stub.
  public var chart: Statechart?
  /// The scope whose companion this actor (or an ancestor) is; nil if always alive.
  public var scope: ScopeID?
  /// The stub budget, if written.
  public var budget: Int?
  /// Whether the budget is per push (`budget N per push`): renewed each time the actor's
  /// scope is pushed. Otherwise it is per run: a pop does not give it back.
  public var isBudgetPerPush = false
  /// Whether the stub takes its queue in order (`ordered`); modelled actors always do.
  public var isOrdered = false
  /// Where the actor's name was declared.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates an actor.
  public init(
    id: ActorID, name: String, path: String, role: ActorRole, uri: String,
    hasExplicitURI: Bool = false, parent: ActorID? = nil, children: [ActorID] = [],
    variables: [Variable] = [], requestNotifier: NotifierID? = nil,
    eventNotifier: NotifierID? = nil, observes: [NotifierID] = [], requests: [NotifierID] = [],
    chart: Statechart? = nil, scope: ScopeID? = nil, budget: Int? = nil,
    nameRange: SourceRange, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.path = path
    self.role = role
    self.uri = uri
    self.hasExplicitURI = hasExplicitURI
    self.parent = parent
    self.children = children
    self.variables = variables
    self.requestNotifier = requestNotifier
    self.eventNotifier = eventNotifier
    self.observes = observes
    self.requests = requests
    self.chart = chart
    self.scope = scope
    self.budget = budget
    self.nameRange = nameRange
    self.range = range
  }

  /// Whether the actor has no statechart: the environment decides what it does.
  public var isStub: Bool { chart == nil }

  /// The default URI of an actor path: `Behaviour.Sub` gives `/actor/behaviour/sub`.
  public static func defaultURI(forPath path: String) -> String {
    var path = path
    return path.withUTF8 { asciiURI($0) }
      ?? "/actor/" + path.split(separator: ".").map { $0.lowercased() }.joined(separator: "/")
  }

  /// ``defaultURI(forPath:)`` for an ASCII path, built byte by byte; nil for any other path.
  /// Like splitting at dots, it leaves out empty components.
  private static func asciiURI(_ path: UnsafeBufferPointer<UInt8>) -> String? {
    let prefix = "/actor/".utf8
    let uri = String(unsafeUninitializedCapacity: prefix.count + path.count) { buffer in
      var count = 0
      for byte in prefix {
        buffer[count] = byte
        count += 1
      }
      var slashPending = false
      for byte in path {
        guard byte < 0x80 else { return 0 }
        if byte == UInt8(ascii: ".") {
          slashPending = count > prefix.count
          continue
        }
        if slashPending {
          buffer[count] = UInt8(ascii: "/")
          count += 1
          slashPending = false
        }
        let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        buffer[count] = isUpper ? byte + 0x20 : byte
        count += 1
      }
      return count
    }
    return uri.isEmpty ? nil : uri  // empty only when a byte was not ASCII
  }
}

/// A variable of an actor, or a property of a data model.
public struct Variable: Hashable, Sendable {
  /// The name.
  public var name: String
  /// The type.
  public var type: TypeID
  /// The initial value: written, or the type's first value.
  public var initial: Value
  /// Where the name was declared.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a variable.
  public init(
    name: String, type: TypeID, initial: Value, nameRange: SourceRange, range: SourceRange
  ) {
    self.name = name
    self.type = type
    self.initial = initial
    self.nameRange = nameRange
    self.range = range
  }
}
