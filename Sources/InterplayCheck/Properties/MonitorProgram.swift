import InterplayModel
import InterplayRuntime

/// Every monitor run in product with the system: one word per pattern property. The
/// product state is the system's words followed by these. (The mutation rule is checked
/// by the step function itself, see `StepRun.checkMutationRule(actor:)`.)
struct MonitorProgram: Sendable {
  let patterns: [PatternMonitor]
  let events: PropertyEvents
  /// Indexes into ``patterns`` of the liveness properties.
  let liveness: [Int]
  /// Every event matcher of every pattern, its scope's included (``sees(_:)``), pattern
  /// after pattern in each one's ``PatternMonitor/matchers`` order; where each pattern's
  /// start (one more entry at the end: the count).
  let matchers: [EventMatcher]
  let matcherStart: [Int]
  /// Per global case id: the matchers with a term of that case, so an event is matched
  /// against those only (most events, against none).
  let caseMatchers: [[Int]]

  /// The number of monitor words.
  var width: Int { patterns.count }
  /// Whether some pattern names an event: only then can a step's events make it visible.
  var watchesEvents: Bool { !matchers.isEmpty }

  /// The monitors of `system`'s properties; with `tracksProperties` false, none are run
  /// (no monitor words: a search that decides only sequences, as `run`'s does), while
  /// ``sees(_:)`` still answers for every pattern, so the partial-order reduction makes
  /// the same steps visible either way.
  init(system: CompiledSystem, tracksProperties: Bool = true) {
    let model = system.model
    let gid = { (event: EventPattern) in EventMatcher(event, system: system) }
    var universal: [ResolvedExpr] = []
    for property in model.properties {
      if case .universality(let expr) = property.pattern { universal.append(expr) }
    }
    var conditions = system.conditions(universal).makeIterator()
    let patterns = model.properties.enumerated().map { index, property in
      let kind: PatternMonitor.Kind =
        switch property.pattern {
        case .absence(let event): .absence(gid(event))
        case .existence(let event): .existence(gid(event))
        case .boundedExistence(let limit, let event): .bounded(limit, gid(event))
        case .universality: .universality(conditions.next()!)
        case .precedence(let first, let then): .precedence(first: gid(first), then: gid(then))
        case .response(let answer, let trigger):
          .response(answer: gid(answer), trigger: gid(trigger))
        }
      let scope: PatternMonitor.Scope =
        switch property.scope {
        case .globally: .globally
        case .before(let close): .before(gid(close))
        case .after(let start): .after(gid(start))
        case .between(let start, let close): .between(gid(start), gid(close))
        case .afterUntil(let start, let close): .afterUntil(gid(start), gid(close))
        }
      return PatternMonitor(property: index, kind: kind, scope: scope)
    }
    self.patterns = tracksProperties ? patterns : []
    events = PropertyEvents(system: system)
    liveness = self.patterns.indices.filter { patterns[$0].isLiveness }
    matchers = patterns.flatMap(\.matchers)
    var starts = [0]
    for pattern in patterns { starts.append(starts.last! + pattern.matchers.count) }
    matcherStart = starts
    var byCase = Array(repeating: [Int](), count: system.caseCount)
    for (index, matcher) in matchers.enumerated() {
      for term in matcher.terms where term.gid >= 0 && term.gid < byCase.count {
        if byCase[term.gid].last != index { byCase[term.gid].append(index) }
      }
    }
    caseMatchers = byCase
  }

  /// The matchers `event` may match: those with a term of its case.
  @inline(__always)
  private func candidates(for event: PropertyEvent) -> [Int] {
    event.gid >= 0 && event.gid < caseMatchers.count ? caseMatchers[event.gid] : []
  }

  /// Whether a pattern names one of `events` (in its kind or its scope), whatever state
  /// its monitor is in: a step with such an event is visible to the partial-order
  /// reduction. What a step does is its actor's own business, so this holds of the same
  /// step wherever it is taken.
  func sees(_ events: [PropertyEvent]) -> Bool {
    events.contains { event in
      candidates(for: event).contains { matchers[$0].matches(event) }
    }
  }

  /// Whether a pattern names one of the events of `record` (``sees(_:)``), collecting
  /// them into `buffer` first: for a search that runs no monitor, so nothing else has
  /// collected them.
  func sees(_ record: StepRecord, collecting buffer: inout [PropertyEvent]) -> Bool {
    guard watchesEvents else { return false }
    events.collect(record, into: &buffer)
    return sees(buffer)
  }

  /// The monitor words before anything happened.
  var blankWords: [UInt32] {
    patterns.map(\.initialWord)
  }

  /// Advances the monitor words by a step (or the initialization) from state `before`
  /// to state `state`.
  ///
  /// - Parameters:
  ///   - events: a scratch buffer for the step's events.
  ///   - violated: called with the index of each pattern the step violates.
  /// - Returns: a bit per liveness property (in ``liveness`` order) whose pending
  ///   obligation the step met.
  func advance(
    _ words: inout [UInt32], by record: StepRecord, from before: [UInt32], to state: [UInt32],
    events buffer: inout [PropertyEvent], violated: (Int) -> Void
  ) -> UInt64 {
    guard !patterns.isEmpty else { return 0 }
    events.collect(record, into: &buffer)
    // Each event against each matcher of its case, once: a bitset of the matchers it
    // matches per event, from which every pattern reads its own bits.
    let stride = (matchers.count + 63) >> 6
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(buffer.count * stride, 1)) {
      matched in
      matched.initialize(repeating: 0)
      var anyMatched = false
      for (position, event) in buffer.enumerated() {
        for index in candidates(for: event) where matchers[index].matches(event) {
          matched[position &* stride &+ index &>> 6] |= 1 &<< UInt64(index & 63)
          anyMatched = true
        }
      }
      var discharged: UInt64 = 0
      // Read in place: a pattern copied out of the array retains its matchers.
      patterns.withUnsafeBufferPointer { patterns in
        for index in patterns.indices {
          var word = words[index]
          guard word & PatternMonitor.dead == 0 else { continue }
          var effect = PatternMonitor.Effect()
          if anyMatched {
            let start = matcherStart[index]
            let count = matcherStart[index + 1] - start
            for position in buffer.indices {
              let bits = Self.bits(of: matched, at: position &* stride, from: start, count: count)
              // An event none of the pattern's matchers matches changes nothing.
              guard bits != 0 else { continue }
              patterns[index].process(&word, matched: bits, effect: &effect)
              if effect.violated { break }
            }
          }
          if !effect.violated, patterns[index].isUniversality {
            patterns[index].afterStep(&word, state: state, effect: &effect)
          }
          words[index] = word
          if effect.violated { violated(index) }
          if effect.discharged, let bit = liveness.firstIndex(of: index), bit < 64 {
            discharged |= 1 << UInt64(bit)
          }
        }
      }
      return discharged
    }
  }

  /// Bits `first..<first + count` (at most 4: a pattern's matchers) of the bitset that
  /// starts at `base` in `set`, as the low bits of the result.
  @inline(__always)
  private static func bits(
    of set: UnsafeMutableBufferPointer<UInt64>, at base: Int, from first: Int, count: Int
  ) -> UInt64 {
    guard count > 0 else { return 0 }
    let word = base &+ first &>> 6
    let shift = first & 63
    var value = set[word] &>> UInt64(shift)
    if shift &+ count > 64 { value |= set[word &+ 1] &<< UInt64(64 &- shift) }
    return value & ((1 &<< UInt64(count)) &- 1)
  }

  /// The liveness properties (bits in ``liveness`` order) pending in product words.
  func pendingMask(_ words: UnsafePointer<UInt32>) -> UInt64 {
    var mask: UInt64 = 0
    for (bit, index) in liveness.enumerated() where bit < 64 {
      if patterns[index].isPending(words[index]) { mask |= 1 << UInt64(bit) }
    }
    return mask
  }
}
