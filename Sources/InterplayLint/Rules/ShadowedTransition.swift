import InterplayDiagnostics
import InterplayModel

/// Reports a transition that an earlier unguarded transition of the same state always pre-empts.
///
/// Of the transitions of one state that a notification enables, the first in document order is
/// taken. After a transition without a guard, a later transition of the same state on the same
/// trigger can never be taken. Put the guarded transitions first, or give the earlier one a
/// guard.
///
/// Bad:
/// ```ipl
/// system Door
/// presentation Handle {
///   event { turned(force: Int(0...2)) }
/// }
/// behaviour Latch {
///   observes Handle.event
///   initial state Closed {
///     on Handle.turned -> Open
///     on Handle.turned(force) [force == 2] -> Broken
///   }
///   state Open {
///     on Handle.turned -> Closed
///   }
///   final state Broken
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Door
/// presentation Handle {
///   event { turned(force: Int(0...2)) }
/// }
/// behaviour Latch {
///   observes Handle.event
///   initial state Closed {
///     on Handle.turned(force) [force == 2] -> Broken
///     on Handle.turned -> Open
///   }
///   state Open {
///     on Handle.turned -> Closed
///   }
///   final state Broken
/// }
/// ```
public struct ShadowedTransition: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.shadowed-transition`
  public var id: DiagnosticID { "lint.shadowed-transition" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String {
    "transition shadowed by an earlier unguarded transition on the same trigger"
  }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Of the transitions of one state that a notification enables, the first in document \
        order is taken. After a transition without a guard, a later transition of the same \
        state on the same trigger can never be taken. Put the guarded transitions first, or \
        give the earlier one a guard.
        """,
      bad: """
        system Door
        presentation Handle {
          event { turned(force: Int(0...2)) }
        }
        behaviour Latch {
          observes Handle.event
          initial state Closed {
            on Handle.turned -> Open
            on Handle.turned(force) [force == 2] -> Broken
          }
          state Open {
            on Handle.turned -> Closed
          }
          final state Broken
        }
        """,
      good: """
        system Door
        presentation Handle {
          event { turned(force: Int(0...2)) }
        }
        behaviour Latch {
          observes Handle.event
          initial state Closed {
            on Handle.turned(force) [force == 2] -> Broken
            on Handle.turned -> Open
          }
          state Open {
            on Handle.turned -> Closed
          }
          final state Broken
        }
        """)
  }

  /// One finding per shadowed transition, at the transition, with a note at the earlier one.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for index in model.actors.indices {
      guard let chart = model.actors[index].chart else { continue }
      for state in chart.states where state.transitions.count > 1 {
        var unguarded: [Key: SourceRange] = [:]
        for transition in state.transitions {
          let key = Key(transition.trigger)
          if let earlier = unguarded[key], !transition.isWildcardCase {
            findings.append(
              finding(
                "transition \(describe(transition.trigger, context)) in state '\(state.path)' of "
                  + "'\(model.actors[index].path)' is never taken: an earlier transition on the "
                  + "same trigger has no guard",
                at: transition.range,
                notes: [DiagnosticNote("earlier transition here", at: earlier)]))
          } else if transition.joinSources.isEmpty, isAlwaysEnabled(transition.guardExpr) {
            // A join is guarded by its sources being active, even without a written guard.
            unguarded[key] = transition.range
          }
        }
      }
    }
    return findings
  }

  private func isAlwaysEnabled(_ guardExpr: ResolvedExpr?) -> Bool {
    guard let guardExpr else { return true }
    if case .bool(true) = guardExpr.kind { return true }
    return false
  }

  private func describe(_ trigger: Trigger, _ context: LintContext) -> String {
    switch trigger {
    case .notification(let ref, let isReply, _):
      "on \(isReply ? "reply " : "")'\(context.name(of: ref))'"
    case .always: "'always'"
    case .done: "'on done'"
    case .after: "'after'"
    case .registration(let ref): "on '\(context.model.qualifiedName(of: ref))'"
    }
  }

  /// A trigger without its bindings: what makes two transitions compete.
  private enum Key: Hashable {
    case notification(NotificationRef, isReply: Bool)
    case always
    case done(StateID)
    case after(Int)
    case registration(RegistrationRef)

    init(_ trigger: Trigger) {
      switch trigger {
      case .notification(let ref, let isReply, _): self = .notification(ref, isReply: isReply)
      case .always: self = .always
      case .done(let state): self = .done(state)
      case .after(let milliseconds): self = .after(milliseconds)
      case .registration(let ref): self = .registration(ref)
      }
    }
  }
}
