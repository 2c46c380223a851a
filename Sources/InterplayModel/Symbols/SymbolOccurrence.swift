import InterplayDiagnostics

/// One place a symbol's name is written: its declaration, or a reference the resolver bound
/// to it.
public struct SymbolOccurrence: Hashable, Sendable {
  /// The symbol named.
  public var symbol: SymbolID
  /// The name as written (one identifier).
  public var range: SourceRange
  /// Whether this is the declaration itself.
  public var isDeclaration: Bool

  /// Creates an occurrence.
  public init(symbol: SymbolID, range: SourceRange, isDeclaration: Bool) {
    self.symbol = symbol
    self.range = range
    self.isDeclaration = isDeclaration
  }
}
