import InterplayDiagnostics
import InterplayModel

/// Reports a pathway that a `forbid` rule of the model forbids.
///
/// `forbid A -> B` says that A (an actor and its sub-actors, or every actor with a role) must
/// not observe or request B. Each pathway that does is reported at the pathway, with a note at
/// the rule.
///
/// Bad:
/// ```ipl
/// system Store
/// forbid View -> Backend
/// presentation View {
///   requests Backend.request
/// }
/// service Backend {
///   request { fetch }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Store
/// forbid View -> Backend
/// presentation View {
///   event { refreshed }
/// }
/// service Backend {
///   request { fetch }
/// }
/// behaviour Model {
///   observes View.event
///   requests Backend.request
/// }
/// ```
public struct ForbiddenPathway: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.forbidden-pathway`
  public var id: DiagnosticID { "lint.forbidden-pathway" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "pathway forbidden by a 'forbid' rule of the model" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        `forbid A -> B` says that A (an actor and its sub-actors, or every actor with a \
        role) must not observe or request B. Each pathway that does is reported at the \
        pathway, with a note at the rule.
        """,
      bad: """
        system Store
        forbid View -> Backend
        presentation View {
          requests Backend.request
        }
        service Backend {
          request { fetch }
        }
        """,
      good: """
        system Store
        forbid View -> Backend
        presentation View {
          event { refreshed }
        }
        service Backend {
          request { fetch }
        }
        behaviour Model {
          observes View.event
          requests Backend.request
        }
        """)
  }

  /// One finding per pathway and `forbid` rule it breaks, at the pathway.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for rule in model.rules {
      guard case .forbid(let from, let to) = rule.kind else { continue }
      let text = "forbid \(context.name(of: from)) -> \(context.name(of: to))"
      for pathway in context.pathways(from: from) where context.matches(to, pathway.owner) {
        findings.append(
          finding(
            "\(context.describe(pathway)), which '\(text)' forbids", at: pathway.range,
            notes: [DiagnosticNote("rule declared here", at: rule.range)]))
      }
    }
    return findings
  }
}
