import InterplayDiagnostics
import InterplayModel

/// Reports an actor that has no pathway to any other actor.
///
/// An actor takes part in the system through its pathways: it observes or requests other
/// actors, or they observe or request it. An actor with no pathway in either direction (and no
/// data-model registration or scope action) can neither be reached nor reach anyone. Sub-actors
/// count for their parent, and an isolated parent is reported once, not with each sub-actor.
///
/// Bad:
/// ```ipl
/// system Clock
/// service Timer {
///   event { tick }
/// }
/// behaviour Display {
///   observes Timer.event
///   initial state Idle {
///     ignore Timer.tick
///   }
/// }
/// service Logger {}
/// ```
///
/// Good:
/// ```ipl
/// system Clock
/// service Timer {
///   event { tick }
/// }
/// behaviour Display {
///   observes Timer.event
///   initial state Idle {
///     ignore Timer.tick
///   }
/// }
/// ```
public struct IsolatedActor: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.isolated-actor`
  public var id: DiagnosticID { "lint.isolated-actor" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "actor that has no pathway to any other actor" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        An actor takes part in the system through its pathways: it observes or requests \
        other actors, or they observe or request it. An actor with no pathway in either \
        direction (and no data-model registration or scope action) can neither be reached \
        nor reach anyone. Sub-actors count for their parent, and an isolated parent is \
        reported once, not with each sub-actor.
        """,
      bad: """
        system Clock
        service Timer {
          event { tick }
        }
        behaviour Display {
          observes Timer.event
          initial state Idle {
            ignore Timer.tick
          }
        }
        service Logger {}
        """,
      good: """
        system Clock
        service Timer {
          event { tick }
        }
        behaviour Display {
          observes Timer.event
          initial state Idle {
            ignore Timer.tick
          }
        }
        """)
  }

  /// One finding per outermost actor with no pathway in its whole subtree, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var connected = Array(repeating: false, count: model.actors.count)
    for pathway in context.pathways where pathway.actor != pathway.owner {
      connected[pathway.actor.rawValue] = true
      connected[pathway.owner.rawValue] = true
    }
    for dataModel in model.dataModels {
      for registration in dataModel.registrations { connected[registration.owner.rawValue] = true }
    }
    for index in model.actors.indices where !connected[index] {
      guard let chart = model.actors[index].chart else { continue }
      ModelWalk.actions(of: chart) { action in
        switch action.kind {
        case .push, .pop, .assign(.property, _): connected[index] = true
        default: break
        }
      }
    }
    for index in model.actors.indices.reversed() where connected[index] {
      if let parent = model.actors[index].parent { connected[parent.rawValue] = true }
    }
    return model.actors.indices.compactMap { index in
      guard !connected[index], model.actors[index].parent.map({ connected[$0.rawValue] }) ?? true
      else { return nil }
      return finding(
        "actor '\(model.actors[index].path)' has no pathway: it observes and requests nothing, "
          + "and nothing observes or requests it", at: model.actors[index].nameRange)
    }
  }
}
