import InterplayDiagnostics

/// A user topology rule, checked by the linter.
public struct TopologyRule: Hashable, Sendable {
  /// What the rule says.
  public var kind: Kind
  /// The whole rule.
  public var range: SourceRange

  /// Creates a rule.
  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The forms of rule.
  public enum Kind: Hashable, Sendable {
    /// `forbid A -> B`: A may not observe or request B.
    case forbid(Endpoint, Endpoint)
    /// `allow only A -> B, C -> D`: every pathway must match one pair.
    case allowOnly([EndpointPair])
    /// `hub M between A, B`: A and B connect only through M.
    case hub(ActorID, between: [Endpoint])
  }
}

/// One end of a topology rule.
public enum Endpoint: Hashable, Sendable {
  /// An actor and its sub-actors.
  case actor(ActorID)
  /// Every actor with a role.
  case role(ActorRole)
}

/// `A -> B` in an `allow only` rule.
public struct EndpointPair: Hashable, Sendable {
  /// The observing or requesting side.
  public var from: Endpoint
  /// The side observed or requested.
  public var to: Endpoint
  /// Creates a pair.
  public init(from: Endpoint, to: Endpoint) {
    self.from = from
    self.to = to
  }
}
