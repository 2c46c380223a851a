import InterplayDiagnostics
import InterplayModel

/// Reports a notification case that is sent but that no receiver handles.
///
/// A request case must be handled by its owner, an event case by at least one observer: by a
/// transition on it or an explicit `ignore` in some state (a `defer` alone only postpones it).
/// A case that is sent or emitted but handled nowhere is an unhandled notification waiting to
/// happen. Stubs handle whatever they receive. Replies count too: a statechart that sends a
/// request with a reply type must handle the reply (`on reply`, or `ignore`) somewhere.
///
/// Bad:
/// ```ipl
/// system Lamp
/// service Bulb {
///   request { turnOn, turnOff }
///   initial state Dark {
///     on turnOn -> Lit
///   }
///   state Lit
/// }
/// behaviour Switch {
///   requests Bulb.request
///   initial state Starting {
///     entry {
///       send Bulb.turnOn
///       send Bulb.turnOff
///     }
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Lamp
/// service Bulb {
///   request { turnOn, turnOff }
///   initial state Dark {
///     on turnOn -> Lit
///     ignore turnOff
///   }
///   state Lit {
///     on turnOff -> Dark
///     ignore turnOn
///   }
/// }
/// behaviour Switch {
///   requests Bulb.request
///   initial state Starting {
///     entry {
///       send Bulb.turnOn
///       send Bulb.turnOff
///     }
///   }
/// }
/// ```
public struct UnhandledCase: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unhandled-case`
  public var id: DiagnosticID { "lint.unhandled-case" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "notification case that is sent but that no receiver handles" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A request case must be handled by its owner, an event case by at least one observer: \
        by a transition on it or an explicit `ignore` in some state (a `defer` alone only \
        postpones it). A case that is sent or emitted but handled nowhere is an unhandled \
        notification waiting to happen. Stubs handle whatever they receive. Replies count \
        too: a statechart that sends a request with a reply type must handle the reply (`on \
        reply`, or `ignore`) somewhere.
        """,
      bad: """
        system Lamp
        service Bulb {
          request { turnOn, turnOff }
          initial state Dark {
            on turnOn -> Lit
          }
          state Lit
        }
        behaviour Switch {
          requests Bulb.request
          initial state Starting {
            entry {
              send Bulb.turnOn
              send Bulb.turnOff
            }
          }
        }
        """,
      good: """
        system Lamp
        service Bulb {
          request { turnOn, turnOff }
          initial state Dark {
            on turnOn -> Lit
            ignore turnOff
          }
          state Lit {
            on turnOff -> Dark
            ignore turnOn
          }
        }
        behaviour Switch {
          requests Bulb.request
          initial state Starting {
            entry {
              send Bulb.turnOn
              send Bulb.turnOff
            }
          }
        }
        """)
  }

  /// One finding per case sent or emitted but handled by no receiver, at the case; and one
  /// per request whose reply its sender handles nowhere, at the first send.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings = unhandledReplies(model, context)
    for index in model.notifiers.indices {
      let notifier = NotifierID(index)
      let owner = context.owner(of: notifier)
      let bySomeStub = context.requesters[index].contains { context.isStub($0) }
      for caseIndex in model.notifiers[index].cases.indices {
        let ref = NotificationRef(notifier: notifier, caseIndex: caseIndex)
        let sentHere = context.firstSend(of: ref)
        // Built only for a finding: most cases are handled, and the note is an allocation.
        var sent: [DiagnosticNote] { sentHere.map { [DiagnosticNote("sent here", at: $0)] } ?? [] }
        let nameRange = model.notifiers[index].cases[caseIndex].nameRange
        switch model.notifiers[index].kind {
        case .request:
          guard sentHere != nil || bySomeStub, !context.handles(owner, ref) else { continue }
          findings.append(
            finding(
              "request '\(context.name(of: ref))' \(sentHere == nil ? "may be" : "is") sent but "
                + "'\(context.path(of: owner))' handles it in no state",
              at: nameRange, notes: sent))
        case .event:
          let observers = context.observers[index]
          guard sentHere != nil || context.isStub(owner), !observers.isEmpty,
            !observers.contains(where: { context.handles($0, ref) })
          else { continue }
          let notes = observers.map { observer in
            DiagnosticNote(
              "'\(context.path(of: observer))' observes '\(context.name(of: notifier))' here",
              at: context.pathway(from: observer, to: notifier)?.range
                ?? model.actors[observer.rawValue].nameRange)
          }
          findings.append(
            finding(
              "event '\(context.name(of: ref))' \(sentHere == nil ? "may be" : "is") emitted but no "
                + "observer handles it",
              at: nameRange, notes: sent + notes))
        }
      }
    }
    return findings
  }

  /// Requests with a reply type whose sender has no `on reply` transition (nor `ignore`) for
  /// the reply: one finding per sender and case, at its first send.
  private func unhandledReplies(_ model: Model, _ context: LintContext) -> [Diagnostic] {
    var reported = Set<NotificationSite>()
    var findings: [Diagnostic] = []
    for site in context.sends {
      let ref = site.notification
      guard model.notifiers[ref.notifier.rawValue].cases[ref.caseIndex].replyType != nil,
        !context.handlesReply(site.actor, ref)
      else { continue }
      let notification = model.notifiers[ref.notifier.rawValue].cases[ref.caseIndex]
      let key = NotificationSite(actor: site.actor, notification: ref, range: notification.range)
      guard reported.insert(key).inserted else { continue }
      findings.append(
        finding(
          "'\(context.path(of: site.actor))' sends '\(context.name(of: ref))' but handles its "
            + "reply in no state", at: site.range,
          notes: [DiagnosticNote("reply type declared here", at: notification.range)]))
    }
    return findings
  }
}
