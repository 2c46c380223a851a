import InterplayModel
import InterplayRuntime

/// Which states were ever active and which transitions ever fired, over every explored
/// step (the initialization included).
struct CoverageTracker: Sendable {
  /// The product-state offsets of every modelled actor's configuration words.
  let configWords: [Int]
  /// The union of those words over every stored state.
  private(set) var seenConfig: [UInt32]
  /// Per actor, per transition (document order over the chart): whether it fired.
  private(set) var fired: [[Bool]]

  init(system: CompiledSystem) {
    var words: [Int] = []
    var fired: [[Bool]] = []
    for actor in system.model.actors {
      let count = actor.chart?.states.reduce(0) { $0 + $1.transitions.count } ?? 0
      fired.append(Array(repeating: false, count: count))
      if actor.chart != nil { words += system.configurationWords(of: actor.id.rawValue) }
    }
    configWords = words
    seenConfig = Array(repeating: 0, count: words.count)
    self.fired = fired
  }

  /// Adds a state's active states.
  @inline(__always)
  mutating func note(state words: [UInt32]) {
    for (index, word) in configWords.enumerated() { seenConfig[index] |= words[word] }
  }

  /// Adds a step's transitions.
  @inline(__always)
  mutating func note(_ record: StepRecord) {
    for transition in record.transitions where transition.index < fired[transition.actor].count {
      fired[transition.actor][transition.index] = true
    }
  }

  /// Adds what another tracker of the same system saw.
  mutating func merge(_ other: CoverageTracker) {
    for index in seenConfig.indices { seenConfig[index] |= other.seenConfig[index] }
    for actor in fired.indices {
      for transition in fired[actor].indices where other.fired[actor][transition] {
        fired[actor][transition] = true
      }
    }
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
