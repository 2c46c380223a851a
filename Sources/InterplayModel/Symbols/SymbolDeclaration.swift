import InterplayDiagnostics

/// One declared name as the resolver kept it: what it is, where it is written, and what
/// contains it.
public struct SymbolDeclaration: Hashable, Sendable {
  /// The symbol declared.
  public var symbol: SymbolID
  /// What it is.
  public var kind: SymbolKind
  /// The name as declared.
  public var name: String
  /// The qualified name users write or read (`Service.Portal`, `Running.Idle`).
  public var qualifiedName: String
  /// Where the name is written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange
  /// The enclosing symbol (an actor for its states, a notifier for its cases).
  public var container: SymbolID?

  /// Creates a declaration.
  public init(
    symbol: SymbolID, kind: SymbolKind, name: String, qualifiedName: String,
    nameRange: SourceRange, range: SourceRange, container: SymbolID?
  ) {
    self.symbol = symbol
    self.kind = kind
    self.name = name
    self.qualifiedName = qualifiedName
    self.nameRange = nameRange
    self.range = range
    self.container = container
  }
}
