import InterplayDiagnostics
import InterplayModel

/// Reports a pathway that no `allow only` rule of the model allows.
///
/// `allow only A -> B, C -> D` lists the pathways the model may have: every observes and
/// requests declaration must match one of the listed pairs. Several `allow only` rules add up.
/// Each other pathway is reported, with a note at the first rule.
///
/// Bad:
/// ```ipl
/// system Store
/// allow only Model -> View, Model -> Backend
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
/// system Store
/// allow only Model -> View, Model -> Backend
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
public struct PathwayNotAllowed: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.pathway-not-allowed`
  public var id: DiagnosticID { "lint.pathway-not-allowed" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "pathway that no 'allow only' rule of the model allows" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        `allow only A -> B, C -> D` lists the pathways the model may have: every observes \
        and requests declaration must match one of the listed pairs. Several `allow only` \
        rules add up. Each other pathway is reported, with a note at the first rule.
        """,
      bad: """
        system Store
        allow only Model -> View, Model -> Backend
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
        system Store
        allow only Model -> View, Model -> Backend
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

  /// One finding per pathway matching no allowed pair, at the pathway.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var byActor: [ActorID: [Endpoint]] = [:]
    var byRole: [ActorRole: [Endpoint]] = [:]
    var first: SourceRange?
    for rule in model.rules {
      guard case .allowOnly(let allowed) = rule.kind else { continue }
      for pair in allowed {
        switch pair.from {
        case .actor(let actor): byActor[actor, default: []].append(pair.to)
        case .role(let role): byRole[role, default: []].append(pair.to)
        }
      }
      first = first ?? rule.range
    }
    guard let first else { return [] }
    return context.pathways.compactMap { pathway in
      // The pairs whose first endpoint matches: the actor's role, the actor and its ancestors.
      var targets = byRole[model.actors[pathway.actor.rawValue].role] ?? []
      var actor: ActorID? = pathway.actor
      while let current = actor {
        targets += byActor[current] ?? []
        actor = model.actors[current.rawValue].parent
      }
      let allowed = targets.contains { context.matches($0, pathway.owner) }
      guard !allowed else { return nil }
      return finding(
        "\(context.describe(pathway)), which no 'allow only' rule allows", at: pathway.range,
        notes: [DiagnosticNote("allowed pathways declared here", at: first)])
    }
  }
}
