import InterplayDiagnostics
import InterplayModel

/// Reports a state that no transition can ever enter.
///
/// Starting from the initial state and following every transition (ignoring guards), default
/// entry into initial children, the regions of parallel states and the defaults of history
/// states, some states are never entered. Their transitions and actions are dead. Only the
/// outermost unreachable state of a subtree is reported.
///
/// Bad:
/// ```ipl
/// system Door
/// presentation Handle {
///   event { turned }
/// }
/// behaviour Latch {
///   observes Handle.event
///   initial state Closed {
///     on Handle.turned -> Open
///   }
///   state Open {
///     on Handle.turned -> Closed
///   }
///   state Jammed {
///     ignore Handle.turned
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Door
/// presentation Handle {
///   event { turned }
/// }
/// behaviour Latch {
///   observes Handle.event
///   initial state Closed {
///     on Handle.turned -> Open
///   }
///   state Open {
///     on Handle.turned -> Jammed
///   }
///   state Jammed {
///     ignore Handle.turned
///   }
/// }
/// ```
public struct UnreachableState: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unreachable-state`
  public var id: DiagnosticID { "lint.unreachable-state" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "state that no transition can ever enter" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Starting from the initial state and following every transition (ignoring guards), \
        default entry into initial children, the regions of parallel states and the defaults \
        of history states, some states are never entered. Their transitions and actions are \
        dead. Only the outermost unreachable state of a subtree is reported.
        """,
      bad: """
        system Door
        presentation Handle {
          event { turned }
        }
        behaviour Latch {
          observes Handle.event
          initial state Closed {
            on Handle.turned -> Open
          }
          state Open {
            on Handle.turned -> Closed
          }
          state Jammed {
            ignore Handle.turned
          }
        }
        """,
      good: """
        system Door
        presentation Handle {
          event { turned }
        }
        behaviour Latch {
          observes Handle.event
          initial state Closed {
            on Handle.turned -> Open
          }
          state Open {
            on Handle.turned -> Jammed
          }
          state Jammed {
            ignore Handle.turned
          }
        }
        """)
  }

  /// One finding per outermost unreachable state, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    // The context finds these while it indexes each chart (see `StateReachability`).
    context.unreachableStates.map { actor, state in
      let chart = model.actors[actor.rawValue].chart!
      return finding(
        "state '\(chart.states[state.rawValue].path)' of '\(model.actors[actor.rawValue].path)' "
          + "is unreachable", at: chart.states[state.rawValue].nameRange)
    }
  }
}
