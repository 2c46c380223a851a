import InterplayDiagnostics

/// A type-checked expression.
public struct ResolvedExpr: Hashable, Sendable {
  /// What the expression is.
  public var kind: Kind
  /// The type of its value.
  public var type: TypeID
  /// Where it was written.
  public var range: SourceRange

  /// Creates an expression.
  public init(_ kind: Kind, type: TypeID, range: SourceRange) {
    self.kind = kind
    self.type = type
    self.range = range
  }

  /// The forms of resolved expression.
  public indirect enum Kind: Hashable, Sendable {
    /// `true` / `false`.
    case bool(Bool)
    /// An integer literal.
    case int(Int)
    /// An enum case of ``ResolvedExpr/type`` with its payload.
    case enumCase(caseIndex: Int, payload: [ResolvedExpr])
    /// An actor variable.
    case variable(VariableRef)
    /// A value bound by the trigger: payload index (or 0 for the reply value).
    case binding(index: Int)
    /// A data-model property.
    case property(PropertyRef)
    /// `Actor in State`: whether the state is in the actor's active configuration.
    case inState(ActorID, StateID)
    /// `!x` or `-x`.
    case unary(UnaryOperator, ResolvedExpr)
    /// `a op b`.
    case binary(BinaryOperator, ResolvedExpr, ResolvedExpr)
    /// An expression that failed to resolve (always diagnosed).
    case error
  }
}
