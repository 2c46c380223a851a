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
    var findings: [Diagnostic] = []
    // One worklist for every chart: its arrays are reused, not allocated for each actor.
    var reachability = Reachability()
    for index in model.actors.indices {
      guard let chart = model.actors[index].chart, let initial = chart.initial else { continue }
      reachability.reset(for: chart)
      reachability.enter(target: initial)
      reachability.run()
      for state in chart.states.indices where !reachability.reached[state] {
        if let parent = chart.states[state].parent, !reachability.reached[parent.rawValue] {
          continue
        }
        findings.append(
          finding(
            "state '\(chart.states[state].path)' of '\(model.actors[index].path)' is unreachable",
            at: chart.states[state].nameRange))
      }
    }
    return findings
  }

  /// The states a statechart can enter, found by a worklist over transitions.
  private struct Reachability {
    var chart = Statechart()
    var reached: [Bool] = []
    var enteredByDefault: [Bool] = []
    var work: [StateID] = []

    /// Starts over on another chart, nothing reached yet.
    mutating func reset(for chart: Statechart) {
      self.chart = chart
      reached.removeAll(keepingCapacity: true)
      reached.append(contentsOf: repeatElement(false, count: chart.states.count))
      enteredByDefault.removeAll(keepingCapacity: true)
      enteredByDefault.append(contentsOf: repeatElement(false, count: chart.states.count))
      work.removeAll(keepingCapacity: true)
    }

    /// Follows the transitions of every reached state until nothing new is reached.
    mutating func run() {
      while let state = work.popLast() {
        // Indices: binding a whole transition would copy (retain) its trigger and actions.
        for transition in chart.states[state.rawValue].transitions.indices {
          switch chart.states[state.rawValue].transitions[transition].target {
          case .state(let target): enter(target: target)
          case .history(let history):
            let pseudostate = chart.histories[history.rawValue]
            enter(target: pseudostate.defaultTarget ?? pseudostate.parent)
          case nil: break
          }
        }
      }
    }

    /// A transition into `target`: its ancestors become active (with the other regions of
    /// parallel ancestors), then `target` is entered by default.
    mutating func enter(target: StateID) {
      var child = target
      // Parent links walked in place: `chart.ancestors(of:)` would allocate a list per target.
      while let ancestor = chart.states[child.rawValue].parent {
        mark(ancestor)
        if chart.states[ancestor.rawValue].kind == .parallel {
          for region in chart.states[ancestor.rawValue].children where region != child {
            enterByDefault(region)
          }
        }
        child = ancestor
      }
      enterByDefault(target)
    }

    private mutating func enterByDefault(_ state: StateID) {
      guard !enteredByDefault[state.rawValue] else { return }
      enteredByDefault[state.rawValue] = true
      mark(state)
      if chart.states[state.rawValue].kind == .parallel {
        for region in chart.states[state.rawValue].children { enterByDefault(region) }
      } else if let initial = chart.states[state.rawValue].initial {
        enterByDefault(initial)
      }
    }

    private mutating func mark(_ state: StateID) {
      guard !reached[state.rawValue] else { return }
      reached[state.rawValue] = true
      work.append(state)
    }
  }
}
