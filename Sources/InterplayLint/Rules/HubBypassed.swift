import InterplayDiagnostics
import InterplayModel

/// Reports a pathway that bypasses the hub a `hub` rule of the model names.
///
/// `hub M between A, B, C` says that A, B and C connect only through M, as the model connects
/// the UI, the backend and persistence in Blackbird: a pathway from an actor of one group to an
/// actor of another is reported unless one of them is M or inside it. Pathways inside one group
/// are not affected.
///
/// Bad:
/// ```ipl
/// system Blackbird
/// hub Model between presentation, service
/// presentation View {
///   event { refreshed }
///   requests Backend.request
/// }
/// service Backend {
///   request { fetch }
/// }
/// behaviour Model {
///   observes View.event
///   requests Backend.request
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Blackbird
/// hub Model between presentation, service
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
public struct HubBypassed: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.hub-bypassed`
  public var id: DiagnosticID { "lint.hub-bypassed" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "pathway that bypasses the hub of a 'hub' rule of the model" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        `hub M between A, B, C` says that A, B and C connect only through M, as the model \
        connects the UI, the backend and persistence in Blackbird: a pathway from an actor \
        of one group to an actor of another is reported unless one of them is M or inside \
        it. Pathways inside one group are not affected.
        """,
      bad: """
        system Blackbird
        hub Model between presentation, service
        presentation View {
          event { refreshed }
          requests Backend.request
        }
        service Backend {
          request { fetch }
        }
        behaviour Model {
          observes View.event
          requests Backend.request
        }
        """,
      good: """
        system Blackbird
        hub Model between presentation, service
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

  /// One finding per pathway and `hub` rule it bypasses, at the pathway.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for rule in model.rules {
      guard case .hub(let hub, let groups) = rule.kind else { continue }
      for group in groups.indices {
        for pathway in context.pathways(from: groups[group]) {
          guard !context.isWithin(pathway.actor, hub), !context.isWithin(pathway.owner, hub) else {
            continue
          }
          let from = groups.indices.filter { context.matches(groups[$0], pathway.actor) }
          guard from.first == group else { continue }  // each pathway once, for its first group
          let to = groups.indices.filter { context.matches(groups[$0], pathway.owner) }
          guard !to.isEmpty, !from.contains(where: to.contains) else { continue }
          findings.append(
            finding(
              "\(context.describe(pathway)) directly, bypassing the hub '\(model.actors[hub.rawValue].path)' "
                + "between '\(context.name(of: groups[from[0]]))' and "
                + "'\(context.name(of: groups[to[0]]))'", at: pathway.range,
              notes: [DiagnosticNote("rule declared here", at: rule.range)]))
        }
      }
    }
    return findings
  }
}
