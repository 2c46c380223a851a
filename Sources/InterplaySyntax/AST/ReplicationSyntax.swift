import InterplayDiagnostics

/// `actor Phil[i in 0...4]`: one declaration that stands for several actors, its
/// replicas `Phil[0]` to `Phil[4]`, each with `i` bound to its index.
///
/// The parser parses the body once per replica, with the index bound, and once more as
/// written (the template, for the formatter). Each replica is an ordinary actor
/// declaration named `Phil[k]`, so everything after the parser (the resolver, the rules,
/// the checker, the renderers) sees plain actors; only the first replica carries the
/// template, and the formatter prints that instead of the replicas.
public struct ReplicationSyntax: Hashable, Sendable {
  /// The index name (`i`).
  public var index: Identifier
  /// The first index.
  public var lower: IntLiteral
  /// The last index.
  public var upper: IntLiteral
  /// This replica's index.
  public var value: Int
  /// The declaration as written (index unbound), on the first replica only.
  public var template: ReplicaTemplate?
  /// `[i in 0...4]`, brackets included.
  public var range: SourceRange

  /// Creates the clause of one replica.
  public init(
    index: Identifier, lower: IntLiteral, upper: IntLiteral, value: Int,
    template: ReplicaTemplate?, range: SourceRange
  ) {
    self.index = index
    self.lower = lower
    self.upper = upper
    self.value = value
    self.template = template
    self.range = range
  }

  /// Whether this is a replica after the first: the formatter leaves it out, since the
  /// first replica's template stands for all of them.
  public var isSecondary: Bool { template == nil }

  /// The most replicas one declaration may have (`parse.replica-range` past it).
  public static let maxReplicas = 64
}

/// The declaration of a replicated actor as written (boxed: an actor holds its template).
public indirect enum ReplicaTemplate: Hashable, Sendable {
  /// The template.
  case actor(ActorDecl)

  /// The declaration.
  public var decl: ActorDecl {
    switch self {
    case .actor(let decl): decl
    }
  }
}
