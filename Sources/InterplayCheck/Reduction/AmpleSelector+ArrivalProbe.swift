/// The explicit check of the arrival condition, where the bound is in doubt.
extension AmpleSelector {
  /// Whether every notification the other actors may deliver to `actor` before it moves
  /// is queued (none overflows), decided by stepping them (``ArrivalProbe``); false when
  /// the probe gives up. Called once every other condition of ``verdict(_:)`` holds,
  /// with the active actors marked.
  mutating func arrivalsStayQueued(at actor: Int) -> Bool {
    markMovers(without: actor)
    var probe = self.probe.take()!
    let movers = self.movers
    let queued = probe.queuesEverything(
      to: actor, from: words, system: system, movers: movers, mark: moverGeneration,
      surelyFits: { arrivalsFit(at: actor, in: $0) })
    probeExpansions += min(probe.expanded, ArrivalProbe.limit)
    self.probe = consume probe
    return queued
  }

  /// Marks in ``movers`` the active actors the probe steps: without scopes, those that
  /// may deliver to `actor`, directly or through others, and whoever they share words
  /// or timers with, transitively; with scopes, every active one.
  ///
  /// Any path on which `actor` does not move, with the steps of the others removed, is
  /// still a path: an unmarked actor writes no marked one's queue (it would be a writer
  /// of one, and marked), shares no words with one, and creates or destroys none (no
  /// scopes). The marked ones make the same deliveries to `actor` on it, so the probe
  /// meets every overflow some path meets.
  private mutating func markMovers(without actor: Int) {
    moverGeneration &+= 1
    if moverGeneration == 0 {
      for index in movers.indices { movers[index] = 0 }
      moverGeneration = 1
    }
    let mark = moverGeneration
    if !tables.scopeChangers.isEmpty {
      for other in 0..<tables.actorCount where other != actor && isActive(other) {
        movers[other] = mark
      }
      return
    }
    var work: [Int] = []
    func add(_ other: Int) {
      guard other != actor, isActive(other), movers[other] != mark else { return }
      movers[other] = mark
      work.append(other)
    }
    for writer in tables.writers[actor] { add(writer) }
    var timersAdded = false
    while let other = work.popLast() {
      for writer in tables.writers[other] { add(writer) }
      for sharer in tables.sharers[other] { add(sharer) }
      // Pending timers are ranked across actors by when they were set.
      if tables.usesTimers[other], !timersAdded {
        timersAdded = true
        for user in 0..<tables.actorCount where tables.usesTimers[user] { add(user) }
      }
    }
  }
}
