import InterplayDiagnostics

/// A finite type of the model.
///
/// Every type that occurs in the model is interned once in ``Model/types``: `Bool` is
/// always ``TypeID`` 0, declared enums and opaque types follow in declaration order,
/// and each distinct `Int(a...b)` range is added where it is first used.
public struct ModelType: Hashable, Sendable {
  /// The type as written: `Bool`, `Int(0...3)`, or the declared name.
  public var name: String
  /// What values the type has.
  public var kind: Kind
  /// Where the type was declared; nil for `Bool` and integer ranges.
  public var range: SourceRange?

  /// Creates a type.
  public init(name: String, kind: Kind, range: SourceRange? = nil) {
    self.name = name
    self.kind = kind
    self.range = range
  }

  /// The forms of type.
  public enum Kind: Hashable, Sendable {
    /// `true` or `false`.
    case bool
    /// The integers `lower...upper`.
    case int(lower: Int, upper: Int)
    /// An enum: one of the cases, each with its payload.
    case enumeration([EnumCase])
    /// An opaque token type with `count` distinct values and no arithmetic.
    case opaque(count: Int)
    /// The type of an expression or declaration that failed to resolve (always diagnosed).
    case error
  }

  /// Whether this is an integer range type.
  public var isInt: Bool {
    if case .int = kind { return true }
    return false
  }

  /// The enum cases, or empty for other kinds.
  public var enumCases: [EnumCase] {
    if case .enumeration(let cases) = kind { return cases }
    return []
  }
}

/// One case of an enum type.
public struct EnumCase: Hashable, Sendable {
  /// The case name.
  public var name: String
  /// The payload.
  public var parameters: [Parameter]
  /// Where the case was declared.
  public var range: SourceRange

  /// Creates a case.
  public init(name: String, parameters: [Parameter], range: SourceRange) {
    self.name = name
    self.parameters = parameters
    self.range = range
  }
}

/// A payload parameter: an optional label and a type.
public struct Parameter: Hashable, Sendable {
  /// The label, if written.
  public var label: String?
  /// The type.
  public var type: TypeID
  /// Where the parameter was written.
  public var range: SourceRange

  /// Creates a parameter.
  public init(label: String?, type: TypeID, range: SourceRange) {
    self.label = label
    self.type = type
    self.range = range
  }
}
