import InterplayDiagnostics

/// `data Name { vars and registrations }`: a Quantwm data model.
public struct DataDecl: Hashable, Sendable {
  /// The data model name.
  public var name: Identifier
  /// The properties.
  public var properties: [VarDecl]
  /// The registrations.
  public var registrations: [RegistrationDecl]
  /// Members that failed to parse.
  public var errors: [ErrorSyntax]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    name: Identifier, properties: [VarDecl], registrations: [RegistrationDecl],
    errors: [ErrorSyntax] = [], range: SourceRange
  ) {
    self.name = name
    self.properties = properties
    self.registrations = registrations
    self.errors = errors
    self.range = range
  }
}

/// The notification class of a registration.
public enum RegistrationKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// Priority-ordered, notified first.
  case hard
  /// Ordered by computed level, at most once per event loop.
  case smart
  /// Notified last, writes nothing.
  case recurring
}

/// `smart Name by Actor reads a, b writes c priority 2`
public struct RegistrationDecl: Hashable, Sendable {
  /// Hard, smart or recurring.
  public var kind: RegistrationKind
  /// The registration name.
  public var name: Identifier
  /// The actor whose activity runs on notification.
  public var owner: Path
  /// Properties read.
  public var reads: [Path]
  /// Properties written.
  public var writes: [Path]
  /// The priority (hard registrations).
  public var priority: IntLiteral?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    kind: RegistrationKind, name: Identifier, owner: Path, reads: [Path], writes: [Path],
    priority: IntLiteral?, range: SourceRange
  ) {
    self.kind = kind
    self.name = name
    self.owner = owner
    self.reads = reads
    self.writes = writes
    self.priority = priority
    self.range = range
  }
}
