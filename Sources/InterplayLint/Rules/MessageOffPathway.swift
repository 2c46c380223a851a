import InterplayDiagnostics
import InterplayModel

/// Reports a sequence message that no declared pathway allows.
///
/// A sequence is a claim about runs of the model, so each of its messages must travel on a
/// declared pathway: a request from an actor that `requests` the receiver's request notifier,
/// an event to an actor that `observes` the sender's event notifier, a reply back to a
/// requester.
///
/// Bad:
/// ```ipl
/// system Finder
/// service Locator {
///   request { locate }
/// }
/// presentation Panel {
///   event { tapped }
/// }
/// behaviour Flow {
///   observes Panel.event
///   requests Locator.request
/// }
/// sequence Tap {
///   Panel -> Flow: tapped
///   Panel -> Locator: locate
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Finder
/// service Locator {
///   request { locate }
/// }
/// presentation Panel {
///   event { tapped }
/// }
/// behaviour Flow {
///   observes Panel.event
///   requests Locator.request
/// }
/// sequence Tap {
///   Panel -> Flow: tapped
///   Flow -> Locator: locate
/// }
/// ```
public struct MessageOffPathway: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.message-off-pathway`
  public var id: DiagnosticID { "lint.message-off-pathway" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "sequence message that no pathway allows" }
  /// The resolver diagnostics this rule reports instead.
  public var supersedes: [DiagnosticID] { ["resolve.message-not-on-pathway"] }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A sequence is a claim about runs of the model, so each of its messages must travel \
        on a declared pathway: a request from an actor that `requests` the receiver's \
        request notifier, an event to an actor that `observes` the sender's event notifier, \
        a reply back to a requester.
        """,
      bad: """
        system Finder
        service Locator {
          request { locate }
        }
        presentation Panel {
          event { tapped }
        }
        behaviour Flow {
          observes Panel.event
          requests Locator.request
        }
        sequence Tap {
          Panel -> Flow: tapped
          Panel -> Locator: locate
        }
        """,
      good: """
        system Finder
        service Locator {
          request { locate }
        }
        presentation Panel {
          event { tapped }
        }
        behaviour Flow {
          observes Panel.event
          requests Locator.request
        }
        sequence Tap {
          Panel -> Flow: tapped
          Flow -> Locator: locate
        }
        """)
  }

  /// One finding per message off every pathway, at the message.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for sequence in model.sequences {
      ModelWalk.messages(sequence.items) { message in
        guard message.from != message.to else { return }
        let notifier = message.notification.notifier
        let (from, to) = (message.from.rawValue, message.to.rawValue)
        let missing: String
        if message.isReply || model.notifiers[notifier.rawValue].kind == .request {
          let requester = message.isReply ? to : from
          guard !model.actors[requester].requests.contains(notifier) else { return }
          missing =
            "'\(model.actors[requester].path)' does not request '\(context.name(of: notifier))'"
        } else {
          guard !model.actors[to].observes.contains(notifier) else { return }
          missing = "'\(model.actors[to].path)' does not observe '\(context.name(of: notifier))'"
        }
        let what = message.isReply ? "reply" : "message"
        let name = model.notifiers[notifier.rawValue].cases[message.notification.caseIndex].name
        findings.append(
          finding(
            "\(what) '\(name)' from '\(model.actors[from].path)' to '\(model.actors[to].path)' "
              + "is on no pathway: \(missing)", at: message.range))
      }
    }
    return findings
  }
}
