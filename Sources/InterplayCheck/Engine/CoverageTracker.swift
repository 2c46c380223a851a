import InterplayModel
import InterplayRuntime

/// Which states were ever active and which transitions ever fired, over every explored
/// step (the initialization included). States are noted as they are expanded, so the
/// configurations are complete only when the search is (the only time they are
/// reported).
struct CoverageTracker: Sendable {
  /// The product-state offsets of every modelled actor's configuration words.
  let configWords: [Int]
  /// The union of those words over every expanded state.
  private(set) var seenConfig: [UInt32]
  /// Per actor, where its transitions start in ``firedFlags``, and how many it has.
  private let firstTransition: [Int]
  private let transitionCounts: [Int]
  /// Per transition of every actor (actor by actor, document order over each chart):
  /// whether it fired. Flat, so noting one costs one store instead of two nested
  /// copy-on-write checks.
  private var firedFlags: [Bool]

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
    seenConfig = Array(repeating: 0, count: words.count)
    firstTransition = first
    transitionCounts = counts
    firedFlags = Array(repeating: false, count: counts.reduce(0, +))
  }

  /// Whether transition `index` (document order over its chart) of `actor` ever fired.
  func fired(actor: Int, _ index: Int) -> Bool {
    index < transitionCounts[actor] && firedFlags[firstTransition[actor] + index]
  }

  /// Adds a state's active states.
  @inline(__always)
  mutating func note(state words: [UInt32]) {
    for (index, word) in configWords.enumerated() { seenConfig[index] |= words[word] }
  }

  /// Adds a step's transitions.
  @inline(__always)
  mutating func note(_ record: StepRecord) {
    for transition in record.transitions
    where transition.index < transitionCounts[transition.actor] {
      firedFlags[firstTransition[transition.actor] + transition.index] = true
    }
  }

  /// Adds what another tracker of the same system saw.
  mutating func merge(_ other: CoverageTracker) {
    for index in seenConfig.indices { seenConfig[index] |= other.seenConfig[index] }
    for index in firedFlags.indices where other.firedFlags[index] { firedFlags[index] = true }
  }

  /// Whether a state of an actor was ever active.
  func wasActive(actor: Int, state: Int, in system: CompiledSystem) -> Bool {
    var offset = 0
    for other in 0..<actor where system.model.actors[other].chart != nil {
      offset += system.configurationWords(of: other).count
    }
    let word = offset + state >> 5
    return word < seenConfig.count && seenConfig[word] & (1 << UInt32(state & 31)) != 0
  }
}
