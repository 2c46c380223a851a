import InterplayRuntime

/// Shortens the counterexamples of a search reduced by partial-order reduction.
///
/// A breadth-first search of the reduced graph finds a shortest run of that graph, and it
/// may take steps the violation does not need: an ample actor's steps are taken before
/// the others', so a stub may emit twice before the step that faults. The shortener
/// drops steps one at a time, front to back, and keeps each removal after which the
/// remaining steps still replay and still end in the same violation; the run is then
/// cut at the first step where the violation occurs. What it returns is a real run of
/// the model (every step replayed by the step function), never longer than the one it
/// was given, but not necessarily a shortest one (`--reduce none` finds that).
///
/// Faults, drops, invariants and deadlocks are shortened; pattern properties, whose
/// monitors the replay does not run, keep the reduced search's run. Sequence witnesses
/// need no shortening: the directed claim search finds the whole graph's
/// (``DirectedClaimSearch``).
struct CounterexampleShortener {
  let system: CompiledSystem
  let invariants: [StateCondition]

  /// The longest run shortened: each removal replays the run, so the work grows with
  /// the square of its length.
  static let maxSteps = 300

  /// A run from the same initial state no longer than `path` that ends in a violation of
  /// the same kind.
  func shorten(_ path: RunPath, endingIn kind: Finding.Kind) -> RunPath {
    guard isShortenable(kind) else { return path }
    return shorten(path) { replay($0, from: path.start, endingIn: kind) }
  }

  /// The greedy loop: drops one step at a time, front to back, keeping each removal
  /// `replay` accepts (it returns the steps it kept, possibly cut, and their indexes).
  private func shorten(_ path: RunPath, _ replay: ([Step]) -> ([Step], [Int])?) -> RunPath {
    let steps = path.steps
    guard steps.count > 1, steps.count <= Self.maxSteps,
      let original = self.replay(indexes: steps, from: path.start)
    else { return path }
    var current = original
    var indexes = steps
    var position = 0
    while position < current.count {
      var candidate = current
      candidate.remove(at: position)
      if let (kept, keptIndexes) = replay(candidate) {
        current = kept
        indexes = keptIndexes
      } else {
        position += 1
      }
    }
    return path.with(steps: indexes)
  }

  private func isShortenable(_ kind: Finding.Kind) -> Bool {
    switch kind {
    case .fault, .dropped, .invariant, .deadlock: true
    case .pattern, .pendingAtEnd: false
    }
  }

  /// The steps that step indexes name, from the initial state; nil if one is not
  /// enabled.
  private func replay(indexes: [Int], from start: [UInt32]) -> [Step]? {
    let run = ReplayBuilder(system: system).replay(
      indexes, initialChoices: start, detail: .essential)
    return run.length == indexes.count ? run.steps : nil
  }

  /// Replays `steps`, each matched among the enabled steps of the state reached, up to
  /// the first step after which the violation holds: those steps and their indexes, or
  /// nil when a step is not enabled or the violation never occurs.
  private func replay(_ steps: [Step], from start: [UInt32], endingIn kind: Finding.Kind)
    -> ([Step], [Int])?
  {
    var replay = RunReplay(system: system, initialChoices: start, detail: .essential)
    var kept: [Step] = []
    var indexes: [Int] = []
    for step in steps {
      guard let index = Self.match(step, in: replay.enabled) else { return nil }
      kept.append(replay.enabled[index])
      indexes.append(index)
      guard let record = replay.take(index: index) else { return nil }
      if holds(kind, after: record, in: replay.state) { return (kept, indexes) }
    }
    return nil
  }

  /// The position of `step` among `enabled`: the step itself, or else the one step of
  /// the same actor and kind that takes another queue position (a removed step before
  /// it may have moved the entry).
  static func match(_ step: Step, in enabled: [Step]) -> Int? {
    if let exact = enabled.firstIndex(of: step) { return exact }
    let similar = enabled.indices.filter { index in
      switch (step, enabled[index]) {
      case (.take(let actor, _, let choices), .take(let other, _, let otherChoices)):
        actor == other && choices == otherChoices
      case (.stubTake(let actor, _, let reply), .stubTake(let other, _, let otherReply)):
        actor == other && reply == otherReply
      default: false
      }
    }
    return similar.count == 1 ? similar[0] : nil
  }

  /// Whether the step just applied (its record, and the state it reached) shows the
  /// violation.
  private func holds(_ kind: Finding.Kind, after record: StepRecord, in state: SystemState)
    -> Bool
  {
    switch kind {
    case .fault(let fault):
      return record.faults.contains { $0.identity == fault.identity }
    case .dropped(let delivery):
      return record.events.contains { event in
        guard case .delivered(let other) = event else { return false }
        return other.outcome == .dropped && other.receiver == delivery.receiver
          && other.entry.gid == delivery.entry.gid && other.entry.isReply == delivery.entry.isReply
      }
    case .invariant(let number):
      return number < invariants.count && !invariants[number].holds(in: state.words)
    case .deadlock(let actor):
      guard system.enabledSteps(in: state).isEmpty else { return false }
      let stuck = (0..<system.actorCount).first {
        system.queueCount($0, in: state.words) > 0 || system.owedRequests($0, in: state.words) > 0
      }
      return stuck == actor
    case .pattern, .pendingAtEnd:
      return false
    }
  }
}
