import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// Reports a sub-actor whose URI is not nested under its parent's URI.
///
/// A sub-actor belongs to its parent, and its URI says so: `/actor/flow/meta` below
/// `/actor/flow`. A URI outside the parent's breaks the hierarchy that tools rely on to find an
/// actor's parts. The fix-it writes the URI below the parent's: the parent's URI and the
/// sub-actor's name in lower case.
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
        find an actor's parts. The fix-it writes the URI below the parent's: the parent's URI \
        and the sub-actor's name in lower case.
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
    model.actors.indices.compactMap { index in
      guard let parentID = model.actors[index].parent else { return nil }
      let parentURI = model.actors[parentID.rawValue].uri
      let prefix = parentURI.hasSuffix("/") ? parentURI : parentURI + "/"
      guard !model.actors[index].uri.hasPrefix(prefix) else { return nil }
      let (actor, parent) = (model.actors[index], model.actors[parentID.rawValue])
      let nested = prefix + actor.name.lowercased()
      let edit =
        context.uriLiteral[index].map {
          TextEdit(range: $0, replacement: StringLiteral.quoted(nested))
        }
        ?? TextEdit(
          range: .point(actor.nameRange.file, actor.nameRange.end),
          replacement: " uri " + StringLiteral.quoted(nested))
      return finding(
        "actor '\(actor.path)' has URI '\(actor.uri)', which is not nested under "
          + "'\(parent.uri)', the URI of its parent", at: actor.nameRange,
        notes: [DiagnosticNote("'\(parent.path)' declared here", at: parent.nameRange)],
        fixIts: [FixIt("use the URI '\(nested)'", edits: [edit])])
    }
  }
}
