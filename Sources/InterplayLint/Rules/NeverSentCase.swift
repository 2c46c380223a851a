import InterplayDiagnostics
import InterplayModel

/// Reports a notification case that is never sent or emitted.
///
/// A request case is sent by the statecharts of the actors that request its notifier; an event
/// case is emitted by its owner's statechart. A case that no statechart sends or emits never
/// happens, so every transition that handles it is dead. Stubs (actors without a statechart)
/// may send and emit anything, so cases a stub could send are never reported; nor are the cases
/// of a notifier nobody observes or requests, which other rules report.
///
/// Bad:
/// ```ipl
/// system Lamp
/// presentation Button {
///   event { pressed }
/// }
/// service Bulb {
///   request { turnOn, turnOff }
/// }
/// behaviour Switch {
///   observes Button.event
///   requests Bulb.request
///   initial state Off {
///     on Button.pressed -> On { send Bulb.turnOn }
///   }
///   state On {
///     ignore Button.pressed
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Lamp
/// presentation Button {
///   event { pressed }
/// }
/// service Bulb {
///   request { turnOn, turnOff }
/// }
/// behaviour Switch {
///   observes Button.event
///   requests Bulb.request
///   initial state Off {
///     on Button.pressed -> On { send Bulb.turnOn }
///   }
///   state On {
///     on Button.pressed -> Off { send Bulb.turnOff }
///   }
/// }
/// ```
public struct NeverSentCase: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.never-sent-case`
  public var id: DiagnosticID { "lint.never-sent-case" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "notification case that is never sent or emitted" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A request case is sent by the statecharts of the actors that request its notifier; \
        an event case is emitted by its owner's statechart. A case that no statechart sends \
        or emits never happens, so every transition that handles it is dead. Stubs (actors \
        without a statechart) may send and emit anything, so cases a stub could send are \
        never reported; nor are the cases of a notifier nobody observes or requests, which \
        other rules report.
        """,
      bad: """
        system Lamp
        presentation Button {
          event { pressed }
        }
        service Bulb {
          request { turnOn, turnOff }
        }
        behaviour Switch {
          observes Button.event
          requests Bulb.request
          initial state Off {
            on Button.pressed -> On { send Bulb.turnOn }
          }
          state On {
            ignore Button.pressed
          }
        }
        """,
      good: """
        system Lamp
        presentation Button {
          event { pressed }
        }
        service Bulb {
          request { turnOn, turnOff }
        }
        behaviour Switch {
          observes Button.event
          requests Bulb.request
          initial state Off {
            on Button.pressed -> On { send Bulb.turnOn }
          }
          state On {
            on Button.pressed -> Off { send Bulb.turnOff }
          }
        }
        """)
  }

  /// One finding per case that can never be sent, at the case.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for index in model.notifiers.indices {
      let notifier = NotifierID(index)
      let kind = model.notifiers[index].kind
      switch kind {
      case .request:
        let requesters = context.requesters[index]
        if requesters.isEmpty && !context.isAnyCaseSent(notifier) { continue }
        if requesters.contains(where: { context.isStub($0) }) { continue }
      case .event:
        if context.isStub(context.owner(of: notifier)) || context.observers[index].isEmpty {
          continue
        }
      }
      for caseIndex in model.notifiers[index].cases.indices {
        let ref = NotificationRef(notifier: notifier, caseIndex: caseIndex)
        guard context.firstSend(of: ref) == nil else { continue }
        let name = context.name(of: ref)
        let message =
          kind == .request ? "request '\(name)' is never sent" : "event '\(name)' is never emitted"
        findings.append(finding(message, at: model.notifiers[index].cases[caseIndex].nameRange))
      }
    }
    return findings
  }
}
