/// A renaming of a system's actors, applied to its packed states and steps: actor `a`
/// becomes `actorMap[a]`, its notifiers become the same notifiers of that actor, and
/// every queued notification, owed request and step follows.
///
/// A permutation is only meaningful for a system it is an automorphism of (the model
/// checker's symmetry reduction proves that from the model before it builds one, see
/// `docs/Checking.md`); ``CompiledSystem/permutation(actorMap:)`` only checks that the
/// layouts agree, so that applying it cannot read or write out of bounds.
public struct StatePermutation: Hashable, Sendable {
  /// The image of each actor.
  public let actorMap: [Int]
  /// The image of each notifier.
  public let notifierMap: [Int]
  /// The image of each global case id.
  let gidMap: [Int]
  /// The blocks that move: where an actor's block starts, where its image's starts, and
  /// the block's length, queue and owed offsets (relative to its start).
  let moves: [Move]
  /// The actors that stay, as moves onto themselves: their headers may still name actors
  /// that move.
  let stays: [Move]

  /// One actor's block, copied to its image's place and its headers renamed.
  struct Move: Hashable, Sendable {
    var source: Int
    var target: Int
    var length: Int
    var owedOffset: Int
    var queueOffset: Int
    var entryWidth: Int
  }

  /// Whether no actor moves.
  public var isIdentity: Bool { moves.isEmpty }

  /// The permutation that undoes this one.
  public func inverse(in system: CompiledSystem) -> StatePermutation {
    var inverse = actorMap
    for (actor, image) in actorMap.enumerated() { inverse[image] = actor }
    // The layouts of an actor and its image agree both ways.
    return system.permutation(actorMap: inverse)!
  }

  /// This permutation after `first`: `then.after(first)` maps `a` to
  /// `self.actorMap[first.actorMap[a]]`.
  public func after(_ first: StatePermutation, in system: CompiledSystem) -> StatePermutation {
    system.permutation(actorMap: first.actorMap.map { actorMap[$0] })!
  }
}

extension CompiledSystem {
  /// The permutation renaming actor `a` to `actorMap[a]`, or nil when it is not a
  /// permutation, when two actors it pairs have different layouts (state words, queue or
  /// notifiers), or when the system keeps actor-specific words outside the actors'
  /// blocks (pending timers, data-model registrations), which it cannot rename.
  public func permutation(actorMap: [Int]) -> StatePermutation? {
    guard actorMap.count == actors.count, Set(actorMap) == Set(actors.indices),
      timers.slots == 0, registrations.isEmpty
    else { return nil }
    var notifierMap = Array(notifiers.indices)
    var gidMap = Array(0..<caseCount)
    var moves: [StatePermutation.Move] = []
    var stays: [StatePermutation.Move] = []
    for (actor, table) in actors.enumerated() where actorMap[actor] == actor {
      stays.append(
        StatePermutation.Move(
          source: table.configWord, target: table.configWord,
          length: blockEnd(actor) - table.configWord,
          owedOffset: table.owedWord < 0 ? -1 : table.owedWord - table.configWord,
          queueOffset: table.queueWord - table.configWord, entryWidth: table.entryWidth))
    }
    for (actor, image) in actorMap.enumerated() where actor != image {
      let from = actors[actor]
      let to = actors[image]
      let length = blockEnd(actor) - from.configWord
      guard length == blockEnd(image) - to.configWord,
        from.queueWord - from.configWord == to.queueWord - to.configWord,
        from.owedWord < 0
          ? to.owedWord < 0 : from.owedWord - from.configWord == to.owedWord - to.configWord,
        from.entryWidth == to.entryWidth, from.queueSlots == to.queueSlots,
        from.owedSlots == to.owedSlots, from.isStub == to.isStub
      else { return nil }
      for (source, target) in [
        (from.requestNotifier, to.requestNotifier), (from.eventNotifier, to.eventNotifier),
      ] {
        guard (source < 0) == (target < 0) else { return nil }
        guard source >= 0 else { continue }
        guard notifiers[source].caseCount == notifiers[target].caseCount else { return nil }
        notifierMap[source] = target
        for index in 0..<notifiers[source].caseCount {
          gidMap[notifiers[source].firstGid + index] = notifiers[target].firstGid + index
        }
      }
      moves.append(
        StatePermutation.Move(
          source: from.configWord, target: to.configWord, length: length,
          owedOffset: from.owedWord < 0 ? -1 : from.owedWord - from.configWord,
          queueOffset: from.queueWord - from.configWord, entryWidth: from.entryWidth))
    }
    return StatePermutation(
      actorMap: actorMap, notifierMap: notifierMap, gidMap: gidMap, moves: moves, stays: stays)
  }

  /// Where an actor's own words end: after its queue's last slot.
  private func blockEnd(_ actor: Int) -> Int {
    let table = actors[actor]
    return table.queueWord + 1 + table.queueSlots * table.entryWidth
  }

  /// Writes the image of the state `words` under `permutation` into `target` (both
  /// ``wordCount`` words, distinct).
  public func permute(
    _ words: UnsafePointer<UInt32>, by permutation: StatePermutation,
    into target: UnsafeMutablePointer<UInt32>
  ) {
    target.update(from: words, count: wordCount)
    for move in permutation.moves {
      (target + move.target).update(from: words + move.source, count: move.length)
      renameHeaders(target + move.target, move, permutation)
    }
    for stay in permutation.stays { renameHeaders(target + stay.target, stay, permutation) }
  }

  /// Renames the owed-request and queue headers of the block at `block`.
  @inline(__always)
  private func renameHeaders(
    _ block: UnsafeMutablePointer<UInt32>, _ move: StatePermutation.Move,
    _ permutation: StatePermutation
  ) {
    if move.owedOffset >= 0 {
      for slot in 0..<Int(block[move.owedOffset]) {
        block[move.owedOffset + 1 + slot] = rename(block[move.owedOffset + 1 + slot], permutation)
      }
    }
    for slot in 0..<Int(block[move.queueOffset]) {
      let header = move.queueOffset + 1 + slot * move.entryWidth
      block[header] = rename(block[header], permutation)
    }
  }

  /// The image of the state `words` under `permutation`.
  public func permute(_ words: [UInt32], by permutation: StatePermutation) -> [UInt32] {
    var result = words
    words.withUnsafeBufferPointer { source in
      result.withUnsafeMutableBufferPointer { target in
        permute(source.baseAddress!, by: permutation, into: target.baseAddress!)
      }
    }
    return result
  }

  /// The image of a step under `permutation`: the same move made by the image actor.
  public func permute(_ step: Step, by permutation: StatePermutation) -> Step {
    let actor = permutation.actorMap[step.actor]
    switch step {
    case .take(_, let index, let choices):
      return .take(actor: actor, index: index, choices: choices)
    case .eventless(_, let choices): return .eventless(actor: actor, choices: choices)
    case .stubTake(_, let index, let reply):
      return .stubTake(actor: actor, index: index, reply: reply)
    case .stubEmit(_, let gid, let payload):
      return .stubEmit(actor: actor, gid: permutation.gidMap[gid], payload: payload)
    case .stubSend(_, let gid, let payload):
      return .stubSend(actor: actor, gid: permutation.gidMap[gid], payload: payload)
    case .timeout: return .timeout(actor: actor)
    }
  }

  /// A queue or owed-request header with its case and sender renamed (a sender past the
  /// actors, the data model's, stays); its flags stay.
  @inline(__always)
  private func rename(_ raw: UInt32, _ permutation: StatePermutation) -> UInt32 {
    let header = EntryHeader(raw: raw)
    let sender =
      header.sender < permutation.actorMap.count
      ? permutation.actorMap[header.sender] : header.sender
    let gid = header.gid < permutation.gidMap.count ? permutation.gidMap[header.gid] : header.gid
    return EntryHeader(
      gid: gid, isReply: header.isReply, sender: sender, isOrphan: header.isOrphan
    ).raw
  }
}
