import InterplayDiagnostics
import InterplaySyntax

/// Name resolution and type checking: turns parsed files into a ``Model``.
///
/// (Resolution rules are documented here once the resolver lands.)
public enum Resolver {
  /// Resolves a model.
  ///
  /// - Parameters:
  ///   - files: the root file first, then its imports (already loaded and parsed), all in `sources`.
  ///   - sources: the source files, used for the fallback model name.
  /// - Returns: the model and every semantic diagnostic, sorted by position.
  public static func resolve(_ files: [SourceFileSyntax], in sources: SourceSet) -> ResolveResult {
    ModelBuilder(files: files, sources: sources).run()
  }
}
