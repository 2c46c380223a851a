/// Run-to-completion: after a notification's microstep, eventless transitions and
/// completion (`done`) transitions fire until none is enabled.
extension StepRun {
  mutating func runToCompletion() {
    let chart = system.actors[actor].chart!
    while isAlive(actor) {
      if microsteps >= system.options.maxMicrosteps {
        fault(.livelock(actor: actor))
        return
      }
      // SCXML order: eventless transitions first, then internal (completion) events.
      // (Asked only of charts that have eventless transitions: the call alone costs.)
      var eventless = chart.hasEventless ? selectEventless() : []
      if !eventless.isEmpty {
        microsteps += 1
        microstep(eventless)
        giveBack(&eventless)
        continue
      }
      guard !completions.isEmpty else { return }
      let state = completions.removeFirst()
      guard isActive(actor, state) else { continue }
      input.payload = []
      for index in chart.states[state].doneTransitions where guardHolds(chart.transitions[index]) {
        microsteps += 1
        microstep(single(index))
        break
      }
    }
  }
}
