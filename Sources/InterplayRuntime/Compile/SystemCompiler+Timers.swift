import InterplayDiagnostics
import InterplayModel

/// Timer slots: ``ModelLimits/timersPerSend`` per `send ... after` of the model, after
/// every other word.
extension SystemCompiler {
  mutating func layOutTimers() {
    var sites: [SourceRange] = []
    for actor in model.actors {
      guard let chart = actor.chart else { continue }
      chart.visitActions { action in
        if case .sendAfter = action.kind { sites.append(action.range) }
      }
    }
    // One slot per `after` transition, numbered after the sends' slots, in the order
    // the charts are compiled (so each transition finds its own).
    var afterCount = 0
    let firstAfterSlot = sites.count * ModelLimits.timersPerSend
    for actor in model.actors {
      guard let chart = actor.chart else { continue }
      var index = 0
      for state in chart.states {
        for transition in state.transitions {
          if case .after = transition.trigger {
            afterSlots[TransitionKey(actor: actor.id.rawValue, index: index)] =
              firstAfterSlot + afterCount
            afterCount += 1
          }
          index += 1
        }
      }
    }
    var payload = 0
    for info in tables.cases { payload = max(payload, info.parameters.count) }
    tables.timers = TimerLayout(
      word: tables.wordCount, slots: firstAfterSlot + afterCount, width: 3 + payload)
    for (index, site) in sites.enumerated() where timerSites[site] == nil {
      timerSites[site] = index * ModelLimits.timersPerSend
    }
    tables.wordCount += tables.timers.slots * tables.timers.width
  }
}
