import InterplayDiagnostics
import InterplayModel

/// Reports a top-level actor that has none of the three BSP roles.
///
/// In a BSP model every top-level actor (scope companions included) is a `behaviour`, which
/// coordinates; a `service`, a thin interface to an OS or backend service; or a `presentation`,
/// which owns views and view models. A plain `actor` at the top level has no place in that
/// topology; sub-actors may be plain actors.
///
/// Bad:
/// ```ipl
/// system Clock
/// profile bsp
/// actor Timer {
///   event { tick }
/// }
/// behaviour Display {
///   observes Timer.event
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Clock
/// profile bsp
/// service Timer {
///   event { tick }
/// }
/// behaviour Display {
///   observes Timer.event
/// }
/// ```
public struct BSPTopLevelRole: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.bsp-top-level-role`
  public var id: DiagnosticID { "lint.bsp-top-level-role" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `bsp` profile.
  public var profile: RuleProfile { .bsp }
  /// The one-line summary.
  public var summary: String { "top-level actor that is not a behaviour, service or presentation" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        In a BSP model every top-level actor (scope companions included) is a `behaviour`, \
        which coordinates; a `service`, a thin interface to an OS or backend service; or a \
        `presentation`, which owns views and view models. A plain `actor` at the top level \
        has no place in that topology; sub-actors may be plain actors.
        """,
      bad: """
        system Clock
        profile bsp
        actor Timer {
          event { tick }
        }
        behaviour Display {
          observes Timer.event
        }
        """,
      good: """
        system Clock
        profile bsp
        service Timer {
          event { tick }
        }
        behaviour Display {
          observes Timer.event
        }
        """)
  }

  /// One finding per top-level plain actor, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.actors.indices.compactMap { index in
      guard model.actors[index].parent == nil, model.actors[index].role == .actor else {
        return nil
      }
      return finding(
        "top-level actor '\(model.actors[index].path)' must be a 'behaviour', 'service' or "
          + "'presentation' under the 'bsp' profile", at: model.actors[index].nameRange)
    }
  }
}
