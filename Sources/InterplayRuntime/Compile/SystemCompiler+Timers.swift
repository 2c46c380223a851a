import InterplayDiagnostics
import InterplayModel

/// Timer slots: ``ModelLimits/timersPerSend`` per `send ... after` of the model, after
/// every other word.
extension SystemCompiler {
  mutating func layOutTimers() {
    var sites: [SourceRange] = []
    for actor in model.actors {
      guard let chart = actor.chart else { continue }
      for state in chart.states {
        state.visitActions { action in
          if case .sendAfter = action.kind { sites.append(action.range) }
        }
      }
    }
    var payload = 0
    for info in tables.cases { payload = max(payload, info.parameters.count) }
    tables.timers = TimerLayout(
      word: tables.wordCount, slots: sites.count * ModelLimits.timersPerSend, width: 3 + payload)
    for (index, site) in sites.enumerated() where timerSites[site] == nil {
      timerSites[site] = index * ModelLimits.timersPerSend
    }
    tables.wordCount += tables.timers.slots * tables.timers.width
  }
}
