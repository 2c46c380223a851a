import InterplayDiagnostics
import InterplayModel

/// Reports a `send` to a request notifier that the sending actor does not request.
///
/// The `observes` and `requests` declarations are the topology of the model, and statechart
/// actions must stay inside them: an actor may `send` a request only to a notifier it declares
/// in `requests` (or to its own). The fix-it adds the notifier to the actor's last `requests`
/// declaration.
///
/// Bad:
/// ```ipl
/// system Finder
/// service Locator {
///   request { locate }
/// }
/// service Clock {
///   request { start }
/// }
/// behaviour Flow {
///   requests Clock.request
///   initial state Idle {
///     entry {
///       send Clock.start
///       send Locator.locate
///     }
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Finder
/// service Locator {
///   request { locate }
/// }
/// service Clock {
///   request { start }
/// }
/// behaviour Flow {
///   requests Clock.request, Locator.request
///   initial state Idle {
///     entry {
///       send Clock.start
///       send Locator.locate
///     }
///   }
/// }
/// ```
public struct SendOutsidePathway: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.send-outside-pathway`
  public var id: DiagnosticID { "lint.send-outside-pathway" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "send to a request notifier that the actor does not request" }
  /// The resolver diagnostics this rule reports instead.
  public var supersedes: [DiagnosticID] { ["resolve.not-requested"] }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        The `observes` and `requests` declarations are the topology of the model, and \
        statechart actions must stay inside them: an actor may `send` a request only to a \
        notifier it declares in `requests` (or to its own). The fix-it adds the notifier to \
        the actor's last `requests` declaration.
        """,
      bad: """
        system Finder
        service Locator {
          request { locate }
        }
        service Clock {
          request { start }
        }
        behaviour Flow {
          requests Clock.request
          initial state Idle {
            entry {
              send Clock.start
              send Locator.locate
            }
          }
        }
        """,
      good: """
        system Finder
        service Locator {
          request { locate }
        }
        service Clock {
          request { start }
        }
        behaviour Flow {
          requests Clock.request, Locator.request
          initial state Idle {
            entry {
              send Clock.start
              send Locator.locate
            }
          }
        }
        """)
  }

  /// One finding per `send` outside the sender's pathways, at the action.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    context.sends.compactMap { site in
      let notifier = site.notification.notifier
      guard context.owner(of: notifier) != site.actor,
        !model.actors[site.actor.rawValue].requests.contains(notifier)
      else { return nil }
      let actor = model.actors[site.actor.rawValue]
      let name = context.name(of: notifier)
      let fixIts = context.requestsInsertionPoint[site.actor.rawValue].map { point in
        [
          FixIt(
            "add '\(name)' to the 'requests' of '\(actor.path)'",
            edits: [TextEdit(range: point, replacement: ", \(name)")])
        ]
      }
      return finding(
        "'\(actor.path)' sends '\(context.name(of: site.notification))' but does not request "
          + "'\(name)'", at: site.range, fixIts: fixIts ?? [])
    }
  }
}
