import InterplayDiagnostics

/// `data Name { vars, nodes and registrations }`: a Quantwm data model.
public struct DataDecl: Hashable, Sendable {
  /// The data model name.
  public var name: Identifier
  /// The properties at the root of the property tree.
  public var properties: [VarDecl]
  /// The nodes at the root of the property tree.
  public var nodes: [DataNodeDecl]
  /// The registrations.
  public var registrations: [RegistrationDecl]
  /// Members that failed to parse.
  public var errors: [ErrorSyntax]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    name: Identifier, properties: [VarDecl], nodes: [DataNodeDecl] = [],
    registrations: [RegistrationDecl], errors: [ErrorSyntax] = [], range: SourceRange
  ) {
    self.name = name
    self.properties = properties
    self.nodes = nodes
    self.registrations = registrations
    self.errors = errors
    self.range = range
  }
}

/// The keyword a registration is declared with (`hard`, `smart` or `recurring`; a
/// `collector` is one of the first two); the resolved model's is `RegistrationKind`.
public enum RegistrationKeyword: String, Hashable, Sendable, Codable, CaseIterable {
  /// Priority-ordered, notified first.
  case hard
  /// Ordered by computed level, at most once per event loop.
  case smart
  /// Notified last, writes nothing.
  case recurring
}

/// `smart Name by Actor reads a, b writes c collectors C priority 2`, or a collector:
/// `collector Name by Actor reads a writes b [priority 2]`.
public struct RegistrationDecl: Hashable, Sendable {
  /// Hard, smart or recurring. A collector is hard with a priority, smart without.
  public var kind: RegistrationKeyword
  /// Whether it was declared with `collector`.
  public var isCollector: Bool
  /// The registration name.
  public var name: Identifier
  /// The actor whose activity runs on notification.
  public var owner: Path
  /// Paths read: a property, a node, or a node's subtree (a last component `*`).
  public var reads: [Path]
  /// Paths written (the same forms).
  public var writes: [Path]
  /// The collectors named after `collectors`.
  public var collectors: [Identifier]
  /// The priority (hard registrations).
  public var priority: IntLiteral?
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    kind: RegistrationKeyword, isCollector: Bool = false, name: Identifier, owner: Path,
    reads: [Path], writes: [Path], collectors: [Identifier] = [], priority: IntLiteral?,
    range: SourceRange
  ) {
    self.kind = kind
    self.isCollector = isCollector
    self.name = name
    self.owner = owner
    self.reads = reads
    self.writes = writes
    self.collectors = collectors
    self.priority = priority
    self.range = range
  }

  /// The keyword written first: the kind, or `collector`.
  public var keyword: String { isCollector ? "collector" : kind.rawValue }
}
