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
  /// Every event matcher of every pattern, its scope's included (``sees(_:)``).
  let matchers: [EventMatcher]
  /// Per global case id: whether some matcher has a term of that case, so most events
  /// are ruled out by one load.
  let namedCases: [Bool]

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
    var named = Array(repeating: false, count: system.caseCount)
    for matcher in matchers {
      for term in matcher.terms where term.gid >= 0 && term.gid < named.count {
        named[term.gid] = true
      }
    }
    namedCases = named
  }

  /// Whether a pattern names one of `events` (in its kind or its scope), whatever state
  /// its monitor is in: a step with such an event is visible to the partial-order
  /// reduction. What a step does is its actor's own business, so this holds of the same
  /// step wherever it is taken.
  func sees(_ events: [PropertyEvent]) -> Bool {
    events.contains { event in
      event.gid >= 0 && event.gid < namedCases.count && namedCases[event.gid]
        && matchers.contains { $0.matches(event) }
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
    var discharged: UInt64 = 0
    for (index, pattern) in patterns.enumerated() {
      var word = words[index]
      guard word & PatternMonitor.dead == 0 else { continue }
      var effect = PatternMonitor.Effect()
      for event in buffer {
        pattern.process(&word, event: event, effect: &effect)
        if effect.violated { break }
      }
      if !effect.violated { pattern.afterStep(&word, state: state, effect: &effect) }
      words[index] = word
      if effect.violated { violated(index) }
      if effect.discharged, let bit = liveness.firstIndex(of: index), bit < 64 {
        discharged |= 1 << UInt64(bit)
      }
    }
    return discharged
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
