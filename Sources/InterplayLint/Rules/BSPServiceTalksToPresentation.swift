import InterplayDiagnostics
import InterplayModel

/// Reports a service and a presentation that observe or request each other.
///
/// Services and presentations are thin and know nothing of each other: neither observes nor
/// requests the other, and a behaviour coordinates them. Roles are those of the top-level
/// actors, so sub-actors count as part of their service or presentation.
///
/// Bad:
/// ```ipl
/// system Finder
/// profile bsp
/// presentation Panel {
///   event { tapped }
/// }
/// service Locator {
///   observes Panel.event
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Finder
/// profile bsp
/// presentation Panel {
///   event { tapped }
/// }
/// service Locator {
///   request { locate }
/// }
/// behaviour Flow {
///   observes Panel.event
///   requests Locator.request
/// }
/// ```
public struct BSPServiceTalksToPresentation: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.bsp-service-talks-to-presentation`
  public var id: DiagnosticID { "lint.bsp-service-talks-to-presentation" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `bsp` profile.
  public var profile: RuleProfile { .bsp }
  /// The one-line summary.
  public var summary: String { "service and presentation that observe or request each other" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Services and presentations are thin and know nothing of each other: neither observes \
        nor requests the other, and a behaviour coordinates them. Roles are those of the \
        top-level actors, so sub-actors count as part of their service or presentation.
        """,
      bad: """
        system Finder
        profile bsp
        presentation Panel {
          event { tapped }
        }
        service Locator {
          observes Panel.event
        }
        """,
      good: """
        system Finder
        profile bsp
        presentation Panel {
          event { tapped }
        }
        service Locator {
          request { locate }
        }
        behaviour Flow {
          observes Panel.event
          requests Locator.request
        }
        """)
  }

  /// One finding per pathway between a service and a presentation, at the pathway.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    context.pathways.compactMap { pathway in
      let (from, to) = (
        context.effectiveRole(of: pathway.actor), context.effectiveRole(of: pathway.owner)
      )
      guard (from == .service && to == .presentation) || (from == .presentation && to == .service)
      else { return nil }
      return finding(
        "\(from.rawValue) '\(model.actors[pathway.actor.rawValue].path)' \(pathway.kind.rawValue) "
          + "'\(context.name(of: pathway.notifier))': services and presentations never observe or "
          + "request each other", at: pathway.range)
    }
  }
}
