import InterplayDiagnostics
import InterplayModel

/// Reports a service or presentation that observes or requests a behaviour.
///
/// Only behaviours coordinate across roles: a behaviour observes the events of services and
/// presentations and sends them requests. A service or presentation that observes or requests a
/// behaviour turns that around. It should emit an event the behaviour observes instead.
/// Companions of one scope are left to `bsp-scope-companion-pathway`.
///
/// Bad:
/// ```ipl
/// system Finder
/// profile bsp
/// service Locator {
///   requests Flow.request
/// }
/// behaviour Flow {
///   request { located }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Finder
/// profile bsp
/// service Locator {
///   event { located }
/// }
/// behaviour Flow {
///   observes Locator.event
/// }
/// ```
public struct BSPOnlyBehaviourCoordinates: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.bsp-only-behaviour-coordinates`
  public var id: DiagnosticID { "lint.bsp-only-behaviour-coordinates" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `bsp` profile.
  public var profile: RuleProfile { .bsp }
  /// The one-line summary.
  public var summary: String { "service or presentation that observes or requests a behaviour" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Only behaviours coordinate across roles: a behaviour observes the events of services \
        and presentations and sends them requests. A service or presentation that observes \
        or requests a behaviour turns that around. It should emit an event the behaviour \
        observes instead. Companions of one scope are left to `bsp-scope-companion-pathway`.
        """,
      bad: """
        system Finder
        profile bsp
        service Locator {
          requests Flow.request
        }
        behaviour Flow {
          request { located }
        }
        """,
      good: """
        system Finder
        profile bsp
        service Locator {
          event { located }
        }
        behaviour Flow {
          observes Locator.event
        }
        """)
  }

  /// One finding per pathway from a service or presentation to a behaviour, at the pathway.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    context.pathways.compactMap { pathway in
      let from = context.effectiveRole(of: pathway.actor)
      guard from == .service || from == .presentation,
        context.effectiveRole(of: pathway.owner) == .behaviour
      else { return nil }
      if let scope = model.actors[pathway.actor.rawValue].scope,
        scope == model.actors[pathway.owner.rawValue].scope
      {
        return nil
      }
      return finding(
        "\(from.rawValue) '\(model.actors[pathway.actor.rawValue].path)' \(pathway.kind.rawValue) "
          + "'\(context.name(of: pathway.notifier))': only behaviours coordinate across roles",
        at: pathway.range)
    }
  }
}
