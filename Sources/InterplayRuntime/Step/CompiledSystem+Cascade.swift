/// Data-model cascades are synchronous, as in Quantwm: once an update transaction has
/// triggered registrations, they are delivered one after another before any actor takes
/// an ordinary notification, any eventless transition runs or any stub acts.
///
/// Both drivers ask this first, so the executor's schedule and the checker's
/// exploration agree on it: it is part of the one semantics, not of either driver.
extension CompiledSystem {
  /// The delivery of the registration in flight, when one is; nil otherwise.
  ///
  /// A registration its owner defers in the current state gets no priority: it waits in
  /// the queue like any deferred notification, so a `defer` can never stall the system.
  public func cascadeStep(in state: SystemState) -> Step? { cascadeStep(words: state.words) }

  func cascadeStep(words: [UInt32]) -> Step? {
    guard !registrations.isEmpty, words[inFlightWord] != 0 else { return nil }
    var run = StepRun(system: self, reading: words)
    for actor in 0..<actors.count where run.isAlive(actor) {
      for index in 0..<run.queueCount(actor) {
        guard run.header(actor, index).sender == dataModelSender else { continue }
        guard actors[actor].chart != nil else {
          return .stubTake(actor: actor, index: index, reply: nil)
        }
        run.actor = actor
        if run.defers(index) { return nil }
        return .take(actor: actor, index: index)
      }
    }
    return nil
  }
}
