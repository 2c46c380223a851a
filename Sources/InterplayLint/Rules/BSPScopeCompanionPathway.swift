import InterplayDiagnostics
import InterplayModel

/// Reports scope companions that talk other than through the presentation companion's notifiers.
///
/// The companions of a scope talk only through the notifiers of its presentation companion: the
/// behaviour companion observes the presentation's events and sends it requests. A companion
/// that observes or requests another companion's notifiers goes around the presentation.
/// Pathways to actors outside the scope are not affected.
///
/// Bad:
/// ```ipl
/// system Browser
/// profile bsp
/// stack Screens
/// scope Web on Screens {
///   behaviour WebFlow {
///     event { loaded }
///   }
///   presentation WebView {
///     observes WebFlow.event
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Browser
/// profile bsp
/// stack Screens
/// scope Web on Screens {
///   behaviour WebFlow {
///     observes WebView.event
///     requests WebView.request
///   }
///   presentation WebView {
///     request { show }
///     event { closed }
///   }
/// }
/// ```
public struct BSPScopeCompanionPathway: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.bsp-scope-companion-pathway`
  public var id: DiagnosticID { "lint.bsp-scope-companion-pathway" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `bsp` profile.
  public var profile: RuleProfile { .bsp }
  /// The one-line summary.
  public var summary: String {
    "scope companions that talk other than through the presentation companion's notifiers"
  }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        The companions of a scope talk only through the notifiers of its presentation \
        companion: the behaviour companion observes the presentation's events and sends it \
        requests. A companion that observes or requests another companion's notifiers goes \
        around the presentation. Pathways to actors outside the scope are not affected.
        """,
      bad: """
        system Browser
        profile bsp
        stack Screens
        scope Web on Screens {
          behaviour WebFlow {
            event { loaded }
          }
          presentation WebView {
            observes WebFlow.event
          }
        }
        """,
      good: """
        system Browser
        profile bsp
        stack Screens
        scope Web on Screens {
          behaviour WebFlow {
            observes WebView.event
            requests WebView.request
          }
          presentation WebView {
            request { show }
            event { closed }
          }
        }
        """)
  }

  /// One finding per pathway between companions that misses the presentation, at the pathway.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    context.pathways.compactMap { pathway in
      guard let scope = model.actors[pathway.actor.rawValue].scope,
        scope == model.actors[pathway.owner.rawValue].scope
      else {
        return nil
      }
      let owner = context.topLevel[pathway.owner.rawValue]
      guard context.topLevel[pathway.actor.rawValue] != owner,
        model.actors[owner.rawValue].role != .presentation
      else { return nil }
      return finding(
        "\(context.describe(pathway)): the companions of scope '\(model[scope].name)' talk only "
          + "through the presentation companion's notifiers", at: pathway.range)
    }
  }
}
