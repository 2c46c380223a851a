import InterplayDiagnostics
import InterplayModel

/// Reports an event notifier that no actor observes.
///
/// An event notifier carries events from its owner to its observers. When no actor `observes`
/// it, every event emitted on it is lost: either an observer is missing or the notifier is dead
/// weight.
///
/// Bad:
/// ```ipl
/// system Doorbell
/// presentation Panel {
///   event { pressed }
/// }
/// behaviour Ringer {
///   initial state Idle
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Doorbell
/// presentation Panel {
///   event { pressed }
/// }
/// behaviour Ringer {
///   observes Panel.event
///   initial state Idle {
///     on Panel.pressed -> Idle
///   }
/// }
/// ```
public struct UnobservedEvent: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unobserved-event`
  public var id: DiagnosticID { "lint.unobserved-event" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "event notifier that no actor observes" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        An event notifier carries events from its owner to its observers. When no actor \
        `observes` it, every event emitted on it is lost: either an observer is missing or \
        the notifier is dead weight.
        """,
      bad: """
        system Doorbell
        presentation Panel {
          event { pressed }
        }
        behaviour Ringer {
          initial state Idle
        }
        """,
      good: """
        system Doorbell
        presentation Panel {
          event { pressed }
        }
        behaviour Ringer {
          observes Panel.event
          initial state Idle {
            on Panel.pressed -> Idle
          }
        }
        """)
  }

  /// One finding per event notifier without observers, at the notifier.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.notifiers.compactMap { notifier in
      guard notifier.kind == .event, context.observers[notifier.id.rawValue].isEmpty else {
        return nil
      }
      return finding("no actor observes '\(context.name(of: notifier.id))'", at: notifier.range)
    }
  }
}
