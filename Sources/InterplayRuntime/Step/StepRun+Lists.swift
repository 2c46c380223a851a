/// Working lists (selected transitions, exit sets) come from a pool the run keeps: in a
/// ``StepWorkspace`` the pool survives from step to step, so a step's lists reuse storage
/// instead of allocating. Nested runs (a scope push entering another actor) borrow their
/// own lists, so no list is shared.
extension StepRun {
  /// An empty list, with the storage of one given back earlier when there is one.
  mutating func borrowList() -> [Int] {
    spareLists.popLast() ?? []
  }

  /// Empties a list and keeps its storage for the next ``borrowList()``.
  mutating func giveBack(_ list: inout [Int]) {
    guard list.capacity > 0 else { return }
    Self.empty(&list)
    spareLists.append(list)
    list = []
  }

  /// The ordinals of an action's arguments, in a buffer from the run's pool: a send or
  /// emit evaluated its payload into a new array (`map`) each time, which allocated and
  /// freed it on every step that sends. Hand the buffer back with ``recycle(_:)``.
  @inline(__always)
  mutating func evaluatePayload(_ arguments: [CompiledAction.Argument]) -> [UInt32] {
    if arguments.isEmpty { return [] }
    var payload = sparePayloads.popLast() ?? []
    for argument in arguments { payload.append(ordinal(argument)) }
    return payload
  }

  /// Keeps a payload's storage for the next ``evaluatePayload(_:)``. (A payload the
  /// record still shares, in a delivery noted in its events, is copied when emptied:
  /// one allocation, as evaluating it into a new array cost.)
  @inline(__always)
  mutating func recycle(_ payload: inout [UInt32]) {
    guard payload.capacity > 0, sparePayloads.count < 8 else { return }
    Self.empty(&payload)
    sparePayloads.append(payload)
    payload = []
  }

  /// Copies the payload of queue entry `index` of `actor` into the evaluation input,
  /// reusing its storage.
  @inline(__always)
  mutating func loadPayload(_ actor: Int, _ index: Int) {
    let table = layout(actor)
    let base = table.queueWord + 1 + index * table.entryWidth
    let count = payloadCount(EntryHeader(raw: words[base]))
    if count == 0, input.payload.isEmpty { return }  // most entries: no list write
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
    case .transition: return false
    case .deferred: return true
    case .ignored, .unhandled: return false
    }
  }
}
