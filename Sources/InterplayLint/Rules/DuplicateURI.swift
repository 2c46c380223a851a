import InterplayDiagnostics
import InterplayModel

/// Reports an actor whose URI another actor already has.
///
/// Actors are identified by their URIs (`/actor/service`), and their notifiers by URIs below
/// them. Two actors with one URI cannot be told apart by anything that addresses them by URI:
/// monitors, tests, automation.
///
/// Bad:
/// ```ipl
/// system Shop
/// service Cart uri "/shop/cart" {
///   event { changed }
/// }
/// service Basket uri "/shop/cart" {
///   event { changed }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Shop
/// service Cart uri "/shop/cart" {
///   event { changed }
/// }
/// service Basket uri "/shop/basket" {
///   event { changed }
/// }
/// ```
public struct DuplicateURI: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.duplicate-uri`
  public var id: DiagnosticID { "lint.duplicate-uri" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "actor URI that another actor already has" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Actors are identified by their URIs (`/actor/service`), and their notifiers by URIs \
        below them. Two actors with one URI cannot be told apart by anything that addresses \
        them by URI: monitors, tests, automation.
        """,
      bad: """
        system Shop
        service Cart uri "/shop/cart" {
          event { changed }
        }
        service Basket uri "/shop/cart" {
          event { changed }
        }
        """,
      good: """
        system Shop
        service Cart uri "/shop/cart" {
          event { changed }
        }
        service Basket uri "/shop/basket" {
          event { changed }
        }
        """)
  }

  /// One finding per actor whose URI an earlier actor has, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var first: [String: ActorID] = [:]
    var findings: [Diagnostic] = []
    first.reserveCapacity(model.actors.count)
    for index in model.actors.indices {
      let uri = model.actors[index].uri
      guard let earlier = first[uri] else {
        first[uri] = ActorID(index)
        continue
      }
      let other = model.actors[earlier.rawValue]
      findings.append(
        finding(
          "actor '\(model.actors[index].path)' has URI '\(uri)', which '\(other.path)' already has",
          at: model.actors[index].nameRange,
          notes: [DiagnosticNote("'\(other.path)' declared here", at: other.nameRange)]))
    }
    return findings
  }
}
