import InterplayModel
import InterplayRuntime

/// How often each state was active, each transition fired and each pathway carried a
/// message, over every explored step (the initialization included). States are counted
/// as they are expanded (once per distinct system state), so the counts are complete
/// only when the search is (the only time they are reported); transitions and messages
/// are counted once per explored step (an edge of the state graph).
struct CoverageTracker: Sendable {
  /// The product-state offsets of every modelled actor's configuration words.
  let configWords: [Int]
  /// Per bit of those words (word by word, 32 bits each): how many expanded states had
  /// it set.
  var activeCounts: [Int]
  /// Per actor, where its transitions start in ``firedCounts``, and how many it has.
  let firstTransition: [Int]
  let transitionCounts: [Int]
  /// Per transition of every actor (actor by actor, document order over each chart):
  /// how often it fired. Flat, so noting one costs one add.
  var firedCounts: [Int]
  /// The notifier of each global case id (-1 for a registration's own case).
  private let caseNotifiers: [Int]
  let actorCount: Int
  /// Per pathway (an actor and a notifier): messages of that notifier between the actor
  /// and the notifier's owner, both ways.
  var pathways: PathwayCounts
  /// The owner of each notifier.
  private let owners: [Int]

  init(system: CompiledSystem) {
    var words: [Int] = []
    var first: [Int] = []
    var counts: [Int] = []
    for actor in system.model.actors {
      let count = actor.chart?.states.reduce(0) { $0 + $1.transitions.count } ?? 0
      first.append(counts.reduce(0, +))
      counts.append(count)
      if actor.chart != nil { words += system.configurationWords(of: actor.id.rawValue) }
    }
    configWords = words
    activeCounts = Array(repeating: 0, count: words.count * 32)
    firstTransition = first
    transitionCounts = counts
    firedCounts = Array(repeating: 0, count: counts.reduce(0, +))
    var notifiers: [Int] = []
    for notifier in system.model.notifiers {
      for index in notifier.cases.indices {
        let gid = system.gid(notifier: notifier.id.rawValue, caseIndex: index)
        if gid >= notifiers.count {
          notifiers += Array(repeating: -1, count: gid + 1 - notifiers.count)
        }
        notifiers[gid] = notifier.id.rawValue
      }
    }
    caseNotifiers = notifiers
    actorCount = system.model.actors.count
    owners = system.model.notifiers.map(\.owner.rawValue)
    pathways = PathwayCounts(model: system.model)
  }

  /// How often transition `index` (document order over its chart) of `actor` fired.
  func firings(actor: Int, _ index: Int) -> Int {
    index < transitionCounts[actor] ? firedCounts[firstTransition[actor] + index] : 0
  }

  /// Whether transition `index` (document order over its chart) of `actor` ever fired.
  func fired(actor: Int, _ index: Int) -> Bool { firings(actor: actor, index) > 0 }

  /// Adds a state's active states.
  @inline(__always)
  mutating func note(state words: [UInt32]) {
    for (index, word) in configWords.enumerated() {
      var bits = words[word]
      while bits != 0 {
        activeCounts[index &* 32 &+ bits.trailingZeroBitCount] &+= 1
        bits &= bits &- 1
      }
    }
  }

  /// Adds a step's transitions and messages.
  @inline(__always)
  mutating func note(_ record: StepRecord) {
    for transition in record.transitions
    where transition.index < transitionCounts[transition.actor] {
      firedCounts[firstTransition[transition.actor] + transition.index] &+= 1
    }
    for event in record.events {
      guard case .delivered(let delivery) = event else { continue }
      let gid = delivery.entry.gid
      guard gid < caseNotifiers.count, caseNotifiers[gid] >= 0 else { continue }
      let notifier = caseNotifiers[gid]
      let other =
        delivery.receiver == owners[notifier] ? delivery.entry.sender : delivery.receiver
      guard other >= 0, other < actorCount else { continue }
      pathways.add(actor: other, notifier: notifier)
    }
  }

  /// Adds what another tracker of the same system saw.
  mutating func merge(_ other: CoverageTracker) {
    for index in activeCounts.indices { activeCounts[index] &+= other.activeCounts[index] }
    for index in firedCounts.indices { firedCounts[index] &+= other.firedCounts[index] }
    pathways.merge(other.pathways)
  }

  /// How many expanded states had a state of an actor active.
  func activations(actor: Int, state: Int, in system: CompiledSystem) -> Int {
    var offset = 0
    for other in 0..<actor where system.model.actors[other].chart != nil {
      offset += system.configurationWords(of: other).count
    }
    let bit = (offset + (state >> 5)) * 32 + (state & 31)
    return bit < activeCounts.count ? activeCounts[bit] : 0
  }

  /// Whether a state of an actor was ever active.
  func wasActive(actor: Int, state: Int, in system: CompiledSystem) -> Bool {
    activations(actor: actor, state: state, in: system) > 0
  }

  /// Messages of `notifier` between `actor` and the notifier's owner.
  func messages(actor: Int, notifier: Int) -> Int {
    actor < actorCount ? pathways.count(actor: actor, notifier: notifier) : 0
  }
}
