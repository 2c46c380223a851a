import InterplayModel

/// A list of actors for each of a fixed number of slots (one per notification case), each
/// filled in actor order: which actors handle a case.
///
/// Nearly every case has one handler, so an array per case (`[[ActorID]]`) would allocate
/// once for almost every case of the model, and free it again with the context. Here the
/// first actor of each list is stored inline; only a second and later one spill into a table
/// of the few longer lists.
struct ActorLists {
  private var first: [ActorID?]
  private var rest: [Int: [ActorID]] = [:]

  /// Creates `count` empty lists.
  init(count: Int) {
    first = Array(repeating: nil, count: count)
  }

  /// Appends an actor to a slot's list unless it is already the last one there (actors are
  /// added in order, so that is the only place a repeat can be).
  mutating func append(_ actor: ActorID, to slot: Int) {
    guard let head = first[slot] else {
      first[slot] = actor
      return
    }
    if (rest[slot]?.last ?? head) != actor { rest[slot, default: []].append(actor) }
  }

  /// Whether a slot's list contains the actor.
  func contains(_ actor: ActorID, in slot: Int) -> Bool {
    guard let head = first[slot] else { return false }
    return head == actor || (rest[slot]?.contains(actor) ?? false)
  }
}
