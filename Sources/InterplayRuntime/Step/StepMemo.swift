/// The effects of modelled actors' steps, remembered by everything such a step reads: a
/// cache in front of the step function for callers that step millions of states (a
/// model checker's workers), as LTSmin's PINS layer can cache its transition groups by
/// the part of the state each reads.
///
/// A step of actor A taking a queue entry reads, in a system without scopes and data
/// models and where A cannot finish (finishing drops the rest of its queue), only A's
/// own words (configuration, histories, variables, owed replies), the
/// entry, the options it takes at its choices, and, if A's chart sets or cancels
/// timers, the timer slots (``StepMemo/Plan`` checks this per actor from its chart's
/// expressions and actions). Its effect is then a function of those words: A's words and
/// the timer slots afterwards, the options each choice had, the outcome, the
/// notifications delivered, in order, and, for records that keep them, the events. Replaying an effect removes the entry and delivers
/// each notification through the step function's own `deliver`, whose outcome depends on
/// the receiver; a delivery that is not plainly queued sends the step back to the step
/// function. An effect is remembered only after replaying it reproduced the step
/// function's words exactly, and only for steps without faults.
///
/// Bounded: at most ``maxEntries`` effects and ``maxWords`` words of keys and effects
/// per memo; past that it stops remembering. An actor whose steps mostly miss (at least
/// half of its first ``probation`` lookups) is not looked up again.
struct StepMemo {
  /// What may be remembered of each actor.
  let plan: Plan
  /// Open addressing: per slot, the index of an entry in ``entries`` plus one (0: empty).
  private var slots: [Int32]
  /// Per entry: the key's hash, where its key starts in ``keys``, where its effect starts
  /// in ``effects`` (-1: replaying this key did not reproduce the step function's words,
  /// so it is run every time).
  private var entries: [(hash: UInt64, key: Int32, effect: Int32)] = []
  private var keys: [UInt32] = []
  /// The effects, laid out as ``StepRun/writeEffect(into:region:)`` writes them.
  private(set) var effects: [UInt32] = []
  /// The events and transitions of effects learned from records that keep them, which
  /// a replay hands to its record as they are (shared, not copied).
  private(set) var records: [(events: [StepEvent], transitions: [TransitionRef])] = []

  /// Exchanges ``effects`` with `other`: a replay borrows them this way, so that reading
  /// them while the run changes the workspace retains nothing.
  @inline(__always)
  mutating func swapEffects(_ other: inout [UInt32]) { swap(&effects, &other) }
  /// The events and transitions kept, counted against ``maxWords`` (each is a few words).
  private var recordItems = 0
  /// The key of the step being looked up, and its hash.
  private var key: [UInt32] = []
  private var keyHash: UInt64 = 0
  /// Per actor: lookups and misses so far, and whether it is still looked up.
  private var lookups: [Int]
  private var misses: [Int]
  private var active: [Bool]
  /// Lookups that found an effect to replay.
  private(set) var hits = 0

  /// The most effects one memo remembers.
  static let maxEntries = 1 << 16
  /// The most words of keys and effects one memo holds (16 MiB).
  static let maxWords = 1 << 22
  /// Lookups per actor before its hit rate is judged.
  static let probation = 4096

  init(plan: Plan) {
    self.plan = plan
    slots = Array(repeating: 0, count: 1 << 10)
    lookups = Array(repeating: 0, count: plan.actorCount)
    misses = Array(repeating: 0, count: plan.actorCount)
    active = (0..<plan.actorCount).map { plan.isMemoized($0) }
  }

  /// Whether steps of `actor` are looked up.
  @inline(__always)
  func looksUp(_ actor: Int) -> Bool { active[actor] }

  /// Looks up the step of `actor` taking entry `index` with options `choices` from the
  /// state with these words, for a record with or without events (each is learned on
  /// its own): the start of its effect in ``effects``, or -1 when it is
  /// not remembered (the key is then kept for ``remember(replays:effectStart:)``), or -2
  /// when it is known not to replay or names no entry of the queue.
  mutating func find(
    _ actor: Int, entry index: Int, choices: [UInt32], withEvents: Bool, in words: [UInt32]
  ) -> Int {
    let region = plan.regions[actor]
    // A step naming no entry of the queue is the step function's to refuse.
    guard index >= 0, index < Int(words[region.queueWord]) else { return -2 }
    let entryStart = region.queueWord + 1 + index * region.entryWidth
    let entryWords = entryStart..<(entryStart + region.entryWidth)
    let timerWords = region.usesTimers ? plan.timerWords : 0..<0
    lookups[actor] &+= 1
    // Judged on the lookup that ends the probation, hit or miss.
    if lookups[actor] == Self.probation, misses[actor] * 2 >= Self.probation {
      active[actor] = false
    }
    // Hashed and compared where the words lie: most lookups hit, and building the key
    // as a list cost more than many steps do.
    let hash = words.withUnsafeBufferPointer { words in
      var hash = Self.mix(Self.seed, UInt32(truncatingIfNeeded: actor))
      hash = Self.mix(hash, Self.shape(choices.count, withEvents))
      for option in choices { hash = Self.mix(hash, option) }
      for word in region.own { hash = Self.mix(hash, words[word]) }
      for word in entryWords { hash = Self.mix(hash, words[word]) }
      for word in timerWords { hash = Self.mix(hash, words[word]) }
      return hash ^ (hash &>> 31)
    }
    var slot = Int(truncatingIfNeeded: hash) & (slots.count &- 1)
    while slots[slot] != 0 {
      let entry = entries[Int(slots[slot]) &- 1]
      if entry.hash == hash,
        keyMatches(
          at: Int(entry.key), actor, choices, withEvents, words, region.own, entryWords,
          timerWords)
      {
        guard entry.effect >= 0 else { return -2 }
        hits &+= 1
        return Int(entry.effect)
      }
      slot = (slot &+ 1) & (slots.count &- 1)
    }
    misses[actor] &+= 1
    keyHash = hash
    StepRun.empty(&key)
    key.append(UInt32(truncatingIfNeeded: actor))
    key.append(Self.shape(choices.count, withEvents))
    key.append(contentsOf: choices)
    for word in region.own { key.append(words[word]) }
    for word in entryWords { key.append(words[word]) }
    for word in timerWords { key.append(words[word]) }
    return -1
  }

  private static let seed: UInt64 = 0x243F_6A88_85A3_08D3

  /// The key's second word: the number of options named, and whether the record keeps
  /// events.
  @inline(__always)
  private static func shape(_ choices: Int, _ withEvents: Bool) -> UInt32 {
    UInt32(truncatingIfNeeded: choices) << 1 | (withEvents ? 1 : 0)
  }

  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt32) -> UInt64 {
    (hash ^ UInt64(word)) &* 0x9E37_79B9_7F4A_7C15
  }

  /// Whether the key stored at `start` in ``keys`` is that of the step looked up.
  @inline(__always)
  private func keyMatches(
    at start: Int, _ actor: Int, _ choices: [UInt32], _ withEvents: Bool, _ words: [UInt32],
    _ own: Range<Int>, _ entryWords: Range<Int>, _ timerWords: Range<Int>
  ) -> Bool {
    keys.withUnsafeBufferPointer { keys in
      words.withUnsafeBufferPointer { words in
        let count = 2 + choices.count + own.count + entryWords.count + timerWords.count
        guard keys[start] == UInt32(truncatingIfNeeded: count),
          keys[start + 1] == UInt32(truncatingIfNeeded: actor),
          keys[start + 2] == Self.shape(choices.count, withEvents)
        else { return false }
        var at = start + 3
        for option in choices {
          guard keys[at] == option else { return false }
          at += 1
        }
        for word in own {
          guard keys[at] == words[word] else { return false }
          at += 1
        }
        for word in entryWords {
          guard keys[at] == words[word] else { return false }
          at += 1
        }
        for word in timerWords {
          guard keys[at] == words[word] else { return false }
          at += 1
        }
        return true
      }
    }
  }

  /// Whether there is room for one more effect (checked before one is learned, which
  /// may then pass the bound by its own size).
  var hasRoom: Bool {
    entries.count < Self.maxEntries && keys.count + effects.count + recordItems < Self.maxWords
  }

  /// Remembers the effect written since ``beginEffect()`` for the key last looked up
  /// (``find(_:entry:choices:withEvents:in:)`` returned -1), or, with `replays` false,
  /// that the key must be run every time.
  mutating func remember(replays: Bool, effectStart: Int) {
    if !replays {
      // The effect's events and transitions go with it.
      if effects[effectStart + 1] != 0 {
        let dropped = records.removeLast()
        recordItems -= dropped.events.count + dropped.transitions.count
      }
      effects.removeLast(effects.count - effectStart)
    }
    if (entries.count + 1) * 2 > slots.count { grow() }
    let keyStart = keys.count
    keys.append(UInt32(truncatingIfNeeded: key.count))
    keys.append(contentsOf: key)
    entries.append((keyHash, Int32(keyStart), replays ? Int32(effectStart) : -1))
    insert(entries.count - 1)
  }

  /// Starts writing an effect at the end of ``effects``: its start.
  mutating func beginEffect() -> Int { effects.count }

  /// Appends a word of the effect being written.
  @inline(__always)
  mutating func append(_ word: UInt32) { effects.append(word) }

  /// Keeps the events and transitions of the effect being written; returns the number
  /// its effect names them by (never 0, which names none).
  mutating func keep(events: [StepEvent], transitions: [TransitionRef]) -> UInt32 {
    records.append((events, transitions))
    recordItems += events.count + transitions.count
    return UInt32(truncatingIfNeeded: records.count)
  }

  /// Appends words of the effect being written.
  mutating func append(contentsOf words: some Sequence<UInt32>) {
    effects.append(contentsOf: words)
  }

  private mutating func insert(_ entry: Int) {
    var slot = Int(truncatingIfNeeded: entries[entry].hash) & (slots.count - 1)
    while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
    slots[slot] = Int32(entry + 1)
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for entry in entries.indices { insert(entry) }
  }
}
