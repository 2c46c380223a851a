/// Working lists (selected transitions, exit sets) come from a pool the run keeps: in a
/// ``StepWorkspace`` the pool survives from step to step, so a step's lists reuse storage
/// instead of allocating. Nested runs (a scope push entering another actor) borrow their
/// own lists, so no list is shared.
extension StepRun {
  /// An empty list, with the storage of one given back earlier when there is one.
  mutating func borrowList() -> [Int] {
    spareLists.popLast() ?? []
  }

  /// Empties a list and keeps its storage for the next ``borrowList()`` (unless it is
  /// the one-transition list, see ``single(_:)``).
  mutating func giveBack(_ list: inout [Int]) {
    guard list.capacity > 0, !isSingleList(list) else { return }
    Self.empty(&list)
    spareLists.append(list)
    list = []
  }

  /// A list of one transition, in storage the run keeps for it (the next call reuses
  /// it; given back, it is left alone).
  mutating func single(_ index: Int) -> [Int] {
    if singleList.count == 1 { singleList[0] = index } else { singleList = [index] }
    return singleList
  }

  /// Whether `list` shares the storage of the one-transition list.
  private func isSingleList(_ list: [Int]) -> Bool {
    list.withUnsafeBufferPointer { listBuffer in
      singleList.withUnsafeBufferPointer { $0.baseAddress == listBuffer.baseAddress }
    }
  }

  /// Copies the payload of queue entry `index` of `actor` into the evaluation input,
  /// reusing its storage.
  mutating func loadPayload(_ actor: Int, _ index: Int) {
    let table = system.actorLayouts[actor]
    let base = table.queueWord + 1 + index * table.entryWidth
    let count = payloadCount(EntryHeader(raw: words[base]))
    Self.empty(&input.payload)
    for offset in 0..<count { input.payload.append(words[base + 1 + offset]) }
  }

  /// Whether the actor that runs defers queue entry `index` of its own queue.
  mutating func defers(_ index: Int) -> Bool {
    loadPayload(actor, index)
    let selection = select(header(actor, index))
    // Consumed, so the list it holds is unique when given back (else it would be copied).
    switch consume selection {
    case .transitions(var list):
      giveBack(&list)
      return false
    case .deferred: return true
    case .ignored, .unhandled: return false
    }
  }
}
