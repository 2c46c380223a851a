/// Ample sets of one part of a stub's steps: its takes alone, or its emits and sends
/// alone, while the other part goes on.
///
/// A stub's takes remove notifications from its own queue and deliver at most a reply to
/// each requester; its emits and sends spend its budget and deliver to observers and to
/// request owners. Neither part reads or writes what the other does (the queue, the
/// budget), so a step of one commutes with a step of the other unless both deliver to one
/// actor. A stub that answers one actor and notifies another can then be ample in part
/// where, taken whole, a writer of either receiver refuses it.
extension AmpleSelector {
  /// The part of `stub`'s steps with fewer steps than `bound` that may be ample in the
  /// state, its takes looked at first, with its step count; nil if neither may.
  ///
  /// A part P may be ample when, besides its steps being clean as in the type's summary,
  /// on every path on which P does not move (the other part may, as the look-ahead run
  /// with it kept finds):
  /// - no actor that may step writes the queue of an actor P delivers to, shares words
  ///   with the stub, or sets timers where it does; a receiver of P that may step takes
  ///   P's deliveries in order and cannot finish; no scope of the stub or of an actor it
  ///   may write to is pushed or popped;
  /// - the other part delivers to no actor P delivers to;
  /// - for the takes, nothing arrives at the stub at all (a free stub may take each new
  ///   arrival first); P's steps deliver nothing to the stub itself.
  ///
  /// P's steps stay enabled on such paths (only a stub's own emits and sends spend its
  /// budget, and no take or arrival changes what it may emit), and each commutes with
  /// every step on them. In a model with timers only the takes qualify: they keep time
  /// from passing until they are taken.
  mutating func amplePart(of stub: Int, fewerThan bound: Int) -> (
    choice: AmpleChoice, steps: Int
  )? {
    let takes = 2 * stub
    let ownAccord = takes + 1
    // Without the other part's steps the takes are the whole, which ``verdict(_:)``
    // judged; steps of a stub's own accord let time pass, so where it does only the
    // takes qualify.
    let takesViable =
      partCounts[takes] > 0 && partCounts[ownAccord] > 0 && partCounts[takes] < bound
      && partClean[takes]
    let ownAccordViable =
      partCounts[ownAccord] > 0 && partCounts[ownAccord] < bound && partClean[ownAccord]
      && !tables.hasTimers
    guard takesViable || ownAccordViable else { return nil }
    // The checks that need no look-ahead come first, for both parts: the look-ahead of
    // the first would overwrite what the whole stub's left in ``marks``. (Calls in an
    // `&&` operand would run in a closure that copies the whole selector.)
    var tryTakes = false
    var tryOwnAccord = false
    if takesViable {
      tryTakes = !isRefusedEarly(stub, .takes, takes, otherSteps: true)
    }
    if ownAccordViable {
      let otherSteps = partCounts[takes] > 0
      tryOwnAccord = !isRefusedEarly(stub, .ownAccord, ownAccord, otherSteps: otherSteps)
    }
    if tryTakes, partIsAmple(stub, .takes, takes) {
      return (AmpleChoice(actor: stub, part: .takes), partCounts[takes])
    }
    if tryOwnAccord, partIsAmple(stub, .ownAccord, ownAccord) {
      return (AmpleChoice(actor: stub, part: .ownAccord), partCounts[ownAccord])
    }
    return nil
  }

  /// Whether part `part` of `stub`'s steps, whose receivers are listed at `index` in
  /// ``partReceivers``, fails a condition of ``amplePart(of:fewerThan:)`` that needs no
  /// look-ahead of its own: what the actors enabled now, the other part (with
  /// `otherSteps`, it has steps in the state) or, where the whole stub was just looked
  /// ahead of, the actors active then already rule out.
  private func isRefusedEarly(
    _ stub: Int, _ part: AmpleChoice.Part, _ index: Int, otherSteps: Bool
  ) -> Bool {
    // Loops, not closures: a closure capturing `self` copies the whole selector.
    let otherTargets = part == .takes ? ownAccordTargets[stub] : replyTargets[stub]
    for (receiver, _) in partReceivers[index] {
      if receiver == stub { return true }
      if otherSteps, otherTargets.contains(receiver) { return true }
    }
    if otherSteps, part == .takes, otherTargets.contains(stub) { return true }
    let frozen = lastLookAhead.frozen == stub
    if frozen, lastLookAhead.refused { return true }
    let marked = frozen && lastLookAhead.generation == generation
    if part == .takes {
      for writer in tables.writers[stub] where mayStep(writer, besides: stub, marked) {
        return true
      }
    }
    for sharer in tables.sharers[stub] where mayStep(sharer, besides: stub, marked) {
      return true
    }
    for (receiver, _) in partReceivers[index] {
      for writer in tables.writers[receiver] where mayStep(writer, besides: stub, marked) {
        return true
      }
    }
    return false
  }

  /// Whether `actor`, not `stub`, has a step in the state or, with `marked`, was active
  /// in the whole stub's look-ahead.
  @inline(__always)
  private func mayStep(_ actor: Int, besides stub: Int, _ marked: Bool) -> Bool {
    actor != stub
      && (enabledMarks[actor] == enabledGeneration || (marked && marks[actor] == generation))
  }

  /// Whether part `part` of `stub`'s steps, whose receivers are listed at `index` in
  /// ``partReceivers``, meets the conditions of ``amplePart(of:fewerThan:)``, from the
  /// look-ahead with the other part kept moving.
  private mutating func partIsAmple(_ stub: Int, _ part: AmpleChoice.Part, _ index: Int) -> Bool {
    let otherTargets = part == .takes ? ownAccordTargets[stub] : replyTargets[stub]
    future!.run(
      words, frozen: stub, keeping: part == .takes ? .ownAccord : .takes, enabled: enabled)
    if future!.mayRestart(stub) { return false }
    for receiver in tables.writesTo[stub] where future!.mayRestart(receiver) { return false }
    nextGeneration()
    for actor in 0..<tables.actorCount where future!.isActive(actor) {
      marks[actor] = generation
    }
    let otherMoves = future!.keptMayStep
    if part == .takes {
      for writer in tables.writers[stub] where isActive(writer) { return false }
      if otherMoves, otherTargets.contains(stub) { return false }
    }
    for sharer in tables.sharers[stub] where isActive(sharer) { return false }
    if tables.usesTimers[stub] {
      for other in 0..<tables.actorCount where other != stub && tables.usesTimers[other] {
        if isActive(other) { return false }
      }
    }
    for (receiver, inOrder) in partReceivers[index] {
      for writer in tables.writers[receiver] where writer != stub && isActive(writer) {
        return false
      }
      if otherMoves, otherTargets.contains(receiver) { return false }
      if isActive(receiver), !inOrder || tables.canFinish[receiver] { return false }
    }
    return true
  }
}
