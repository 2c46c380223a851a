/// Run-to-completion: after a notification's microstep, eventless transitions and
/// completion (`done`) transitions fire until none is enabled.
extension StepRun {
  mutating func runToCompletion() {
    while isAlive(actor) {
      if microsteps >= tables.maxMicrosteps {
        fault(.livelock(actor: actor))
        return
      }
      // SCXML order: eventless transitions first, then internal (completion) events.
      // (Asked only of charts that have eventless transitions: the call alone costs,
      // and so does an empty list made for the others.)
      if chart.hasEventless {
        var eventless = selectEventless()
        let fires = !eventless.isEmpty
        if fires {
          microsteps += 1
          microstep(eventless)
        }
        giveBack(&eventless)
        if fires { continue }
      }
      guard !completions.isEmpty else { return }
      let state = completions.removeFirst()
      guard isActive(actor, state) else { continue }
      input.payload = []
      for position in chart.doneStart[state]..<chart.doneStart[state + 1] {
        let index = chart.doneTransitions[position]
        guard !chart.hasGuard[index] || guardHolds(index) else { continue }
        microsteps += 1
        microstep(CollectionOfOne(index))
        break
      }
    }
  }
}
