import InterplayRuntime

/// The explicit check of an ample candidate's queue room where ``AmpleSelector``'s
/// arrival bound is too coarse: a search, from the expanded state, of the states the
/// model reaches by steps of the other actors (the candidate never moves), asking of
/// every step whether each notification it delivers to the candidate is queued.
///
/// The bound multiplies each writer's busiest fan-out along the chains of writers; a
/// go-back-N sender may send four frames per ack, but only as many as the acks in flight
/// move its window, which the bound cannot see and the steps themselves show. The probe
/// runs only where the bound is known (the candidate's writers take boundedly many steps
/// on any path without it) but exceeds the room. A state where the bound
/// shows that the arrivals fit is not expanded (nothing below it can overflow), so the
/// search covers only the states where the bound is in doubt, and gives up, refusing
/// the candidate, after ``limit`` of them. It is a function of the state alone, so the
/// reduced graph stays the same for any number of threads.
struct ArrivalProbe {
  /// The most states one probe expands before it gives up.
  static let limit = 256

  private var workspace: StepWorkspace
  private var steps: [Step] = []
  private var seen: Set<[UInt32]> = []
  private var pending: [[UInt32]] = []
  /// The states the last probe expanded.
  private(set) var expanded = 0

  /// A probe of `system`'s states.
  init(system: CompiledSystem) {
    workspace = StepWorkspace(system: system, detail: .essential)
  }

  /// Whether every path from the state with words `start` that takes only steps of the
  /// actors marked in `movers` (`movers[actor] == mark`) queues each notification it
  /// delivers to `actor`, as far as the states where `surelyFits` is false lead; false
  /// when some step does not, or after ``limit`` states expanded. `start` itself is
  /// expanded whatever `surelyFits` says of it.
  mutating func queuesEverything(
    to actor: Int, from start: [UInt32], system: CompiledSystem, movers: [UInt32],
    mark: UInt32, surelyFits: (_ words: [UInt32]) -> Bool
  ) -> Bool {
    seen.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    seen.insert(start)
    pending.append(start)
    expanded = 0
    while let words = pending.popLast() {
      if expanded > 0, surelyFits(words) { continue }
      expanded += 1
      guard expanded <= Self.limit else { return false }
      system.enabledSteps(in: words, into: &steps, using: &workspace)
      for step in steps where movers[step.actor] == mark {
        system.apply(step, to: words, in: &workspace)
        for event in workspace.run.record.events {
          guard case .delivered(let delivery) = event, delivery.receiver == actor else { continue }
          guard case .queued = delivery.outcome else { return false }
        }
        let next = workspace.run.words.values
        if seen.insert(next).inserted { pending.append(next) }
      }
    }
    return true
  }
}
