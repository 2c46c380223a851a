import InterplayDiagnostics
import InterplayModel

/// Reports a request notifier that no actor requests.
///
/// A request notifier carries requests to its owner. When no other actor `requests` it (and the
/// owner never sends to itself), nothing can ever arrive on it: a requester is missing, or the
/// notifier and its handling are dead.
///
/// Bad:
/// ```ipl
/// system Lamp
/// service Bulb {
///   request { turnOn, turnOff }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Lamp
/// service Bulb {
///   request { turnOn, turnOff }
/// }
/// behaviour Switch {
///   requests Bulb.request
/// }
/// ```
public struct UnusedRequestNotifier: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unused-request-notifier`
  public var id: DiagnosticID { "lint.unused-request-notifier" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "request notifier that no actor requests" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A request notifier carries requests to its owner. When no other actor `requests` it \
        (and the owner never sends to itself), nothing can ever arrive on it: a requester is \
        missing, or the notifier and its handling are dead.
        """,
      bad: """
        system Lamp
        service Bulb {
          request { turnOn, turnOff }
        }
        """,
      good: """
        system Lamp
        service Bulb {
          request { turnOn, turnOff }
        }
        behaviour Switch {
          requests Bulb.request
        }
        """)
  }

  /// One finding per request notifier with no requester and no send, at the notifier.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.notifiers.compactMap { notifier in
      guard notifier.kind == .request, context.requesters[notifier.id.rawValue].isEmpty,
        !context.isAnyCaseSent(notifier.id)
      else { return nil }
      return finding("no actor requests '\(context.name(of: notifier.id))'", at: notifier.range)
    }
  }
}
