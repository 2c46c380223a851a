import InterplayDiagnostics

/// A user-written event-ordering property.
public struct Property: Hashable, Sendable {
  /// The name.
  public var name: String
  /// The specification pattern.
  public var pattern: Pattern
  /// Where in a run the pattern must hold.
  public var scope: PatternScope
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a property.
  public init(
    name: String, pattern: Pattern, scope: PatternScope, nameRange: SourceRange,
    range: SourceRange
  ) {
    self.name = name
    self.pattern = pattern
    self.scope = scope
    self.nameRange = nameRange
    self.range = range
  }

  /// The specification patterns (Dwyer et al.) over notifications.
  public enum Pattern: Hashable, Sendable {
    /// `never P`
    case absence(EventPattern)
    /// `eventually P`
    case existence(EventPattern)
    /// `at most N P`
    case boundedExistence(Int, EventPattern)
    /// `always expr`
    case universality(ResolvedExpr)
    /// `P precedes S`: S never happens before P.
    case precedence(EventPattern, EventPattern)
    /// `S responds to P`: every P is followed by an S.
    case response(response: EventPattern, trigger: EventPattern)
  }

  /// The part of a run in which a pattern must hold.
  public enum PatternScope: Hashable, Sendable {
    /// The whole run (also when no scope is written).
    case globally
    /// Up to the first R.
    case before(EventPattern)
    /// From the first Q on.
    case after(EventPattern)
    /// From each Q to the next R.
    case between(EventPattern, EventPattern)
    /// From each Q until the next R, or to the end.
    case afterUntil(EventPattern, EventPattern)
  }
}

/// `invariant Name: expr`: holds in every reachable state.
public struct Invariant: Hashable, Sendable {
  /// The name.
  public var name: String
  /// The condition (of type `Bool`).
  public var condition: ResolvedExpr
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates an invariant.
  public init(name: String, condition: ResolvedExpr, nameRange: SourceRange, range: SourceRange) {
    self.name = name
    self.condition = condition
    self.nameRange = nameRange
    self.range = range
  }
}
