import InterplayDiagnostics

/// A type as written.
public enum TypeSyntax: Hashable, Sendable {
  /// `Bool`
  case bool(SourceRange)
  /// `Int(lower...upper)`
  case int(lower: IntLiteral, upper: IntLiteral, range: SourceRange)
  /// An enum or opaque type by name.
  case named(Identifier)
  /// A type that failed to parse.
  case error(SourceRange)

  /// Where the type was written.
  public var range: SourceRange {
    switch self {
    case .bool(let r): r
    case .int(_, _, let r): r
    case .named(let id): id.range
    case .error(let r): r
    }
  }
}

/// A payload parameter: `place: Place` or just `Place`.
public struct ParameterSyntax: Hashable, Sendable {
  /// The label, if written.
  public var label: Identifier?
  /// The type.
  public var type: TypeSyntax
  /// The whole parameter.
  public var range: SourceRange
  /// Creates a parameter.
  public init(label: Identifier?, type: TypeSyntax, range: SourceRange) {
    self.label = label
    self.type = type
    self.range = range
  }
}

/// `type URL(3)`: an opaque token type with a finite number of distinct values.
public struct OpaqueTypeDecl: Hashable, Sendable {
  /// The type name.
  public var name: Identifier
  /// The number of distinct tokens, if written.
  public var count: IntLiteral?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, count: IntLiteral?, range: SourceRange) {
    self.name = name
    self.count = count
    self.range = range
  }
}

/// `enum Name { case(payload), ... }`
public struct EnumDecl: Hashable, Sendable {
  /// The enum name.
  public var name: Identifier
  /// The cases in order.
  public var cases: [EnumCaseSyntax]
  /// Cases that failed to parse.
  public var errors: [ErrorSyntax]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    name: Identifier, cases: [EnumCaseSyntax], errors: [ErrorSyntax] = [], range: SourceRange
  ) {
    self.name = name
    self.cases = cases
    self.errors = errors
    self.range = range
  }
}

/// One enum case with its payload.
public struct EnumCaseSyntax: Hashable, Sendable {
  /// The case name.
  public var name: Identifier
  /// The payload parameters (empty for none).
  public var parameters: [ParameterSyntax]
  /// The whole case.
  public var range: SourceRange
  /// Creates the case.
  public init(name: Identifier, parameters: [ParameterSyntax], range: SourceRange) {
    self.name = name
    self.parameters = parameters
    self.range = range
  }
}
