import InterplayDiagnostics

/// A scope stack: scopes are pushed on it and popped off its top.
public struct Stack: Hashable, Sendable {
  /// The stack's id (its index in ``Model/stacks``).
  public var id: StackID
  /// The name.
  public var name: String
  /// The scopes declared on this stack, in document order.
  public var scopes: [ScopeID]
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a stack.
  public init(
    id: StackID, name: String, scopes: [ScopeID] = [], nameRange: SourceRange,
    range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.scopes = scopes
    self.nameRange = nameRange
    self.range = range
  }
}

/// A group of companion actors that exist only while the scope is on its stack.
public struct Scope: Hashable, Sendable {
  /// The scope's id (its index in ``Model/scopes``).
  public var id: ScopeID
  /// The name.
  public var name: String
  /// The stack it is pushed on; nil only when the stack failed to resolve.
  public var stack: StackID?
  /// The top-level companion actors, in document order (their sub-actors belong too).
  public var actors: [ActorID]
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a scope.
  public init(
    id: ScopeID, name: String, stack: StackID?, actors: [ActorID] = [],
    nameRange: SourceRange, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.stack = stack
    self.actors = actors
    self.nameRange = nameRange
    self.range = range
  }
}
