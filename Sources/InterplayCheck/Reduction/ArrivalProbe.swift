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
/// on any path without it) but exceeds the room. A state where the bound shows that the
/// arrivals fit is not expanded (nothing below it can overflow), and the search gives
/// up, refusing the candidate, after ``limit`` states expanded.
///
/// What a probe that succeeds has seen is kept (``safe``): from each of its states, no
/// path without the candidate overflows the candidate's queue. That is a fact of the
/// state alone (the actors the probe did not step cannot change what the others deliver
/// to the candidate), so a later probe for the same candidate stops at any of them;
/// probes of neighbouring states walk mostly the same states, and each is walked about
/// once. States are kept without the payloads queued for the candidate when every
/// notification is `fifo`: what arrives is queued or overflows by how many entries each
/// channel holds (their headers stay in the key), and nobody else reads that queue while
/// the candidate waits. The probes run on the one
/// thread that commits, in commit order (``Explorer``), so what is kept when a probe
/// runs, and hence where it gives up, is the same for any number of threads.
struct ArrivalProbe {
  /// The most states one probe expands before it gives up.
  static let limit = 1024
  /// The most states kept as safe (about 32 MiB of their words, at least 1,024 states):
  /// past it, they are forgotten and kept afresh.
  private let safeLimit: Int

  private var workspace: StepWorkspace
  private var steps: [Step] = []
  /// The states of the running probe, as keys (``key(_:for:)``), and those left to expand.
  private var seen: Set<[UInt32]> = []
  private var pending: [[UInt32]] = []
  /// The keys of states no path from which, without their candidate, overflows its queue.
  private var safe: Set<[UInt32]> = []
  /// Whether keys leave out the payloads queued for the candidate (every case `fifo`).
  private let masksContents: Bool
  /// The states the last probe expanded.
  private(set) var expanded = 0

  /// A probe of `system`'s states; `masksContents` when every notification case is
  /// delivered `fifo`.
  init(system: CompiledSystem, masksContents: Bool) {
    workspace = StepWorkspace(system: system, detail: .essential)
    self.masksContents = masksContents
    safeLimit = max(1 << 10, (1 << 23) / (system.wordCount + 1))
  }

  /// Whether every path from the state with words `start` that takes only steps of the
  /// actors marked in `movers` (`movers[actor] == mark`) queues each notification it
  /// delivers to `actor`, as far as the states where `surelyFits` is false lead; false
  /// when some step does not, or after ``limit`` states expanded. `start` itself is
  /// expanded whatever `surelyFits` says of it, unless a probe kept it as safe.
  mutating func queuesEverything(
    to actor: Int, from start: [UInt32], system: CompiledSystem, movers: [UInt32],
    mark: UInt32, surelyFits: (_ words: [UInt32]) -> Bool
  ) -> Bool {
    seen.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    expanded = 0
    let entries = system.queueEntries(of: actor)
    let startKey = key(start, for: actor, entries)
    if safe.contains(startKey) { return true }
    seen.insert(startKey)
    pending.append(start)
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
        let nextKey = key(next, for: actor, entries)
        if !safe.contains(nextKey), seen.insert(nextKey).inserted { pending.append(next) }
      }
    }
    if safe.count + seen.count > safeLimit { safe.removeAll(keepingCapacity: true) }
    safe.formUnion(seen)
    return true
  }

  /// The key a state is kept under for a probe of `actor`: its words, with the payloads
  /// of the queued entries (laid out as `entries` says) cleared when they are masked,
  /// and the actor. The entries' headers stay: a delivery overflows when its channel's
  /// entries fill that channel's capacity, so which channels the entries came by counts.
  private func key(
    _ words: [UInt32], for actor: Int, _ entries: (start: Int, slots: Int, width: Int)
  ) -> [UInt32] {
    var key = words
    if masksContents, entries.width > 1 {
      for slot in 0..<entries.slots {
        let header = entries.start + slot * entries.width
        for index in (header + 1)..<(header + entries.width) { key[index] = 0 }
      }
    }
    key.append(UInt32(truncatingIfNeeded: actor))
    return key
  }
}
