import InterplayDiagnostics

/// An authored interaction: a diagram, a reachability claim and a test at once.
public struct InteractionSequence: Hashable, Sendable {
  /// The name.
  public var name: String
  /// Whether the run must be impossible (`forbidden sequence`).
  public var isForbidden: Bool
  /// Whether no unlisted message among the participants may come between the listed
  /// items (`strict`): see ``participants``.
  public var isStrict = false
  /// `title "..."`: the diagram's title, if written.
  public var title: String?
  /// Whether the diagram numbers its messages (`autonumber`).
  public var isAutonumbered = false
  /// `participants(A, B)`: the lifelines drawn first, in this order.
  public var participantOrder: [ActorID] = []
  /// The index in ``Model/sequences`` of the sequence played first (`after Prefix`).
  /// A prefix is never forbidden, and following prefixes never leads back to the
  /// sequence: the resolver reports both and leaves `after` nil.
  public var after: Int?
  /// The items in order.
  public var items: [SequenceStep]
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a sequence.
  public init(
    name: String, isForbidden: Bool, after: Int? = nil, items: [SequenceStep],
    nameRange: SourceRange, range: SourceRange
  ) {
    self.name = name
    self.isForbidden = isForbidden
    self.after = after
    self.items = items
    self.nameRange = nameRange
    self.range = range
  }
}

extension InteractionSequence {
  /// The actors its messages and notes name, and the scopes it pushes and pops: in a
  /// `strict` sequence, every message between two of these actors, and every push and pop
  /// of these scopes, must be listed.
  public var participants: (actors: Set<ActorID>, scopes: Set<ScopeID>) {
    var actors = Set<ActorID>()
    var scopes = Set<ScopeID>()
    func visit(_ items: [SequenceStep]) {
      for item in items {
        switch item {
        case .message(let message):
          actors.insert(message.from)
          actors.insert(message.to)
        case .note(let over, _, _): actors.formUnion(over)
        case .sideNote(_, let actor, _, _): actors.insert(actor)
        case .push(let scope, _), .pop(let scope, _): scopes.insert(scope)
        case .fragment(let fragment): fragment.branches.forEach { visit($0.items) }
        }
      }
    }
    visit(items)
    return (actors, scopes)
  }
}

/// One item of a sequence.
public indirect enum SequenceStep: Hashable, Sendable {
  /// A notification from one actor to another, or a reply.
  case message(Message)
  /// `note over A, B: "text"`.
  case note(over: [ActorID], text: String, range: SourceRange)
  /// `note left of A: "text"` or `note right of A: "text"`: presentation only, like
  /// `note over`.
  case sideNote(NoteSide, of: ActorID, text: String, range: SourceRange)
  /// The scope is activated here.
  case push(ScopeID, range: SourceRange)
  /// The scope is deactivated here.
  case pop(ScopeID, range: SourceRange)
  /// `alt`, `opt`, `loop`, `par`, or a `group` (presentation only).
  case fragment(Fragment)
}

/// A message of a sequence: `A -> B: case(args)` or `B --> A: case(value)`.
public struct Message: Hashable, Sendable {
  /// The sender.
  public var from: ActorID
  /// The receiver.
  public var to: ActorID
  /// The notification case (for a reply: the request case answered).
  public var notification: NotificationRef
  /// Whether it is a reply (`-->`).
  public var isReply: Bool
  /// The payload, or the reply value; empty when ``matchesAnyPayload``.
  public var arguments: [ResolvedExpr]
  /// Whether the message was written without the payload its case carries (or a
  /// reply without its value): then any payload matches and ``arguments`` is empty.
  /// False for a case without a payload, where the empty payload is exact.
  public var matchesAnyPayload: Bool
  /// The text diagrams show for the message (`A -> B: go "free text"`), if written; it
  /// plays no part in matching.
  public var label: String?
  /// Whether it is a lost message (`A ->x B: case`): sent by `from` to `to` and
  /// discarded without `to` taking it (see ``SequenceClaim``).
  public var isLost = false
  /// The whole message.
  public var range: SourceRange

  /// Creates a message.
  public init(
    from: ActorID, to: ActorID, notification: NotificationRef, isReply: Bool,
    arguments: [ResolvedExpr], matchesAnyPayload: Bool = false, range: SourceRange
  ) {
    self.from = from
    self.to = to
    self.notification = notification
    self.isReply = isReply
    self.arguments = arguments
    self.matchesAnyPayload = matchesAnyPayload
    self.range = range
  }
}

/// A combined fragment of a sequence.
public struct Fragment: Hashable, Sendable {
  /// `alt`, `opt`, `loop` or `par`.
  public var kind: FragmentKind
  /// The repetition bounds of a `loop`, if written.
  public var bounds: ClosedRange<Int>?
  /// The branches (one for `opt` and `loop`).
  public var branches: [Branch]
  /// The whole fragment.
  public var range: SourceRange

  /// Creates a fragment.
  public init(
    kind: FragmentKind, bounds: ClosedRange<Int>?, branches: [Branch], range: SourceRange
  ) {
    self.kind = kind
    self.bounds = bounds
    self.branches = branches
    self.range = range
  }

  /// One branch of a fragment.
  public struct Branch: Hashable, Sendable {
    /// The label, if written.
    public var label: String?
    /// The items.
    public var items: [SequenceStep]
    /// The whole branch.
    public var range: SourceRange

    /// Creates a branch.
    public init(label: String?, items: [SequenceStep], range: SourceRange) {
      self.label = label
      self.items = items
      self.range = range
    }
  }
}
