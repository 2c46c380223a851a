import InterplayDiagnostics

/// The outcome of resolving a set of parsed files.
public struct ResolveResult: Sendable {
  /// The resolved model; parts that failed to resolve are dropped or marked as errors.
  public var model: Model
  /// Every semantic diagnostic, sorted by file and position.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(model: Model, diagnostics: [Diagnostic]) {
    self.model = model
    self.diagnostics = diagnostics
  }
}
