import InterplayDiagnostics
import InterplayModel

/// Reports a notification case that is sent but that no receiver handles.
///
/// A request case must be handled by its owner, an event case by at least one observer: by a
/// transition on it or an explicit `ignore` in some state (a `defer` alone only postpones it).
/// A case that is sent or emitted but handled nowhere is an unhandled notification waiting to
/// happen. Stubs handle whatever they receive.
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
        notification waiting to happen. Stubs handle whatever they receive.
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

  /// One finding per case sent or emitted but handled by no receiver, at the case.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var firstSend: [[SourceRange?]] = model.notifiers.map {
      Array(repeating: nil, count: $0.cases.count)
    }
    for site in context.sends + context.emits {
      let ref = site.notification
      if firstSend[ref.notifier.rawValue][ref.caseIndex] == nil {
        firstSend[ref.notifier.rawValue][ref.caseIndex] = site.range
      }
    }
    var findings: [Diagnostic] = []
    for notifier in model.notifiers {
      let owner = model[notifier.owner]
      for (index, notification) in notifier.cases.enumerated() {
        let ref = NotificationRef(notifier: notifier.id, caseIndex: index)
        let sentHere = firstSend[notifier.id.rawValue][index]
        let sent: [DiagnosticNote] = sentHere.map { [DiagnosticNote("sent here", at: $0)] } ?? []
        switch notifier.kind {
        case .request:
          let bySomeStub = context.requesters[notifier.id.rawValue].contains { model[$0].isStub }
          guard sentHere != nil || bySomeStub, !context.handles(owner.id, ref) else { continue }
          findings.append(
            finding(
              "request '\(context.name(of: ref))' \(sentHere == nil ? "may be" : "is") sent but "
                + "'\(owner.path)' handles it in no state",
              at: notification.nameRange, notes: sent))
        case .event:
          let observers = context.observers[notifier.id.rawValue]
          guard sentHere != nil || owner.isStub, !observers.isEmpty,
            !observers.contains(where: { context.handles($0, ref) })
          else { continue }
          let notes = observers.map { observer in
            DiagnosticNote(
              "'\(model[observer].path)' observes '\(context.name(of: notifier.id))' here",
              at: context.pathway(from: observer, to: notifier.id)?.range
                ?? model[observer].nameRange)
          }
          findings.append(
            finding(
              "event '\(context.name(of: ref))' \(sentHere == nil ? "may be" : "is") emitted but no "
                + "observer handles it",
              at: notification.nameRange, notes: sent + notes))
        }
      }
    }
    return findings
  }
}
