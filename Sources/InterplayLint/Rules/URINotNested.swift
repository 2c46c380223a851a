import InterplayDiagnostics
import InterplayModel

/// Reports a sub-actor whose URI is not nested under its parent's URI.
///
/// A sub-actor belongs to its parent, and its URI says so: `/actor/flow/meta` below
/// `/actor/flow`. A URI outside the parent's breaks the hierarchy that tools rely on to find an
/// actor's parts.
///
/// Bad:
/// ```ipl
/// system App
/// behaviour Main uri "/app/main" {
///   actor Worker uri "/app/worker" {}
/// }
/// ```
///
/// Good:
/// ```ipl
/// system App
/// behaviour Main uri "/app/main" {
///   actor Worker uri "/app/main/worker" {}
/// }
/// ```
public struct URINotNested: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.uri-not-nested`
  public var id: DiagnosticID { "lint.uri-not-nested" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "sub-actor URI that is not nested under its parent's URI" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A sub-actor belongs to its parent, and its URI says so: `/actor/flow/meta` below \
        `/actor/flow`. A URI outside the parent's breaks the hierarchy that tools rely on to \
        find an actor's parts.
        """,
      bad: """
        system App
        behaviour Main uri "/app/main" {
          actor Worker uri "/app/worker" {}
        }
        """,
      good: """
        system App
        behaviour Main uri "/app/main" {
          actor Worker uri "/app/main/worker" {}
        }
        """)
  }

  /// One finding per sub-actor outside its parent's URI, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.actors.compactMap { actor in
      guard let parentID = actor.parent else { return nil }
      let parent = model[parentID]
      let prefix = parent.uri.hasSuffix("/") ? parent.uri : parent.uri + "/"
      guard !actor.uri.hasPrefix(prefix) else { return nil }
      return finding(
        "actor '\(actor.path)' has URI '\(actor.uri)', which is not nested under "
          + "'\(parent.uri)', the URI of its parent", at: actor.nameRange,
        notes: [DiagnosticNote("'\(parent.path)' declared here", at: parent.nameRange)])
    }
  }
}
