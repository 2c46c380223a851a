import InterplayDiagnostics
import InterplayModel

/// Reports a data-model registration that its owner's statechart handles in no state.
///
/// A registration runs its owner (the actor after `by`) whenever a property it reads changes:
/// the owner receives the notification `Data.registration`. An owner with a statechart must
/// handle it somewhere, with a transition `on Data.registration` or an `ignore`; otherwise the
/// notification arrives unhandled. Registrations whose properties nothing writes never run and
/// are not reported; stub owners handle everything.
///
/// Bad:
/// ```ipl
/// system Playlist
/// behaviour Player {
///   initial state Idle {
///     entry {
///       transaction { Queue.tracks = 1 }
///     }
///   }
/// }
/// data Queue {
///   var tracks: Int(0...3)
///   hard show by Player reads tracks
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Playlist
/// behaviour Player {
///   initial state Idle {
///     entry {
///       transaction { Queue.tracks = 1 }
///     }
///     on Queue.show -> Idle
///   }
/// }
/// data Queue {
///   var tracks: Int(0...3)
///   hard show by Player reads tracks
/// }
/// ```
public struct UnhandledRegistration: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unhandled-registration`
  public var id: DiagnosticID { "lint.unhandled-registration" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String {
    "data-model registration that its owner's statechart handles in no state"
  }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A registration runs its owner (the actor after `by`) whenever a property it reads \
        changes: the owner receives the notification `Data.registration`. An owner with a \
        statechart must handle it somewhere, with a transition `on Data.registration` or an \
        `ignore`; otherwise the notification arrives unhandled. Registrations whose \
        properties nothing writes never run and are not reported; stub owners handle \
        everything.
        """,
      bad: """
        system Playlist
        behaviour Player {
          initial state Idle {
            entry {
              transaction { Queue.tracks = 1 }
            }
          }
        }
        data Queue {
          var tracks: Int(0...3)
          hard show by Player reads tracks
        }
        """,
      good: """
        system Playlist
        behaviour Player {
          initial state Idle {
            entry {
              transaction { Queue.tracks = 1 }
            }
            on Queue.show -> Idle
          }
        }
        data Queue {
          var tracks: Int(0...3)
          hard show by Player reads tracks
        }
        """)
  }

  /// One finding per registration that can run but that its owner's statechart never handles.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for dataModel in model.dataModels {
      for (index, registration) in dataModel.registrations.enumerated() {
        let owner = registration.owner
        guard !context.isStub(owner),
          !context.isRegistrationHandled[dataModel.id.rawValue][index],
          registration.reads.contains(where: {
            context.propertyUse[$0.dataModel.rawValue][$0.index].isWritten
          })
        else { continue }
        findings.append(
          finding(
            "registration '\(dataModel.name).\(registration.name)' runs '\(context.path(of: owner))', "
              + "which handles it in no state", at: registration.nameRange,
            notes: [
              DiagnosticNote(
                "'\(context.path(of: owner))' declared here",
                at: model.actors[owner.rawValue].nameRange)
            ]))
      }
    }
    return findings
  }
}
