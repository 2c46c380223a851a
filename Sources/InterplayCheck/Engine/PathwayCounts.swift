import InterplayModel

/// Messages counted per pathway: an actor and a notifier whose owner it exchanges
/// messages with. Stored for the pathways the model declares (an actor's `observes` and
/// `requests`), so the counts grow with the model's text, not with actors times
/// notifiers (ten thousand stubs observed by one actor made that product a hundred
/// million counts per search thread).
///
/// A notifier's counterparts are kept sorted, so a message finds its count by a binary
/// search over the few actors that declare that notifier. A message on a pathway no
/// actor declares is counted apart, so no message is lost.
struct PathwayCounts: Sendable {
  /// Per notifier, where its counterparts start in ``actors`` and ``counts``; one more
  /// entry than there are notifiers.
  private let starts: [Int]
  /// The actors that declare each notifier, ascending within each notifier.
  private let actors: [Int]
  /// Messages per declared pathway, in the order of ``actors``.
  private var counts: [Int]
  /// Messages on pathways no actor declares, keyed `actor * notifierCount + notifier`.
  private var undeclared: [Int: Int] = [:]
  let notifierCount: Int

  init(model: Model) {
    notifierCount = model.notifiers.count
    var declaring = Array(repeating: [Int](), count: notifierCount)
    for actor in model.actors {
      for notifier in Set(actor.observes + actor.requests) {
        declaring[notifier.rawValue].append(actor.id.rawValue)
      }
    }
    var starts = [0]
    var actors: [Int] = []
    for list in declaring {
      actors += list.sorted()
      starts.append(actors.count)
    }
    self.starts = starts
    self.actors = actors
    counts = Array(repeating: 0, count: actors.count)
  }

  /// The slot of a declared pathway, or nil.
  @inline(__always)
  private func slot(actor: Int, notifier: Int) -> Int? {
    var low = starts[notifier]
    var high = starts[notifier + 1]
    while low < high {
      let middle = (low + high) >> 1
      if actors[middle] < actor { low = middle + 1 } else { high = middle }
    }
    return low < starts[notifier + 1] && actors[low] == actor ? low : nil
  }

  /// Adds `count` messages between `actor` and the owner of `notifier`.
  @inline(__always)
  mutating func add(actor: Int, notifier: Int, _ count: Int = 1) {
    if let slot = slot(actor: actor, notifier: notifier) {
      counts[slot] &+= count
    } else {
      undeclared[actor * notifierCount + notifier, default: 0] &+= count
    }
  }

  /// Messages between `actor` and the owner of `notifier`.
  func count(actor: Int, notifier: Int) -> Int {
    guard notifier >= 0, notifier < notifierCount else { return 0 }
    if let slot = slot(actor: actor, notifier: notifier) { return counts[slot] }
    return undeclared[actor * notifierCount + notifier] ?? 0
  }

  /// Every declared pathway and every other that carried a message, with its count,
  /// ordered by actor, then notifier.
  var all: [(actor: Int, notifier: Int, count: Int)] {
    var result: [(actor: Int, notifier: Int, count: Int)] = []
    for notifier in 0..<notifierCount {
      for slot in starts[notifier]..<starts[notifier + 1] {
        result.append((actors[slot], notifier, counts[slot]))
      }
    }
    for (key, count) in undeclared {
      result.append((key / notifierCount, key % notifierCount, count))
    }
    return result.sorted { ($0.actor, $0.notifier) < ($1.actor, $1.notifier) }
  }

  /// Adds what another count of the same model saw.
  mutating func merge(_ other: PathwayCounts) {
    for slot in counts.indices { counts[slot] &+= other.counts[slot] }
    for (key, count) in other.undeclared { undeclared[key, default: 0] &+= count }
  }
}
