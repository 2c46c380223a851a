import InterplayDiagnostics

/// `[forbidden] sequence Name [after Prefix] [strict] { items }`: an authored interaction.
public struct SequenceDecl: Hashable, Sendable {
  /// Whether `forbidden` was written: the run must be impossible.
  public var isForbidden: Bool
  /// Whether `strict` was written: no unlisted message among the participants may come
  /// between the listed items.
  public var isStrict = false
  /// The sequence name.
  public var name: Identifier
  /// The sequence played first (`after Prefix`), if written. Empty when `after` was
  /// written without a name (which the parser reports).
  public var after: Identifier?
  /// The items in order.
  public var items: [SequenceItem]
  /// `title "..."`: the diagram's title, if written.
  public var title: StringLiteral?
  /// Whether `autonumber` was written: diagrams number the messages.
  public var isAutonumbered = false
  /// `participants(A, B)`: the lifelines drawn first, in this order.
  public var participants: [Path] = []
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    isForbidden: Bool, name: Identifier, after: Identifier? = nil, items: [SequenceItem],
    range: SourceRange
  ) {
    self.isForbidden = isForbidden
    self.name = name
    self.after = after
    self.items = items
    self.range = range
  }
}

/// The keyword that introduced a combined fragment: `alt`, `opt`, `loop`, `par`, or the
/// contextual word `group`.
///
/// The resolver maps it to the model's `FragmentKind`.
public enum FragmentKeyword: String, Hashable, Sendable, Codable {
  /// Exactly one branch happens.
  case alt
  /// The body happens or not.
  case opt
  /// The body repeats within bounds.
  case loop
  /// The branches interleave.
  case par
  /// `group "label" { items }`: a labelled box round its items, with no meaning for the
  /// claim (the items match as if written without it).
  case group
}

/// One branch of a fragment.
public struct FragmentBranch: Hashable, Sendable {
  /// The branch label, e.g. `"session key valid"`.
  public var label: StringLiteral?
  /// The items of the branch.
  public var items: [SequenceItem]
  /// The branch, keyword to closing brace.
  public var range: SourceRange
  /// Creates a branch.
  public init(label: StringLiteral?, items: [SequenceItem], range: SourceRange) {
    self.label = label
    self.items = items
    self.range = range
  }
}

/// A message arrow: `A -> B: case(args)` or a reply `B --> A: case(value)`.
public struct MessageSyntax: Hashable, Sendable {
  /// The sender.
  public var from: Path
  /// The receiver.
  public var to: Path
  /// Whether it is a reply (`-->`).
  public var isReply: Bool
  /// The notification case.
  public var name: Identifier
  /// The payload, or the reply value.
  public var arguments: [Expr]
  /// The text diagrams show for this message, if written (`A -> B: go "free text"`).
  public var label: StringLiteral?
  /// Whether it is a lost message (`A ->x B: case`): sent, and discarded without being
  /// taken.
  public var isLost = false
  /// The whole message.
  public var range: SourceRange
  /// Creates a message.
  public init(
    from: Path, to: Path, isReply: Bool, name: Identifier, arguments: [Expr], range: SourceRange
  ) {
    self.from = from
    self.to = to
    self.isReply = isReply
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// One item of a sequence.
public indirect enum SequenceItem: Hashable, Sendable {
  /// A message or reply.
  case message(MessageSyntax)
  /// `note over A, B: "text"`
  case note(over: [Path], text: StringLiteral, range: SourceRange)
  /// `note left of A: "text"` or `note right of A: "text"`.
  case sideNote(side: NoteSideKeyword, of: Path, text: StringLiteral, range: SourceRange)
  /// `push Scope`: the scope is activated here.
  case push(scope: Path, range: SourceRange)
  /// `pop Scope`: the scope is deactivated here.
  case pop(scope: Path, range: SourceRange)
  /// `alt`, `opt`, `loop`, `par` with their branches, or a `group` with its one.
  case fragment(
    kind: FragmentKeyword, bounds: (lower: IntLiteral, upper: IntLiteral)?,
    branches: [FragmentBranch], range: SourceRange)
  /// An item that failed to parse.
  case error(ErrorSyntax)

  /// Where the item was written.
  public var range: SourceRange {
    switch self {
    case .message(let m): m.range
    case .note(_, _, let r), .sideNote(_, _, _, let r), .push(_, let r), .pop(_, let r),
      .fragment(_, _, _, let r):
      r
    case .error(let e): e.range
    }
  }

  /// Structural equality (tuples in `fragment` keep the synthesized one from existing).
  public static func == (lhs: SequenceItem, rhs: SequenceItem) -> Bool {
    switch (lhs, rhs) {
    case (.message(let a), .message(let b)): a == b
    case (.note(let a, let b, let c), .note(let d, let e, let f)): a == d && b == e && c == f
    case (.sideNote(let a, let b, let c, let d), .sideNote(let e, let f, let g, let h)):
      a == e && b == f && c == g && d == h
    case (.push(let a, let b), .push(let c, let d)): a == c && b == d
    case (.pop(let a, let b), .pop(let c, let d)): a == c && b == d
    case (.fragment(let k1, let b1, let br1, let r1), .fragment(let k2, let b2, let br2, let r2)):
      k1 == k2 && b1?.lower == b2?.lower && b1?.upper == b2?.upper && br1 == br2 && r1 == r2
    case (.error(let a), .error(let b)): a == b
    default: false
    }
  }

  /// Hashes the range only: equal items have equal ranges, which is all hashing needs.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(range)
  }
}

/// `property Name: pattern [scope]`
public struct PropertyDecl: Hashable, Sendable {
  /// The property name.
  public var name: Identifier
  /// The specification pattern.
  public var pattern: PatternSyntax
  /// The pattern scope (nil means globally, unwritten).
  public var scope: PatternScopeSyntax?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    name: Identifier, pattern: PatternSyntax, scope: PatternScopeSyntax?, range: SourceRange
  ) {
    self.name = name
    self.pattern = pattern
    self.scope = scope
    self.range = range
  }
}

/// The specification patterns (Dwyer et al.), over events (see ``EventSyntax``).
public enum PatternSyntax: Hashable, Sendable {
  /// `never P`
  case absence(EventSyntax)
  /// `eventually P`
  case existence(EventSyntax)
  /// `at most N P`
  case boundedExistence(IntLiteral, EventSyntax)
  /// `always expr`
  case universality(Expr)
  /// `P precedes S`: S never happens before P.
  case precedence(EventSyntax, EventSyntax)
  /// `S responds to P`: every P is followed by an S.
  case response(response: EventSyntax, trigger: EventSyntax)
  /// A pattern that failed to parse.
  case error(SourceRange)
}

/// The scope in which a pattern must hold.
public enum PatternScopeSyntax: Hashable, Sendable {
  /// `globally`
  case globally(SourceRange)
  /// `before R`
  case before(EventSyntax)
  /// `after Q`
  case after(EventSyntax)
  /// `between Q and R`
  case between(EventSyntax, EventSyntax)
  /// `after Q until R`
  case afterUntil(EventSyntax, EventSyntax)
}

/// `invariant Name: expr`
public struct InvariantDecl: Hashable, Sendable {
  /// The invariant name.
  public var name: Identifier
  /// The condition that holds in every reachable state.
  public var condition: Expr
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, condition: Expr, range: SourceRange) {
    self.name = name
    self.condition = condition
    self.range = range
  }
}

/// An end of a topology rule: an actor by path, or every actor of a role.
public enum EndpointSyntax: Hashable, Sendable {
  /// An actor (and its sub-actors).
  case actor(Path)
  /// Every actor with a role.
  case role(RoleKeyword, SourceRange)

  /// Where the endpoint was written.
  public var range: SourceRange {
    switch self {
    case .actor(let p): p.range
    case .role(_, let r): r
    }
  }
}

/// User topology rules.
public enum TopologyRuleDecl: Hashable, Sendable {
  /// `forbid A -> B`: A may not observe or request B.
  case forbid(from: EndpointSyntax, to: EndpointSyntax, range: SourceRange)
  /// `allow only A -> B, C -> D`: every pathway must be one of these.
  case allowOnly(pairs: [(from: EndpointSyntax, to: EndpointSyntax)], range: SourceRange)
  /// `hub M between A, B, C`: A, B and C connect only through M.
  case hub(hub: Path, between: [EndpointSyntax], range: SourceRange)

  /// Where the rule was written.
  public var range: SourceRange {
    switch self {
    case .forbid(_, _, let r), .allowOnly(_, let r), .hub(_, _, let r): r
    }
  }

  /// Structural equality (the tuple pairs keep the synthesized one from existing).
  public static func == (lhs: TopologyRuleDecl, rhs: TopologyRuleDecl) -> Bool {
    switch (lhs, rhs) {
    case (.forbid(let a, let b, let r1), .forbid(let c, let d, let r2)):
      a == c && b == d && r1 == r2
    case (.allowOnly(let p1, let r1), .allowOnly(let p2, let r2)):
      r1 == r2 && p1.count == p2.count
        && zip(p1, p2).allSatisfy { $0.from == $1.from && $0.to == $1.to }
    case (.hub(let h1, let b1, let r1), .hub(let h2, let b2, let r2)):
      h1 == h2 && b1 == b2 && r1 == r2
    default: false
    }
  }

  /// Hashes the range only: equal rules have equal ranges, which is all hashing needs.
  public func hash(into hasher: inout Hasher) { hasher.combine(range) }
}
