import InterplayModel
import InterplayRuntime

/// Coverage: the states never active and the transitions never fired.
///
/// A state counts as reached when it is active between two steps, or when a transition
/// that fired targets it or one of its ancestors whose default entry enters it (a state
/// left again within the step that entered it, such as a final state whose completion
/// fires at once, or an initial child with an eventless way out, is never active
/// between steps).
extension ModelChecker {
  func gaps(_ coverage: CoverageTracker) -> [CoverageGap] {
    var gaps: [CoverageGap] = []
    for actor in system.model.actors {
      guard let chart = actor.chart else { continue }
      var entered = Set<Int>()
      var flat = 0
      for state in chart.states {
        for transition in state.transitions {
          if coverage.fired(actor: actor.id.rawValue, flat),
            case .state(let target)? = transition.target
          {
            entered.insert(target.rawValue)
          }
          flat += 1
        }
      }
      // The default entry of a target: its initial child, every region of a parallel state.
      var pending = Array(entered)
      while let state = pending.popLast() {
        let node = chart.states[state]
        let defaults = node.kind == .parallel ? node.children : node.initial.map { [$0] } ?? []
        for child in defaults where entered.insert(child.rawValue).inserted {
          pending.append(child.rawValue)
        }
      }
      flat = 0
      for state in chart.states {
        if !entered.contains(state.id.rawValue),
          !coverage.wasActive(actor: actor.id.rawValue, state: state.id.rawValue, in: system)
        {
          gaps.append(
            CoverageGap(kind: .state, actor: actor.path, name: state.path, range: state.nameRange))
        }
        for (position, transition) in state.transitions.enumerated() {
          defer { flat += 1 }
          guard !coverage.fired(actor: actor.id.rawValue, flat) else { continue }
          // A wildcard's cases count together: reported once, when none of them fires.
          if transition.isWildcardCase {
            let siblings = state.transitions.indices.filter {
              state.transitions[$0].isWildcardCase
                && state.transitions[$0].range == transition.range
            }
            let first = flat - position
            if siblings.first != position
              || siblings.contains(where: { coverage.fired(actor: actor.id.rawValue, first + $0) })
            {
              continue
            }
          }
          gaps.append(
            CoverageGap(
              kind: .transition, actor: actor.path,
              name: system.describe(TransitionRef(actor: actor.id.rawValue, transition: flat)),
              range: transition.range))
        }
      }
    }
    return gaps
  }
}

extension ModelChecker {
  /// The tracker's counts, per actor, state, transition and pathway.
  func counts(_ coverage: CoverageTracker) -> CoverageCounts {
    let model = system.model
    var states: [[Int]] = []
    var transitions: [[Int]] = []
    for actor in model.actors {
      let index = actor.id.rawValue
      let chart = actor.chart
      states.append(
        chart?.states.indices.map {
          coverage.activations(actor: index, state: $0, in: system)
        } ?? [])
      let transitionCount = chart?.states.reduce(0) { $0 + $1.transitions.count } ?? 0
      transitions.append((0..<transitionCount).map { coverage.firings(actor: index, $0) })
    }
    var messages: [CoverageCounts.Pathway: Int] = [:]
    for (actor, notifier, count) in coverage.pathways.all {
      messages[CoverageCounts.Pathway(actor: actor, notifier: notifier)] = count
    }
    return CoverageCounts(states: states, transitions: transitions, messages: messages)
  }
}
