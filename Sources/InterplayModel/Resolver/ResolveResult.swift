import InterplayDiagnostics

/// The outcome of resolving a set of parsed files.
public struct ResolveResult: Sendable {
  /// The resolved model; parts that failed to resolve are dropped or marked as errors.
  public var model: Model
  /// Every semantic diagnostic, sorted by file and position.
  public var diagnostics: [Diagnostic]
  /// Every name the resolver declared and every name it bound, with where each is written.
  public var symbols: SymbolTable

  /// Creates a result.
  public init(model: Model, diagnostics: [Diagnostic], symbols: SymbolTable = SymbolTable()) {
    self.model = model
    self.diagnostics = diagnostics
    self.symbols = symbols
  }
}
