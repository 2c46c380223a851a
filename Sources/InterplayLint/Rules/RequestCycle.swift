import InterplayDiagnostics
import InterplayModel

/// Reports actors that send each other requests whose replies they wait for.
///
/// An actor that sends a request with a reply type waits for the reply. When such requests go
/// round in a cycle of actors with statecharts (A requests B, B requests A), each may be
/// waiting for the other while its own request sits unanswered in its queue: a deadlock in the
/// making. Break the cycle with an event, or a request without a reply. Each cycle is reported
/// once, at the first request on it.
///
/// Bad:
/// ```ipl
/// system PingPong
/// actor Left {
///   request { ping -> Bool }
///   requests Right.request
///   initial state Idle {
///     on ping -> Waiting {
///       reply true
///       send Right.pong
///     }
///   }
///   state Waiting {
///     on reply Right.pong(ok) -> Idle
///     defer ping
///   }
/// }
/// actor Right {
///   request { pong -> Bool }
///   requests Left.request
///   initial state Idle {
///     on pong -> Waiting {
///       reply true
///       send Left.ping
///     }
///   }
///   state Waiting {
///     on reply Left.ping(ok) -> Idle
///     defer pong
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system PingPong
/// actor Left {
///   request { ping }
///   requests Right.request
///   initial state Idle {
///     on ping -> Waiting { send Right.pong }
///   }
///   state Waiting {
///     on reply Right.pong(ok) -> Idle
///     defer ping
///   }
/// }
/// actor Right {
///   request { pong -> Bool }
///   requests Left.request
///   initial state Idle {
///     on pong -> Idle {
///       reply true
///       send Left.ping
///     }
///   }
/// }
/// ```
public struct RequestCycle: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.request-cycle`
  public var id: DiagnosticID { "lint.request-cycle" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "cycle of actors that wait for each other's replies" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        An actor that sends a request with a reply type waits for the reply. When such \
        requests go round in a cycle of actors with statecharts (A requests B, B requests \
        A), each may be waiting for the other while its own request sits unanswered in its \
        queue: a deadlock in the making. Break the cycle with an event, or a request without \
        a reply. Each cycle is reported once, at the first request on it.
        """,
      bad: """
        system PingPong
        actor Left {
          request { ping -> Bool }
          requests Right.request
          initial state Idle {
            on ping -> Waiting {
              reply true
              send Right.pong
            }
          }
          state Waiting {
            on reply Right.pong(ok) -> Idle
            defer ping
          }
        }
        actor Right {
          request { pong -> Bool }
          requests Left.request
          initial state Idle {
            on pong -> Waiting {
              reply true
              send Left.ping
            }
          }
          state Waiting {
            on reply Left.ping(ok) -> Idle
            defer pong
          }
        }
        """,
      good: """
        system PingPong
        actor Left {
          request { ping }
          requests Right.request
          initial state Idle {
            on ping -> Waiting { send Right.pong }
          }
          state Waiting {
            on reply Right.pong(ok) -> Idle
            defer ping
          }
        }
        actor Right {
          request { pong -> Bool }
          requests Left.request
          initial state Idle {
            on pong -> Idle {
              reply true
              send Left.ping
            }
          }
        }
        """)
  }

  /// One finding per cycle, at the first request sent on it, with a note at each other one.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var edges = Array(repeating: [Int](), count: model.actors.count)
    // The first site of each edge, keyed by `from * actorCount + to`: one table for the model,
    // where a table per actor allocates for every actor that sends a request.
    let actorCount = model.actors.count
    var sites: [Int: NotificationSite] = [:]
    for site in context.sends
    where model.notifiers[site.notification.notifier.rawValue].cases[site.notification.caseIndex]
      .replyType != nil
    {
      let owner = model.notifiers[site.notification.notifier.rawValue].owner
      let edge = site.actor.rawValue * actorCount + owner.rawValue
      guard owner != site.actor, !context.isStub(owner), sites[edge] == nil else { continue }
      edges[site.actor.rawValue].append(owner.rawValue)
      sites[edge] = site
    }
    return GraphCycles.cyclicComponents(count: model.actors.count, edges: edges).compactMap {
      component in
      let cycle = GraphCycles.shortestCycle(through: component[0], within: component, edges: edges)
      let steps = zip(cycle, cycle.dropFirst()).compactMap { sites[$0 * actorCount + $1] }
      guard let first = steps.first else { return nil }
      let path = cycle.map { "'\(model.actors[$0].path)'" }.joined(separator: " -> ")
      return finding(
        "request cycle \(path): each actor waits for a reply from the next",
        at: first.range,
        notes: steps.dropFirst().map { site in
          DiagnosticNote(
            "'\(model.actors[site.actor.rawValue].path)' sends '\(context.name(of: site.notification))' here "
              + "and waits for its reply", at: site.range)
        })
    }
  }
}
