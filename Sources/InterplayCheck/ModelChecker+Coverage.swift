import InterplayModel
import InterplayRuntime

/// Coverage: the states never active and the transitions never fired.
extension ModelChecker {
  func gaps(_ coverage: CoverageTracker) -> [CoverageGap] {
    var gaps: [CoverageGap] = []
    for actor in system.model.actors {
      guard let chart = actor.chart else { continue }
      var flat = 0
      for state in chart.states {
        if !coverage.wasActive(actor: actor.id.rawValue, state: state.id.rawValue, in: system) {
          gaps.append(
            CoverageGap(kind: .state, actor: actor.path, name: state.path, range: state.nameRange))
        }
        for transition in state.transitions {
          defer { flat += 1 }
          guard !coverage.fired[actor.id.rawValue][flat] else { continue }
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
