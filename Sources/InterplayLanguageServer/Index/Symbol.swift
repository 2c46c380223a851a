import InterplayDiagnostics
import InterplayModel

/// One declared name as the editor shows it: a resolver declaration with the text of its
/// first line.
public struct Symbol: Hashable, Sendable {
  /// Where the name is declared: what identifies the symbol across the systems a file
  /// belongs to (each system's resolution numbers its symbols its own way).
  public var key: SourceRange
  /// The symbol in the resolution that declared it first.
  public var symbol: SymbolID
  /// What it is.
  public var kind: SymbolKind
  /// The name as declared.
  public var name: String
  /// The qualified name users write or read (`Service.Portal`, `Running.Idle`).
  public var qualifiedName: String
  /// Where the name is declared (the same as ``key``).
  public var nameRange: SourceRange { key }
  /// The whole declaration.
  public var range: SourceRange
  /// The key of the enclosing symbol (an actor for its states, a notifier for its cases).
  public var container: SourceRange?
  /// A short description: the declaration's first line, as written.
  public var detail: String

  /// Creates a symbol from a resolver declaration.
  public init(_ declaration: SymbolDeclaration, container: SourceRange?, detail: String) {
    key = declaration.nameRange
    symbol = declaration.symbol
    kind = declaration.kind
    name = declaration.name
    qualifiedName = declaration.qualifiedName
    range = declaration.range
    self.container = container
    self.detail = detail
  }
}

/// One place a symbol's name is written: its declaration or a reference the resolver bound.
public struct IndexOccurrence: Hashable, Sendable {
  /// The key of the symbol named.
  public var key: SourceRange
  /// The name as written (one identifier).
  public var range: SourceRange
  /// Whether this is the declaration itself.
  public var isDeclaration: Bool
}
